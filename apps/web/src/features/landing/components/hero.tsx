import { Link } from 'react-router';
import { Container } from '../../../components/layout/container';
import { Actions } from '../../../components/ui/actions';
import { buttonClassName } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { StoreButtons } from '../../../components/layout/store-buttons';
import { paths } from '../../../lib/paths';
import { site, STORE_LINKS } from '../../../lib/site';
import { ActivitySampleCard } from './activity-sample-card';
import styles from './hero.module.css';

const points = [
  'Planes sociales y deportivos',
  'Gente con tus intereses, cerca',
  'A cualquier hora',
];

/** The home's opening: the tagline as the page's h1, what the app does, and a sample activity. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Container className={styles.grid}>
        <div>
          <p className={styles.eyebrow}>Actividades sociales y deportivas cerca de ti</p>
          <h1 id="hero-title" className={styles.title}>
            {site.tagline}
          </h1>
          <p className={styles.lead}>
            ¿Te apetece un partido, una ruta o un café ahora mismo? Con {site.productName} creas un
            plan en segundos o te unes al de alguien cercano que comparte tus ganas y tus intereses.
          </p>
          <Actions>
            <StoreButtons links={STORE_LINKS} first="primary" others="secondary" />
            <Link
              to={paths.app}
              className={buttonClassName(STORE_LINKS.length > 0 ? 'secondary' : 'primary')}
            >
              Abrir la web app
            </Link>
          </Actions>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ActivitySampleCard />
      </Container>
    </section>
  );
}
