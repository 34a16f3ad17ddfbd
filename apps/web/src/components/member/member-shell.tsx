import type { ReactNode } from 'react';
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
  children,
}: {
  title: string;
  unreadMessages: number;
  unreadNotifications: number;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <a href="#contenido" className={styles.skip}>
        Saltar al contenido
      </a>
      <TopBar title={title} unread={unreadNotifications} />
      <OfflineBanner />
      <main id="contenido" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <TabBar badges={{ Chats: unreadMessages }} />
    </div>
  );
}
