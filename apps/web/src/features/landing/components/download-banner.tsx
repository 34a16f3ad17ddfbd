import { Link } from 'react-router';
import { Container } from '../../../components/layout/container';
import { PlayIcon } from '../../../components/icons/ui-icons';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { site, STORE_URL } from '../../../lib/site';
import styles from './download-banner.module.css';

/** The closing call to action: get the app. */
export function DownloadBanner() {
  return (
    <section className={styles.section} aria-labelledby="download-title">
      <Container>
        <div className={styles.banner}>
          <div>
            <h2 id="download-title" className={styles.title}>
              ¿Te apetece algo ahora mismo?
            </h2>
            <p className={styles.text}>
              Descarga {site.productName}, crea tu primera actividad y descubre quién se apunta.
            </p>
          </div>
          <div className={styles.actions}>
            <a href={STORE_URL} className={buttonClassName('light')}>
              <PlayIcon size={18} />
              Descargar en Google Play
            </a>
            <Link to={paths.app} className={styles.webLink}>
              o ábrela en el navegador
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
