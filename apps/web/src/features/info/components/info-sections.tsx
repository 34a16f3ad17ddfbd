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
        title: 'Match deslizando',
        text: 'Desliza entre perfiles y actividades: si a ti te apetece y a la otra persona también, hay match y podéis empezar a hablar.',
      },
      {
        title: 'Búsqueda avanzada',
        text: 'Filtra por nivel, disciplina, ubicación y horario para encontrar exactamente el plan o la compañía que buscas.',
      },
      {
        title: 'Perfiles deportivos',
        text: 'Muestra tus deportes, tu nivel y tus aficiones con fotos y una descripción, y descubre de un vistazo con quién encajas.',
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
        title: 'Calorías estimadas con IA',
        text: 'Nuestra inteligencia artificial estima las calorías que quemas en cada actividad a partir del deporte que practicas y de su duración.',
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
        text: 'Afina todavía más tus búsquedas y encuentra antes a las personas y los planes que encajan contigo.',
      },
      {
        title: 'Estadísticas',
        text: 'Sigue tu actividad, tu progreso y tus calorías estimadas semana a semana y mes a mes.',
      },
      {
        title: 'Eventos exclusivos',
        text: 'Accede a eventos y retos reservados para quienes tienen un plan de suscripción.',
      },
    ],
    note: (
      <>
        Las ventajas y el precio de cada plan se muestran en la app antes de contratarlo. Las
        suscripciones se renuevan automáticamente hasta que las canceles; consulta los{' '}
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
        text: 'Ganas puntos al crear actividades, al unirte a las de otras personas y al completar retos.',
      },
      {
        title: 'Ranking mensual',
        text: 'Compara tu posición con la de tu comunidad en un ranking que empieza de cero cada mes, para que siempre tengas opciones de llegar arriba.',
      },
      {
        title: 'Moneda virtual',
        text: 'Con tus actividades también ganas la moneda virtual de la app, que se acumula en tu perfil.',
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
