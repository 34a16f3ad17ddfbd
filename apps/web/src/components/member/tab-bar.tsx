import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ChatsIcon, CompassIcon, MapIcon, PlusCircleIcon, UserIcon } from '../icons/app-icons';
import { memberPaths } from '../../lib/paths';
import { TABS, type Tab } from './tabs';
import styles from './tab-bar.module.css';

const ICONS: Record<Tab['icon'], ReactNode> = {
  compass: <CompassIcon />,
  map: <MapIcon />,
  plus: <PlusCircleIcon />,
  chats: <ChatsIcon />,
  user: <UserIcon />,
};

/**
 * The tabs: a bar at the bottom on phones, a rail at the side from 1024 px. `badges` are
 * counts to show on a tab (unread messages on Chats).
 */
export function TabBar({ badges = {} }: { badges?: Partial<Record<Tab['label'], number>> }) {
  return (
    <nav className={styles.bar} aria-label="Secciones">
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const count = badges[tab.label] ?? 0;
          return (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.to === memberPaths.discover} className={styles.tab}>
                <span className={styles.icon}>
                  {ICONS[tab.icon]}
                  {count > 0 && (
                    <span className={styles.badge} aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                  )}
                </span>
                <span className={styles.label}>
                  {tab.label}
                  {count > 0 && <span className="visually-hidden">, {count} sin leer</span>}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
