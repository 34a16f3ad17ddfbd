import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { ArrowRightIcon } from '../icons/ui-icons';
import { Logo } from '../icons/logo';
import styles from './auth-layout.module.css';

/**
 * A card in the middle of the screen, for the staff login and the member app's guest pages
 * (and Ayuda for someone not signed in).
 * Below it, `footer` (by default a way back to the public website).
 */
export function AuthLayout({
  title,
  lead,
  children,
  above,
  footer,
  wide = false,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** Inside the card, over the title (a step's progress). */
  above?: ReactNode;
  footer?: ReactNode;
  /** A column for reading (a page of answers) rather than a form's. */
  wide?: boolean;
}) {
  return (
    <main className={styles.page}>
      <div className={wide ? `${styles.column} ${styles.wide}` : styles.column}>
        <p className={styles.brand}>
          <Logo size={40} />
          {site.productName}
        </p>
        <section className={styles.card} aria-labelledby="auth-title">
          {above}
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </section>
        {footer ?? (
          <Link to={paths.home} className={styles.back}>
            Ir a la web pública
            <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
    </main>
  );
}
