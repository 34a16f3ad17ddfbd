import type { ReactNode } from 'react';
import { Toaster } from '../ui/toaster';
import { OfflineBanner } from './offline-banner';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';
import styles from './member-shell.module.css';

/**
 * The app's "tabbed layout with a back button" (spec, section 2): the top bar, the page, and
 * the tabs (bottom bar on phones, side rail from 1024 px).
 */
export function MemberShell({
  title,
  unreadMessages,
  unreadNotifications,
  fullBleed = false,
  children,
}: {
  title: string;
  /** The page fills the space between the bars, edge to edge (the map). */
  fullBleed?: boolean;
  unreadMessages: number;
  unreadNotifications: number;
  children: ReactNode;
}) {
  return (
    <div className={fullBleed ? `${styles.shell} ${styles.full}` : styles.shell}>
      <a href="#contenido" className={styles.skip}>
        Saltar al contenido
      </a>
      <TopBar title={title} unread={unreadNotifications} />
      <OfflineBanner />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Toaster />
      <TabBar badges={{ Chats: unreadMessages }} />
    </div>
  );
}
