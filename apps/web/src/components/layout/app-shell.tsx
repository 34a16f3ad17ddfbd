import { useRef, type ReactNode } from 'react';
import { useFocusOnNavigation } from '../../hooks/use-focus-on-navigation';
import styles from './app-shell.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'contenido';

/** The frame of every public page: skip link, header, the page's main content, footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Saltar al contenido principal
      </a>
      <SiteHeader />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
