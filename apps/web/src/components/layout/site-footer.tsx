import { NavLink } from 'react-router';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { Logo } from '../icons/logo';
import { Container } from './container';
import styles from './site-footer.module.css';

const links = [
  { to: paths.home, label: 'Inicio' },
  { to: paths.info, label: 'Funciones' },
  { to: paths.app, label: 'Abrir la web app' },
  { to: paths.terms, label: 'Términos y condiciones' },
  { to: paths.privacy, label: 'Privacidad y seguridad' },
  { to: paths.deleteAccount, label: 'Eliminar tu cuenta' },
  { to: paths.administration, label: 'Administración' },
] as const;

/** The site's links; the current page's is marked with aria-current="page" by NavLink. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div>
            <p className={styles.brand}>
              <Logo size={32} />
              {site.productName}
            </p>
            <p className={styles.tagline}>{site.tagline}.</p>
          </div>
          <nav aria-labelledby="footer-nav-title">
            <h2 id="footer-nav-title" className={styles.navTitle}>
              Enlaces
            </h2>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className={styles.link}
                    // The staff area is a document of its own (its pages join the router as it
                    // opens: client-router.ts).
                    reloadDocument={link.to === paths.administration}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={styles.legal}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.productName}.
          Todos los derechos reservados.
        </p>
      </Container>
    </footer>
  );
}
