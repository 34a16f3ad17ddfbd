import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { site, STORE_LINKS } from '../../lib/site';
import { Logo } from '../icons/logo';
import { PhoneIcon, PlayIcon } from '../icons/ui-icons';
import { buttonClassName } from '../ui/button';
import { Container } from './container';
import styles from './site-header.module.css';

/**
 * Logo and name (home), the info page, the app, and the download link to the store (spec,
 * section 2) when a store listing is configured.
 */
export function SiteHeader() {
  const store = STORE_LINKS[0];
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <Logo size={36} />
          <span>{site.productName}</span>
        </Link>
        <nav className={styles.nav} aria-label="Principal">
          <NavLink to={paths.info} end className={styles.link}>
            Funciones
          </NavLink>
          <Link to={paths.app} className={styles.enter}>
            Entrar
          </Link>
          {store && (
            <a
              href={store.url}
              className={buttonClassName('primary', { size: 'small', className: styles.download })}
            >
              {store.store === 'google-play' ? <PlayIcon /> : <PhoneIcon />}
              <span>
                Descargar<span className={styles.longLabel}> la app</span>
              </span>
            </a>
          )}
        </nav>
      </Container>
    </header>
  );
}
