import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { site, STORE_URL } from '../../lib/site';
import { Logo } from '../icons/logo';
import { PlayIcon } from '../icons/ui-icons';
import { buttonClassName } from '../ui/button';
import { Container } from './container';
import styles from './site-header.module.css';

/** Logo and name (home), the info page and the download link to the store (spec, section 2). */
export function SiteHeader() {
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
          <a
            href={STORE_URL}
            className={buttonClassName('primary', { size: 'small', className: styles.download })}
          >
            <PlayIcon />
            <span>
              Descargar<span className={styles.longLabel}> la app</span>
            </span>
          </a>
        </nav>
      </Container>
    </header>
  );
}
