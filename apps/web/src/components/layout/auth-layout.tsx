import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { ArrowRightIcon } from '../icons/ui-icons';
import { Logo } from '../icons/logo';
import styles from './auth-layout.module.css';

/** A card in the middle of the screen, for the staff area's login. */
export function AuthLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <p className={styles.brand}>
          <Logo size={40} />
          {site.productName}
        </p>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </section>
        <Link to={paths.home} className={styles.back}>
          Ir a la web pública
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </main>
  );
}
