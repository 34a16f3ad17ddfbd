import type { PlaceKind } from './cities.data.js';

/**
 * The kinds of plan demo members host: what they say about it, where and when it fits, how
 * long it lasts, how many places it offers and what its chat talks about. In the chat lines,
 * `{lugar}` is the meeting place and `{hora}` the start time.
 */
export type PlanTemplate = {
  key: string;
  type: 'sport' | 'social';
  /** The discipline's slug (`disciplines-<slug>`), for sport. */
  discipline?: string;
  /** Level slugs (`levels-<slug>`) it may ask for, for sport. */
  levels?: string[];
  places: PlaceKind[];
  /** Local start hours it suits, [from, to); past 24 is after midnight. */
  hours: Array<[number, number]>;
  durations: number[];
  participants: [number, number];
  /** How often it is chosen, relative to the others. */
  weight: number;
  /**
   * Each fits any plan of its kind, or only starts in its hours (a sunrise run starts early)
   * or plans of its levels (a first run is for beginners).
   */
  descriptions: Array<
    string | { text: string; hours?: Array<[number, number]>; levels?: string[] }
  >;
  /** A member's question and the host's answer. */
  ask: Array<[string, string]>;
  /** Said by anyone before it starts. */
  say: string[];
  /** Said once it is over. */
  after: string[];
};

const ALL_LEVELS = ['todos', 'principiante', 'intermedio', 'avanzado'];

export const PLAN_TEMPLATES: PlanTemplate[] = [
  {
    key: 'padel',
    type: 'sport',
    discipline: 'padel',
    levels: ['principiante', 'intermedio', 'avanzado'],
    places: ['courts'],
    hours: [
      [8, 12],
      [16, 23],
    ],
    durations: [60, 90],
    participants: [1, 3],
    weight: 5,
    descriptions: [
      'Partido de pádel dobles con pista reservada. Nivel medio y buen rollo asegurado.',
      {
        text: 'Pádel después del trabajo para soltar el estrés del día. Pelotas nuevas, las pongo yo.',
        hours: [[18, 23]],
      },
      'Pádel tranquilo entre amigos. Pelotas nuevas, las pongo yo.',
      'Pádel mixto en pista cubierta: jugamos un par de sets y pagamos la pista a medias.',
      'Americana de pádel: partidos cortos y cambiamos de pareja cada 20 minutos.',
      'Pádel nivel medio-alto: partidos competidos pero sin piques. Se busca buena mano en la red.',
      'Pádel para desconectar: nos da igual ganar, lo importante son las risas.',
    ],
    ask: [
      [
        '¿Alguien tiene una pala de sobra? La mía está rota, jaja',
        'Yo llevo dos, no te preocupes.',
      ],
      ['¿Cuánto sale la pista por persona?', 'Unos 6 € cada uno, pagamos allí.'],
      ['¿La pista es de cristal?', 'De cristal y cubierta, así que da igual si llueve.'],
    ],
    say: ['Llevo un bote de pelotas nuevas.', 'Calentamos diez minutos antes de empezar, ¿vale?'],
    after: [
      '¡Vaya partidazo! Revancha la semana que viene.',
      'Ese último punto aún me duele, jaja',
    ],
  },
  {
    key: 'tenis',
    type: 'sport',
    discipline: 'tenis',
    levels: ['principiante', 'intermedio', 'avanzado'],
    places: ['courts'],
    hours: [
      [8, 12],
      [17, 22],
    ],
    durations: [60, 90],
    participants: [1, 3],
    weight: 2,
    descriptions: [
      'Peloteo de tenis para poner el revés en forma. Busco gente con un nivel parecido.',
      'Tenis individual o dobles, según quién se apunte. Pista reservada.',
      {
        text: 'Tenis para principiantes: llevo raquetas de sobra para quien quiera probar.',
        levels: ['principiante'],
      },
    ],
    ask: [
      ['¿Hace falta llevar bolas?', 'Llevo yo un bote, con eso vamos bien.'],
      ['¿Jugamos a sets o solo peloteo?', 'Empezamos peloteando y si hay ganas, un set.'],
    ],
    say: ['La pista es la número 3, al fondo a la derecha.'],
    after: [
      'Gracias por el partido, ¡qué bien sienta!',
      'Hay que repetir, me he quedado con ganas.',
    ],
  },
  {
    key: 'futbol',
    type: 'sport',
    discipline: 'futbol',
    levels: ['todos', 'intermedio'],
    places: ['pitch'],
    hours: [
      [10, 13],
      [18, 23],
    ],
    durations: [60, 90],
    participants: [7, 11],
    weight: 4,
    descriptions: [
      'Pachanga de fútbol 7 en césped artificial. Faltan jugadores, ¡anímate!',
      'Fútbol 7 semanal: nivel variado, lo importante es pasarlo bien y no lesionarse.',
      'Partido de fútbol 7: faltan un par de jugadores para completar equipos.',
      {
        text: 'Partidillo de fútbol después del trabajo. Llevad una camiseta clara y otra oscura.',
        hours: [[18, 23]],
      },
      'Partidillo de fútbol con buen ambiente. Llevad una camiseta clara y otra oscura.',
    ],
    ask: [
      ['¿Hacen falta botas de tacos?', 'Mejor multitacos, el césped es artificial.'],
      ['¿Cuánto toca pagar del campo?', 'Sale a 5 € por cabeza, lo hacemos por Bizum.'],
      ['¿Hay vestuarios con duchas?', 'Sí, hay vestuarios y duchas.'],
    ],
    say: [
      'Llevad camiseta clara y oscura para hacer equipos.',
      'Yo llevo balón y petos.',
      'Si alguien no puede venir, que avise para buscar sustituto.',
    ],
    after: ['Buen partido, equipo. ¡El próximo lo ganamos!', '¿Mismo día la semana que viene?'],
  },
  {
    key: 'futbol-sala',
    type: 'sport',
    discipline: 'futbol-sala',
    levels: ['todos', 'intermedio', 'avanzado'],
    places: ['pitch'],
    hours: [[18, 23]],
    durations: [60],
    participants: [5, 8],
    weight: 2,
    descriptions: [
      'Fútbol sala en pista cubierta: jugamos 5 contra 5 con cambios. Nivel amateur.',
      'Partido de fútbol sala entre semana para sudar un poco. Se juega limpio.',
    ],
    ask: [['¿Es pista de parqué?', 'Sí, mejor zapatillas de sala, nada de tacos.']],
    say: ['Llevo dos balones por si acaso.'],
    after: ['Qué nivelazo hoy, ¡gracias a todos!'],
  },
  {
    key: 'baloncesto',
    type: 'sport',
    discipline: 'baloncesto',
    levels: ['todos', 'intermedio'],
    places: ['pitch', 'park'],
    hours: [
      [10, 14],
      [16, 22],
    ],
    durations: [60, 90],
    participants: [3, 7],
    weight: 2,
    descriptions: [
      'Baloncesto 3x3 en pista exterior. Traed agua, que pega el sol.',
      'Pachanga de baloncesto 5x5 con cambios cada partido a 11 puntos.',
    ],
    ask: [['¿Hay balón?', 'Llevo uno de talla 7, y si alguien tiene otro, mejor.']],
    say: ['Jugamos a 11 puntos y el que pierde sale.'],
    after: ['Buenísimo el partido, ¡hay que hacerlo fijo!'],
  },
  {
    key: 'running',
    type: 'sport',
    discipline: 'running',
    levels: ALL_LEVELS,
    places: ['run', 'park', 'beach'],
    hours: [
      [6, 10],
      [18, 23],
    ],
    durations: [45, 60, 75],
    participants: [3, 9],
    weight: 6,
    descriptions: [
      'Rodaje suave de 8 km a ritmo de charla (unos 6:00/km). Aquí nadie se queda atrás.',
      'Series cortas y estiramientos al final. Ideal si estás preparando una 10K.',
      'Rodaje por el parque con cambios de ritmo suaves. Al final, estiramientos en grupo.',
      'Salimos a correr juntos: 6-8 km llanos, perfecto para coger constancia.',
      { text: 'Running al amanecer: 10 km y café después para quien quiera.', hours: [[6, 9]] },
      {
        text: 'Primera salida para quien empieza a correr: 5 km alternando caminar y trotar.',
        levels: ['principiante', 'todos'],
      },
      {
        text: 'Tirada larga de 15 km a ritmo constante. Para quien ya corre con regularidad.',
        levels: ['intermedio', 'avanzado'],
      },
      {
        text: 'Carrera nocturna de 7 km con la ciudad ya tranquila. Llevad algo reflectante.',
        hours: [[20, 24]],
      },
    ],
    ask: [
      ['¿A qué ritmo vamos más o menos?', 'Tranquilo, entre 5:45 y 6:15 el km.'],
      ['¿Hay sitio para dejar la mochila?', 'Mejor venid ligeros, no hay consigna.'],
      ['¿Cuántos kilómetros hacemos al final?', 'Unos 8, y quien quiera alarga un poco.'],
    ],
    say: [
      'Quedamos en {lugar} a las {hora}, salimos puntuales.',
      'Acordaos del agua, que luego apetece.',
      'Estiramos juntos al terminar.',
    ],
    after: [
      '¡Qué buena sesión! Ya tengo agujetas, jaja',
      'Subo la ruta a Strava, por si alguien la quiere.',
      'Gracias por el ritmo, se me ha pasado volando.',
    ],
  },
  {
    key: 'ciclismo',
    type: 'sport',
    discipline: 'ciclismo',
    levels: ['principiante', 'intermedio', 'avanzado'],
    places: ['bike'],
    hours: [
      [7, 11],
      [17, 20],
    ],
    durations: [120, 180],
    participants: [3, 8],
    weight: 3,
    descriptions: [
      'Ruta en bici de unos 40 km por carril bici, ritmo tranquilo y parada para café.',
      'Salida en bici de carretera: 60 km con algún repecho. Casco obligatorio.',
      'Paseo en bici por la ciudad para descubrir rincones nuevos. Vale cualquier bici.',
    ],
    ask: [
      ['¿Sirve una bici de paseo?', 'Para esta ruta sí, vamos sin prisa.'],
      ['¿Hacemos parada a mitad?', 'Sí, café y algo dulce a mitad de ruta.'],
    ],
    say: ['Casco obligatorio, ¿eh?', 'Llevo bomba y parches por si alguien pincha.'],
    after: [
      'Rutón. ¡Gracias por esperar en las cuestas!',
      'Mis piernas dicen basta, pero repetiría.',
    ],
  },
  {
    key: 'mountain-bike',
    type: 'sport',
    discipline: 'mountain-bike',
    levels: ['intermedio', 'avanzado'],
    places: ['trail'],
    hours: [[8, 11]],
    durations: [150, 180, 240],
    participants: [3, 8],
    weight: 2,
    descriptions: [
      'Ruta de BTT por senderos con algún tramo técnico. Llevad cámara de repuesto.',
      'Salida en bici de montaña con subidas exigentes y bajadas divertidas.',
    ],
    ask: [['¿Cuánto desnivel tiene?', 'Unos 700 m positivos, repartidos en tres subidas.']],
    say: ['Revisad frenos y presión de ruedas antes de salir.'],
    after: ['¡Qué bajadas! Mañana las piernas me lo van a recordar.'],
  },
  {
    key: 'senderismo',
    type: 'sport',
    discipline: 'senderismo',
    levels: ['todos', 'principiante', 'intermedio'],
    places: ['trail'],
    hours: [[8, 11]],
    durations: [180, 240, 300],
    participants: [4, 12],
    weight: 4,
    descriptions: [
      'Ruta de senderismo de unos 12 km con muy buenas vistas. Agua, algo de comer y calzado cómodo.',
      'Excursión tranquila por la naturaleza, apta para todos. Comemos de bocadillo arriba.',
      'Subida con desnivel (unos 600 m). Ritmo constante y paradas para fotos.',
      'Ruta circular por senderos tranquilos, unas 4 horas. Al final, algo de comer en el pueblo.',
    ],
    ask: [
      ['¿Compartimos coche para llegar?', 'Sí, yo tengo tres plazas libres.'],
      ['¿Hace falta llevar bastones?', 'No hace falta, pero si los tienes te vendrán bien.'],
      ['¿Hay fuentes por el camino?', 'Una a mitad de ruta; mejor llevad litro y medio.'],
    ],
    say: [
      'Llevad agua y algo de picar, la subida tiene tela.',
      'Mirad el tiempo antes de salir, por si hace falta chubasquero.',
    ],
    after: [
      '¡Qué vistas! Os paso las fotos por aquí luego.',
      'Gracias por la compañía, ha sido un día redondo.',
    ],
  },
  {
    key: 'escalada',
    type: 'sport',
    discipline: 'escalada',
    levels: ['principiante', 'intermedio', 'avanzado'],
    places: ['climbing'],
    hours: [
      [10, 13],
      [17, 22],
    ],
    durations: [90, 120],
    participants: [1, 4],
    weight: 3,
    descriptions: [
      {
        text: 'Sesión de búlder en el rocódromo. Si nunca has escalado, te enseño lo básico.',
        levels: ['principiante'],
      },
      {
        text: 'Escalada con cuerda: busco compañero/a para asegurar. Nivel 6a aproximado.',
        levels: ['intermedio', 'avanzado'],
      },
      'Sesión de búlder y estiramientos. Hay bloques nuevos esta semana.',
    ],
    ask: [
      ['¿Se pueden alquilar pies de gato allí?', 'Sí, y el magnesio también.'],
      ['¿Hace falta saber asegurar?', 'Si no sabes, te enseño antes de empezar.'],
    ],
    say: ['Han abierto bloques nuevos en la zona del desplome.'],
    after: ['¡Por fin saqué el bloque amarillo!', 'Tengo los antebrazos destrozados, ¡genial!'],
  },
  {
    key: 'yoga',
    type: 'sport',
    discipline: 'yoga',
    levels: ['todos', 'principiante'],
    places: ['park', 'beach'],
    hours: [
      [7, 10],
      [18, 21],
    ],
    durations: [60, 75],
    participants: [4, 10],
    weight: 4,
    descriptions: [
      'Yoga al aire libre: vinyasa suave y respiración. Trae tu esterilla.',
      {
        text: 'Yoga al atardecer para cerrar el día. Apto para todos los niveles.',
        hours: [[18, 21]],
      },
      {
        text: 'Yoga por la mañana para empezar el día con energía. Apto para todos los niveles.',
        hours: [[7, 10]],
      },
      'Sesión de yoga restaurativo y meditación, sin prisas.',
      'Hatha yoga suave con estiramientos y respiración. Trae agua y ropa cómoda.',
    ],
    ask: [
      ['Nunca he hecho yoga, ¿puedo ir?', '¡Claro! Iremos adaptando las posturas.'],
      ['¿Llevo esterilla?', 'Si tienes, sí; yo llevo un par de sobra.'],
    ],
    say: ['Ropa cómoda y una sudadera para la relajación final.'],
    after: ['Qué paz, justo lo que necesitaba.', 'Gracias por la sesión, ¡qué bien sienta!'],
  },
  {
    key: 'voley-playa',
    type: 'sport',
    discipline: 'voley-playa',
    levels: ['todos', 'intermedio'],
    places: ['beach'],
    hours: [
      [10, 13],
      [17, 21],
    ],
    durations: [90, 120],
    participants: [3, 7],
    weight: 3,
    descriptions: [
      'Vóley playa 2x2 o 3x3 según seamos. Tengo red y balón.',
      'Vóley en la playa y baño después. Nivel de andar por casa.',
    ],
    ask: [['¿Montamos la red nosotros?', 'Sí, la llevo yo; en 10 minutos está puesta.']],
    say: ['Crema solar, que el sol pega fuerte.'],
    after: ['Qué buen rato, y el baño final lo mejor.'],
  },
  {
    key: 'natacion',
    type: 'sport',
    discipline: 'natacion',
    levels: ['intermedio', 'avanzado'],
    places: ['pool'],
    hours: [
      [7, 9],
      [19, 22],
    ],
    durations: [45, 60],
    participants: [1, 5],
    weight: 1,
    descriptions: [
      {
        text: 'Entreno de natación: unos 2 km con series suaves. Buen plan para empezar el día.',
        hours: [[7, 9]],
      },
      'Entreno de natación: unos 2 km con series suaves, cada uno a su ritmo.',
      'Natación técnica: trabajamos crol y viraje, a ritmo de cada uno.',
    ],
    ask: [['¿Hace falta gorro?', 'Sí, en la piscina es obligatorio.']],
    say: ['Nos vemos en la calle 4.'],
    after: ['2 km y medio hoy, ¡bien!'],
  },
  {
    key: 'patinaje',
    type: 'sport',
    discipline: 'patinaje',
    levels: ['todos', 'principiante'],
    places: ['run', 'park'],
    hours: [
      [10, 13],
      [18, 21],
    ],
    durations: [60, 90],
    participants: [2, 8],
    weight: 1,
    descriptions: ['Ruta en patines por el paseo, ritmo tranquilo. Protecciones recomendadas.'],
    ask: [['¿Valen patines de cuatro ruedas?', 'Sí, de línea o de cuatro, da igual.']],
    say: ['Traed casco y muñequeras, más vale prevenir.'],
    after: ['¡Nadie se cayó! Bueno, casi nadie, jaja'],
  },
  {
    key: 'canas',
    type: 'social',
    places: ['bar'],
    hours: [
      [12, 16],
      [19, 25],
    ],
    durations: [120, 150, 180],
    participants: [3, 8],
    weight: 6,
    descriptions: [
      'Cañas y tapas para conocer gente nueva. Primera ronda de risas asegurada.',
      {
        text: 'Afterwork: unas cañas para desconectar del trabajo. Se une quien quiera.',
        hours: [[19, 22]],
      },
      'Vermú y tapas por el barrio. Plan tranquilo para charlar.',
      'Unas cañas en una terraza con buen ambiente. Sin prisa y con ganas de conocer gente.',
      'Ruta de tapas por tres bares del barrio: una tapa en cada uno y seguimos.',
      'Recién llegados a la ciudad: quedamos a tomar algo y compartir sitios favoritos.',
    ],
    ask: [
      ['¿Cómo os reconozco?', 'Estaremos en la terraza, yo llevo una camisa azul.'],
      ['¿Llego tarde si aparezco a las nueve?', '¡Para nada! Seguiremos por allí.'],
    ],
    say: [
      'He reservado mesa a mi nombre en la terraza.',
      'Si alguien tiene alergias, que lo diga y pedimos tapas que valgan para todos.',
    ],
    after: ['Qué buena gente, ¡repetimos pronto!', 'Me lo pasé genial, gracias por organizar.'],
  },
  {
    key: 'tardeo',
    type: 'social',
    places: ['bar'],
    hours: [[15, 21]],
    durations: [150, 180],
    participants: [3, 8],
    weight: 2,
    descriptions: [
      'Tardeo con música y terraza. Si te acabas de mudar, este es tu plan.',
      'Tardeo tranquilo: un par de vinos y buena conversación.',
    ],
    ask: [['¿Hay que reservar?', 'Ya tengo mesa, solo tenéis que venir.']],
    say: ['Pinchan música a partir de las siete.'],
    after: ['El tardeo se alargó más de la cuenta. ¡Gracias!'],
  },
  {
    key: 'cine',
    type: 'social',
    places: ['cinema'],
    hours: [[17, 23]],
    durations: [150, 180],
    participants: [1, 5],
    weight: 3,
    descriptions: [
      'Cine en versión original y luego comentamos la peli tomando algo.',
      'Vamos a ver el estreno de la semana. Compramos las entradas juntos para sentarnos cerca.',
      'Ciclo de cine clásico: sesión y charla a la salida.',
    ],
    ask: [
      ['¿Es en versión original?', 'Sí, con subtítulos en castellano.'],
      ['¿Compramos las entradas online?', 'Yo las compro y me hacéis Bizum, así vamos juntos.'],
    ],
    say: ['Nos vemos en la puerta diez minutos antes.', 'Llevo palomitas para compartir.'],
    after: ['Qué final, aún le estoy dando vueltas.', '¿Alguien más lloró o solo yo? Jaja'],
  },
  {
    key: 'juegos',
    type: 'social',
    places: ['cafe'],
    hours: [[17, 23]],
    durations: [150, 180, 240],
    participants: [3, 6],
    weight: 3,
    descriptions: [
      'Juegos de mesa: Catan, Dixit, Código Secreto… Traed los vuestros si queréis.',
      {
        text: 'Noche de juegos de mesa y pizza. No hace falta saber jugar, se explica todo.',
        hours: [[20, 24]],
      },
      'Partida de rol para novatos: una aventura corta, personajes ya preparados.',
    ],
    ask: [
      ['Llevo Azul y Carcassonne, ¿os apetece?', '¡Perfecto! Empezamos con Azul.'],
      ['¿Hace falta saber las reglas?', 'Nada, se explican en cinco minutos.'],
    ],
    say: ['Tengo reservada la mesa grande del fondo.'],
    after: ['La revancha del Catan queda pendiente.', 'Qué risas con el Dixit, ¡repetimos!'],
  },
  {
    key: 'intercambio',
    type: 'social',
    places: ['bar', 'cafe'],
    hours: [[18, 22]],
    durations: [120, 150],
    participants: [5, 10],
    weight: 3,
    descriptions: [
      'Intercambio de idiomas: español, inglés, francés e italiano. Cambiamos de mesa cada media hora.',
      'Language exchange con cañas. Practica inglés o ayuda a otros con su español.',
      'Intercambio de idiomas para practicar sin vergüenza. Todos los niveles.',
    ],
    ask: [
      ['¿Va a haber gente que hable alemán?', 'Creo que vienen dos chicas de Berlín.'],
      ['Mi inglés es muy básico, ¿me sirve?', 'Claro, hay mesas para principiantes.'],
    ],
    say: ['Ponemos una etiqueta con los idiomas que habla cada uno.', 'See you there!'],
    after: ['Thanks everyone! Ha sido muy divertido.', 'Me llevo un montón de palabras nuevas.'],
  },
  {
    key: 'museo',
    type: 'social',
    places: ['culture'],
    hours: [
      [10, 14],
      [16, 20],
    ],
    durations: [90, 120],
    participants: [2, 6],
    weight: 2,
    descriptions: [
      'Visita al museo con calma y café después para comentar.',
      'Ruta por las salas menos conocidas del museo. Aprovechamos la entrada gratuita.',
    ],
    ask: [['¿Hay que comprar entrada?', 'A esa hora es gratis, solo hay que hacer cola.']],
    say: ['Nos vemos en la entrada principal.'],
    after: ['Qué buena visita, me apunto a la siguiente.'],
  },
  {
    key: 'foto',
    type: 'social',
    places: ['park', 'culture'],
    hours: [
      [9, 12],
      [18, 21],
    ],
    durations: [120],
    participants: [2, 8],
    weight: 2,
    descriptions: [
      {
        text: 'Paseo fotográfico al atardecer: móvil o cámara, lo que tengas. Compartimos trucos.',
        hours: [[18, 21]],
      },
      'Paseo fotográfico: móvil o cámara, lo que tengas. Compartimos trucos.',
      'Quedada de fotografía callejera por el centro. Después, café y repaso de fotos.',
    ],
    ask: [['¿Sirve el móvil?', 'Totalmente, la mejor cámara es la que llevas encima.']],
    say: ['Traed batería cargada, que vamos a hacer muchas fotos.'],
    after: ['Subid vuestras mejores fotos, ¡quiero verlas!'],
  },
  {
    key: 'brunch',
    type: 'social',
    places: ['cafe'],
    hours: [[10, 13]],
    durations: [120],
    participants: [3, 6],
    weight: 2,
    descriptions: [
      'Brunch para conocer gente: tortitas, café y buena conversación.',
      'Desayuno largo de fin de semana. Sin prisa y sin móvil (o casi).',
    ],
    ask: [['¿Tienen opciones veganas?', 'Sí, varias, lo he mirado antes.']],
    say: ['He reservado mesa para las once.'],
    after: ['Las tortitas, espectaculares. ¡Gracias por el plan!'],
  },
  {
    key: 'picnic',
    type: 'social',
    places: ['park'],
    hours: [
      [12, 15],
      [17, 20],
    ],
    durations: [150, 180],
    participants: [3, 8],
    weight: 2,
    descriptions: [
      'Pícnic en el parque: cada uno trae algo para compartir. Hay sombra y buen ambiente.',
      'Merienda al aire libre con juegos de cartas y música tranquila.',
    ],
    ask: [['¿Qué llevo?', 'Lo que quieras; yo llevo tortilla y una manta grande.']],
    say: ['Estaremos junto a la fuente, con una manta de cuadros.'],
    after: ['Qué tarde más agradable, gracias a todos.'],
  },
  {
    key: 'karaoke',
    type: 'social',
    places: ['night'],
    hours: [[22, 26]],
    durations: [120, 180],
    participants: [3, 8],
    weight: 2,
    descriptions: [
      'Karaoke sin vergüenza: cada uno elige una canción. Aquí nadie juzga (mucho).',
      'Noche de karaoke: de Rocío Jurado a Bad Bunny, todo vale.',
    ],
    ask: [['¿Hay que cantar sí o sí?', 'Solo si quieres, aunque luego nadie se resiste, jaja']],
    say: ['Yo abro con Camela, avisados quedáis.'],
    after: ['Sin voz pero feliz. ¡Qué noche!'],
  },
  {
    key: 'paseo-nocturno',
    type: 'social',
    places: ['night', 'park', 'beach'],
    hours: [[21, 29]],
    durations: [60, 90],
    participants: [2, 8],
    weight: 2,
    descriptions: [
      'Paseo nocturno: la ciudad se ve distinta de noche. Ritmo tranquilo y charla.',
      '¿No puedes dormir? Paseo tranquilo y algo caliente en un sitio abierto.',
    ],
    ask: [['¿Por dónde vamos?', 'Improvisamos, salimos desde {lugar}.']],
    say: ['Estoy en {lugar}, junto a la farola grande.'],
    after: ['Qué bien sienta caminar de noche, gracias por la compañía.'],
  },
  {
    key: 'churros',
    type: 'social',
    places: ['night'],
    hours: [[0, 7]],
    durations: [60],
    participants: [2, 6],
    weight: 2,
    descriptions: [
      'Chocolate con churros de madrugada para cerrar la noche.',
      'Desayuno de madrugada: churros, café y buena charla antes de dormir.',
    ],
    ask: [['¿Está abierto a estas horas?', 'Sí, no cierra nunca, jaja']],
    say: ['Ya tengo mesa, os espero dentro.'],
    after: ['El mejor final de noche posible.'],
  },
  {
    key: 'amanecer',
    type: 'social',
    places: ['beach', 'trail', 'park'],
    hours: [[4, 8]],
    durations: [90],
    participants: [2, 8],
    weight: 2,
    descriptions: [
      'Ver amanecer juntos: llegamos con tiempo y llevo café en termo.',
      'Madrugón que merece la pena: amanecer y desayuno después.',
    ],
    ask: [['¿A qué hora sale el sol?', 'Un poco después de las {hora}; llegamos con tiempo.']],
    say: ['Abrigaos, que a esta hora refresca.'],
    after: ['Qué colores, ha valido la pena el madrugón.'],
  },
];
