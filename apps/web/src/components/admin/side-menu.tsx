import type { KeyboardEvent, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ThemeChoice } from '../ui/theme-choice';
import styles from './side-menu.module.css';

export type MenuItem = { to: string; label: string; icon: ReactNode };

/**
 * The staff area's pages the user may open. Hidden while closed, so neither the keyboard nor
 * a screen reader meets links nobody sees.
 */
export function SideMenu({
  id,
  items,
  open,
  onEscape,
  onNavigate,
}: {
  id: string;
  items: readonly MenuItem[];
  open: boolean;
  onEscape: () => void;
  onNavigate: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  return (
    <nav
      id={id}
      className={styles.menu}
      aria-label="Menú de administración"
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.link} onClick={onNavigate}>
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {/* The staff area's only preference: here, where every page can reach it. */}
      <div className={styles.theme}>
        <ThemeChoice />
      </div>
    </nav>
  );
}
