import { Link } from 'react-router';
import {
  ChatIcon,
  CrownIcon,
  HeartIcon,
  PodiumIcon,
  TrophyIcon,
} from '../../../components/icons/feature-icons';
import { infoSections, paths } from '../../../lib/paths';
import { site } from '../../../lib/site';
import type { InfoSectionContent } from './info-section';

/** The info page's sections, in order: what each feature of the product does (spec, section 1). */
export const infoSectionList: readonly InfoSectionContent[] = [
  {
    id: infoSections.connection,
    title: 'Conexión inteligente',
    lead: 'Conoce a personas reales que comparten tus intereses y tus ganas de hacer cosas, cerca de ti y cuando a ti te viene bien.',
    Icon: HeartIcon,
    items: [
      {
        title: 'Desliza los planes',
        text: 'Pasa los planes que hay cerca de ti: hacia la derecha pides unirte y hacia la izquierda lo dejas pasar. Quien organiza decide a quién acepta y, cuando te acepta, ya podéis hablar en el chat del plan.',
      },
      {
        title: 'Búsqueda avanzada',
        text: 'Filtra los planes por nivel, disciplina, lugar y horario para encontrar justo el que buscas.',
      },
      {
        title: 'Perfiles deportivos',
        text: 'Tu nivel en cada deporte, de 0 a 7, y lo fiable que eres acudiendo a tus planes, junto a tus intereses y tus fotos.',
      },
      {
        title: 'Mapa de deseos',
        text: 'Publica lo que te apetece hacer y mira en el mapa los antojos de la gente de tu zona para sumarte al que más te guste.',
      },
    ],
  },
  {
    id: infoSections.activity,
    title: 'Actividad física y eventos',
    lead: 'El epicentro de las actividades de tu ciudad: crea la tuya o únete a la de otra persona, a cualquier hora.',
    Icon: TrophyIcon,
    items: [
      {
        title: 'Crea o únete a actividades',
        text: 'Indica si es un plan social o deportivo, cuándo empieza, cuánto dura, cuántas plazas hay y dónde será. Quien quiera unirse te envía una solicitud y tú decides a quién aceptas.',
      },
      {
        title: 'Planes 24/7',
        text: 'De día o de madrugada, entre semana o en festivo: siempre hay alguien con ganas de un partido, una ruta o un café.',
      },
      {
        title: 'Eventos y retos con marcas',
        text: 'Participa en eventos y retos organizados junto a marcas patrocinadoras, supera objetivos y disfruta de experiencias que no encontrarás en otro sitio.',
      },
      {
        title: 'Calorías estimadas',
        text: 'En cada plan deportivo te damos una estimación calculada con una fórmula: el gasto de ese deporte a su intensidad (su valor MET, del Compendium of Physical Activities) por tu peso (70 kg si no lo indicas) y por las horas que dura.',
      },
    ],
    note: 'La estimación de calorías es orientativa y no sustituye el consejo de un profesional de la salud.',
  },
  {
    id: infoSections.premium,
    title: 'Planes Move y Premium',
    lead: `Para quienes quieren sacar todo el partido a ${site.productName} existen dos planes de suscripción: Move y Premium.`,
    Icon: CrownIcon,
    items: [
      {
        title: 'Filtros avanzados',
        text: 'Con Move y con Premium: busca por rango de niveles y en franjas horarias a tu medida, desliza planes más lejos y quédate solo con anfitriones fiables.',
      },
      {
        title: 'Estadísticas',
        text: 'Con Move y con Premium: tus actividades, minutos, calorías estimadas, disciplinas y tu puesto en el ranking, mes a mes.',
      },
      {
        title: 'Eventos exclusivos',
        text: 'Con Premium: eventos de las marcas reservados a sus miembros.',
      },
      {
        title: 'Más con Premium',
        text: 'Desliza sin límite diario, ten hasta tres deseos a la vez en el mapa y recibe monedas de regalo cada mes.',
      },
    ],
    note: (
      <>
        Lo que incluye cada plan está en la app, en «Move y Premium». Las suscripciones se pagan en
        la web con Stripe, que te muestra el precio en su página de pago antes de confirmar; se
        renuevan cada mes hasta que las canceles desde «Gestionar suscripción». Consulta los{' '}
        <Link to={paths.terms}>Términos y condiciones</Link>.
      </>
    ),
  },
  {
    id: infoSections.ranking,
    title: 'Ranking, puntos y recompensas',
    lead: 'Cada plan cuenta: participa, suma puntos y escala posiciones mes a mes.',
    Icon: PodiumIcon,
    items: [
      {
        title: 'Puntos por participar',
        text: 'Sumas puntos cuando tu asistencia a un plan queda verificada (quien organiza y tú lo confirmáis), cuando organizas un plan que se celebra y al completar retos.',
      },
      {
        title: 'Ranking mensual',
        text: 'Tu posición en el ranking de tu ciudad, en general y en cada disciplina. Empieza de cero cada mes, para que siempre tengas opciones de llegar arriba.',
      },
      {
        title: 'Moneda virtual',
        text: 'Con esas mismas actividades ganas la moneda virtual de la app, que se acumula en tu perfil. No se compra con dinero.',
      },
      {
        title: 'Tienda en la app',
        text: 'Gasta tu moneda virtual en la tienda integrada de la app. No tiene valor fuera de ella ni puede cambiarse por dinero.',
      },
    ],
  },
  {
    id: infoSections.networking,
    title: 'Networking y comunidad',
    lead: 'Las actividades son solo el principio: mantén el contacto con la gente que conoces.',
    Icon: ChatIcon,
    items: [
      {
        title: 'Grupos',
        text: 'Reúne a tu equipo o a tu grupo de amigos para organizar planes juntos sin repetir invitaciones.',
      },
      {
        title: 'Chats',
        text: 'Habla en tiempo real con quien organiza la actividad y con las personas que se han unido para cerrar los detalles.',
      },
      {
        title: 'Amigos',
        text: 'Añade como amigos a las personas con las que mejor te lo pasas y no te pierdas sus próximos planes.',
      },
      {
        title: 'Notificaciones',
        text: 'Te avisamos al momento cuando alguien quiere unirse a tu actividad, acepta tu solicitud o te escribe.',
      },
    ],
  },
];
