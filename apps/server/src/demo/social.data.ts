import type { WishWindow } from '@app/contract/wishes';
import type { PlaceKind } from './cities.data.js';
import type { PhotoTheme } from './pictures.js';

/**
 * What demo members say and make outside plans: their groups and what is said in them, the
 * private talk of the demo account with a friend, and the wishes on the map. Plain text, no
 * emoji (machines without an emoji font show empty boxes); no hour of the day where the
 * moment the demo is made could contradict it.
 */

/** A kind of group: its name (`{ciudad}` is its city), what it says of itself, its chat. */
export type GroupIdea = {
  key: string;
  name: string;
  description: string;
  theme: PhotoTheme;
  /** Only in cities by the sea. */
  coastal?: boolean;
  /** Its chat, in order: said by the owner or by a member. */
  chat: Array<{ by: 'owner' | 'member'; text: string }>;
};

export const GROUP_IDEAS: GroupIdea[] = [
  {
    key: 'padel',
    name: 'Pádel entre semana · {ciudad}',
    description:
      'Partidos de pádel después del trabajo, de nivel medio. Quien reserva pista lo dice aquí y completamos parejas.',
    theme: 'court',
    chat: [
      { by: 'owner', text: '¡Bienvenidos! Aquí organizamos los partidos de la semana.' },
      { by: 'member', text: 'Hola a todos, gracias por meterme. Juego de drive.' },
      { by: 'member', text: '¿Alguien tiene pista reservada esta semana?' },
      { by: 'owner', text: 'Yo tengo una el jueves, nos faltan dos. Lo subo como plan del grupo.' },
      { by: 'member', text: 'Me apunto. Llevo pelotas nuevas.' },
      { by: 'member', text: 'Qué buen partido el del otro día, hay que repetir.' },
      { by: 'owner', text: 'Recordad confirmar la asistencia después de jugar, que suma puntos.' },
      { by: 'member', text: '¿Hacemos un americano el finde? Con ocho ya estaría.' },
    ],
  },
  {
    key: 'montana',
    name: 'Rutas por la sierra',
    description:
      'Rutas de montaña de un día, a ritmo tranquilo y con parada para comer. Grupo privado: pide entrar y te aceptamos enseguida.',
    theme: 'mountain',
    chat: [
      { by: 'owner', text: 'Hola a todos. La idea es una ruta al mes, y más si hay ganas.' },
      { by: 'member', text: '¡Genial! Yo puedo llevar coche, caben cuatro.' },
      { by: 'member', text: '¿Qué tal la de las lagunas? Dicen que está preciosa ahora.' },
      { by: 'owner', text: 'Buena idea. Son unas cinco horas con las paradas.' },
      { by: 'member', text: 'Perfecto. ¿Bocadillo cada uno o comemos en el pueblo?' },
      { by: 'owner', text: 'Mejor bocadillo, y al volver unas cañas en el pueblo.' },
      { by: 'member', text: 'Qué ganas. Miro el tiempo y os digo.' },
    ],
  },
  {
    key: 'running',
    name: '{ciudad} corre',
    description:
      'Salimos a correr dos o tres veces por semana, a ritmos distintos: nadie se queda atrás. Vente aunque estés empezando.',
    theme: 'road',
    chat: [
      { by: 'owner', text: '¡Bienvenidos! Cada semana subimos las salidas como planes del grupo.' },
      { by: 'member', text: 'Hola, estoy empezando, ¿hay grupo para ritmo suave?' },
      { by: 'owner', text: 'Claro, siempre hay alguien a seis minutos el kilómetro o más.' },
      { by: 'member', text: 'Yo me preparo una media maratón, si alguien quiere series...' },
      { by: 'member', text: 'Gracias por la salida de ayer, qué bien sienta.' },
      { by: 'owner', text: 'Esta semana salimos el martes y el sábado, ¡os espero!' },
    ],
  },
  {
    key: 'juegos',
    name: 'Juegos de mesa y cañas',
    description:
      'Quedamos en un bar con juegos o en casa de alguien: Catán, Dixit, Código Secreto... Traemos los juegos, tú las ganas.',
    theme: 'city',
    chat: [
      { by: 'owner', text: 'Hola a todos, ¿qué juegos tenéis? Yo llevo Catán y Dixit.' },
      { by: 'member', text: 'Yo tengo Código Secreto y el Virus.' },
      { by: 'member', text: '¿Probamos el bar de juegos nuevo del centro?' },
      { by: 'owner', text: 'Me parece bien. ¿El viernes que viene?' },
      { by: 'member', text: 'Perfecto, allí estaré.' },
    ],
  },
  {
    key: 'playa',
    name: 'Vóley y playa · {ciudad}',
    description:
      'Vóley playa los fines de semana y un baño después. Hay red y balones; nivel de todo tipo.',
    theme: 'beach',
    coastal: true,
    chat: [
      { by: 'owner', text: '¡Hola! Montamos la red los sábados por la mañana.' },
      { by: 'member', text: 'Genial, yo llevo nevera con agua para todos.' },
      { by: 'member', text: '¿Jugamos aunque haga algo de viento?' },
      { by: 'owner', text: 'Sí, con viento se juega igual, y luego al agua.' },
      { by: 'member', text: 'Qué buena mañana la del sábado. ¡Hasta la próxima!' },
    ],
  },
  {
    key: 'bici',
    name: 'Bici los domingos',
    description:
      'Rutas en bici de carretera y paseo los domingos por la mañana, de 30 a 60 km, con parada para el café.',
    theme: 'road',
    chat: [
      { by: 'owner', text: 'Bienvenidos. Salimos los domingos, ruta y hora por aquí.' },
      { by: 'member', text: '¿Hace falta bici de carretera o vale una híbrida?' },
      { by: 'owner', text: 'Vale cualquiera, vamos a ritmo de paseo.' },
      { by: 'member', text: 'Pues allí estaré el domingo, ¡gracias!' },
    ],
  },
];

/** Cities by the sea, for the groups that need it. */
export const COASTAL_CITIES = new Set(['barcelona', 'valencia', 'malaga', 'las-palmas']);

/**
 * The demo account's talk with her closest friend: who says each line, in order. The last
 * lines, the friend's, are what she has not read yet.
 */
export const FRIEND_TALK: Array<{ by: 'lucia' | 'friend'; text: string }> = [
  { by: 'friend', text: '¡Lucía! ¿Sigues con ganas de jugar al pádel esta semana?' },
  { by: 'lucia', text: '¡Claro! Cualquier tarde me viene bien menos el martes.' },
  { by: 'friend', text: 'Pues miro pista en el Canal y te digo.' },
  { by: 'lucia', text: 'Genial. Si falta gente lo ponemos en el grupo.' },
  { by: 'friend', text: 'Hecho. Por cierto, ¿has visto el reto de los 30 días?' },
  { by: 'lucia', text: 'Sí, me he apuntado. Ya llevo unos cuantos planes.' },
  { by: 'friend', text: 'Pues vamos a por la insignia, que las monedas vienen bien.' },
  { by: 'friend', text: 'Oye, ¿te vienes a la carrera del Retiro? Yo ya tengo plaza.' },
  { by: 'friend', text: 'Y el finde, ¿sierra o playa? Ya me dirás.' },
];

/** How many of the friend's last lines the demo account has not read. */
export const FRIEND_TALK_UNREAD = 2;

/** What another friend and the demo account said some days ago: all read. */
export const OLD_FRIEND_TALK: Array<{ by: 'lucia' | 'friend'; text: string }> = [
  { by: 'friend', text: 'Gracias por el plan del otro día, me lo pasé genial.' },
  { by: 'lucia', text: '¡Gracias a ti por venir! A ver si repetimos pronto.' },
  { by: 'friend', text: 'Cuenta conmigo para la próxima.' },
];

/** Someone who answered the demo account's wish writes to her (a wish answer opens a talk). */
export const WISH_ANSWER_TALK = [
  'Hola, he visto tu deseo y me apunto. ¿Cómo lo organizamos?',
  'Si quieres lo concretamos por aquí. ¡Qué ganas!',
];

/** A wish: what it says, the windows it fits and where it can be. */
export type WishIdea = {
  text: string;
  windows: WishWindow[];
  type: 'sport' | 'social';
  /** The discipline's slug, for sport. */
  discipline?: string;
  places: PlaceKind[];
  coastal?: boolean;
};

export const WISH_IDEAS: WishIdea[] = [
  {
    text: 'Me apetece un partido de pádel, ¿alguien se anima? Nivel medio.',
    windows: ['today', 'tomorrow'],
    type: 'sport',
    discipline: 'padel',
    places: ['courts'],
  },
  {
    text: 'Ahora mismo me tomaría unas cañas por el centro. ¿Alguien cerca?',
    windows: ['now'],
    type: 'social',
    places: ['bar'],
  },
  {
    text: 'Salir a correr a ritmo tranquilo, unos 8 km. Busco compañía.',
    windows: ['tomorrow', 'weekend'],
    type: 'sport',
    discipline: 'running',
    places: ['run'],
  },
  {
    text: 'Una ruta de senderismo este finde, sin prisas y con bocadillo.',
    windows: ['weekend'],
    type: 'sport',
    discipline: 'senderismo',
    places: ['trail'],
  },
  {
    text: 'Un café y charla para practicar inglés, ¿te apuntas?',
    windows: ['now', 'today', 'tomorrow'],
    type: 'social',
    places: ['cafe'],
  },
  {
    text: 'Cine hoy, lo que sea que esté bien. Luego algo de cenar.',
    windows: ['today'],
    type: 'social',
    places: ['cinema'],
  },
  {
    text: 'Nos faltan dos para un fútbol sala. ¡Venid!',
    windows: ['now', 'today'],
    type: 'sport',
    discipline: 'futbol-sala',
    places: ['pitch'],
  },
  {
    text: 'Yoga en el parque mañana, llevo esterillas de sobra.',
    windows: ['tomorrow'],
    type: 'sport',
    discipline: 'yoga',
    places: ['park'],
  },
  {
    text: 'Paseo en bici tranquilo, unos 20 km con parada para el café.',
    windows: ['tomorrow', 'weekend'],
    type: 'sport',
    discipline: 'ciclismo',
    places: ['bike'],
  },
  {
    text: 'Vóley en la playa y un baño después. ¿Quién se viene?',
    windows: ['today', 'tomorrow', 'weekend'],
    type: 'sport',
    discipline: 'voley-playa',
    places: ['beach'],
    coastal: true,
  },
  {
    text: 'Juegos de mesa en un bar, tengo Catán y Dixit.',
    windows: ['today', 'tomorrow'],
    type: 'social',
    places: ['bar', 'cafe'],
  },
  {
    text: 'Tardeo con música en directo, ¿alguien conoce un buen sitio?',
    windows: ['today', 'weekend'],
    type: 'social',
    places: ['night', 'bar'],
  },
  {
    text: 'Escalada en el rocódromo, tengo cuerda y busco pareja.',
    windows: ['today', 'tomorrow'],
    type: 'sport',
    discipline: 'escalada',
    places: ['climbing'],
  },
  {
    text: 'Un museo o una exposición y luego un vermut.',
    windows: ['tomorrow', 'weekend'],
    type: 'social',
    places: ['culture'],
  },
];

/** The demo account's own wish, by window: the first that is still open long enough. */
export const LUCIA_WISHES: Array<WishIdea & { windows: [WishWindow] }> = [
  {
    text: 'Me apetece una ruta por la sierra este finde, ¿quién se viene?',
    windows: ['weekend'],
    type: 'sport',
    discipline: 'senderismo',
    places: ['trail', 'park'],
  },
  {
    text: 'Mañana me apetece un pádel, ¿alguien se anima? Nivel medio.',
    windows: ['tomorrow'],
    type: 'sport',
    discipline: 'padel',
    places: ['courts'],
  },
];
