import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/layout/container';
import {
  ClockIcon,
  HeartIcon,
  MapIcon,
  PinIcon,
  PodiumIcon,
  TrophyIcon,
} from '../../../components/icons/feature-icons';
import type { IconProps } from '../../../components/icons/icon';
import { ArrowRightIcon } from '../../../components/icons/ui-icons';
import { infoAnchor, infoSections, paths } from '../../../lib/paths';
import styles from './feature-tiles.module.css';

type Tile = { title: string; text: string; to: string; Icon: ComponentType<IconProps> };

// The six tiles of the spec (section 2); each "Ver más" leads to the info page or its section.
const tiles: readonly Tile[] = [
  {
    title: 'Conexiones reales',
    text: 'Desliza los planes de tu zona, busca por nivel, disciplina, ubicación y horario, y enseña tu perfil deportivo.',
    to: infoAnchor(infoSections.connection),
    Icon: HeartIcon,
  },
  {
    title: 'Mapa de deseos',
    text: 'Mira en el mapa lo que le apetece hacer ahora a la gente de tu zona y deja tu propio antojo para que te encuentren.',
    to: paths.info,
    Icon: MapIcon,
  },
  {
    title: 'Eventos y retos',
    text: 'Apúntate a eventos y retos organizados con marcas patrocinadoras y ponte a prueba junto a tu comunidad.',
    to: infoAnchor(infoSections.activity),
    Icon: TrophyIcon,
  },
  {
    title: 'Ranking y posiciones',
    text: 'Suma puntos con cada actividad, escala en el ranking mensual y compara tu posición con la de los demás.',
    to: infoAnchor(infoSections.ranking),
    Icon: PodiumIcon,
  },
  {
    title: 'Epicentro de actividades',
    text: 'Todos los planes sociales y deportivos de tu ciudad en un mismo lugar: elige uno, pide unirte y chatea con el grupo.',
    to: paths.info,
    Icon: PinIcon,
  },
  {
    title: 'Planes 24/7',
    text: 'Siempre hay alguien con ganas de algo: encuentra o crea planes a cualquier hora del día, también de madrugada.',
    to: paths.info,
    Icon: ClockIcon,
  },
];

/** What the app offers, in six tiles. */
export function FeatureTiles() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <Container>
        <div className={styles.heading}>
          <h2 id="features-title" className={styles.title}>
            Todo lo que necesitas para quedar hoy mismo
          </h2>
          <p className={styles.intro}>
            Conoce gente, haz deporte y descubre planes nuevos sin organizarlo todo tú.
          </p>
        </div>
        <ul className={styles.grid}>
          {tiles.map(({ title, text, to, Icon }) => (
            <li key={title}>
              <article className={styles.tile}>
                <span className={styles.icon}>
                  <Icon />
                </span>
                <h3 className={styles.tileTitle}>{title}</h3>
                <p className={styles.text}>{text}</p>
                <Link to={to} className={styles.more}>
                  Ver más<span className="visually-hidden"> sobre {title}</span>
                  <ArrowRightIcon />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
