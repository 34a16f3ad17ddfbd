import type { Ref } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../../lib/paths';
import { site } from '../../lib/site';
import { LogoutIcon, MenuIcon } from '../icons/admin-icons';
import { Logo } from '../icons/logo';
import { Avatar } from '../ui/avatar';
import { Spinner } from '../ui/spinner';
import styles from './top-bar.module.css';

export type TopBarUser = { firstname: string; avatarSrc?: string | undefined };

/** The menu button, the product, and who is signed in with the way out. */
export function TopBar({
  user,
  menuId,
  menuOpen,
  onToggleMenu,
  toggleRef,
  onLogout,
  loggingOut,
}: {
  user: TopBarUser;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: Ref<HTMLButtonElement>;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <header className={styles.bar}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-label="Menú"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </button>
      <Link to={adminPaths.dashboard} className={styles.brand}>
        <Logo size={32} />
        <span className={styles.productName}>{site.productName}</span>
        <span className={styles.badge}>admin</span>
      </Link>
      <div className={styles.user}>
        <Avatar name={user.firstname} src={user.avatarSrc} size={36} />
        <span className={styles.firstname}>{user.firstname}</span>
      </div>
      <button
        type="button"
        className={styles.logout}
        onClick={onLogout}
        disabled={loggingOut}
        aria-busy={loggingOut || undefined}
      >
        {loggingOut ? <Spinner /> : <LogoutIcon size={20} />}
        <span className={styles.logoutLabel}>Cerrar sesión</span>
      </button>
    </header>
  );
}
