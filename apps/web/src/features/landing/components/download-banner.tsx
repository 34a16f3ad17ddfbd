import { Link } from 'react-router';
import { Container } from '../../../components/layout/container';
import { StoreButtons } from '../../../components/layout/store-buttons';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { site, STORE_LINKS } from '../../../lib/site';
import styles from './download-banner.module.css';

/** The closing call to action: get the app from a store, or open it in the browser. */
export function DownloadBanner() {
  const stores = STORE_LINKS.length > 0;
  return (
    <section className={styles.section} aria-labelledby="download-title">
      <Container>
        <div className={styles.banner}>
          <div>
            <h2 id="download-title" className={styles.title}>
              ¿Te apetece algo ahora mismo?
            </h2>
            <p className={styles.text}>
              {stores ? 'Descarga' : 'Abre'} {site.productName}, crea tu primera actividad y
              descubre quién se apunta.
            </p>
          </div>
          <div className={styles.actions}>
            <StoreButtons links={STORE_LINKS} first="light" />
            {stores ? (
              <Link to={paths.app} className={styles.webLink}>
                o ábrela en el navegador
              </Link>
            ) : (
              <Link to={paths.app} className={buttonClassName('light')}>
                Abrir la web app
              </Link>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
