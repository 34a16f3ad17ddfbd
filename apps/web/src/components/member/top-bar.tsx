import { Link, useLocation, useNavigate } from 'react-router';
import { memberPaths } from '../../lib/paths';
import { site } from '../../lib/site';
import { ArrowLeftIcon, BellIcon, SettingsIcon } from '../icons/app-icons';
import { Logo } from '../icons/logo';
import { isTabPage } from './tabs';
import styles from './top-bar.module.css';
import { plural } from '@app/contract/spanish-plural';

/** Where the back button goes when the page was opened directly (no history in the app). */
function parentOf(pathname: string): string {
  if (pathname.startsWith(`${memberPaths.settings}/`)) return memberPaths.settings;
  if (pathname === memberPaths.profileEdit) return memberPaths.profile;
  return memberPaths.discover;
}

/**
 * The top bar: the back button on inner pages (the brand on the tabs' own pages), the page's
 * title, the notifications bell with its count and the way to "Ajustes".
 */
export function TopBar({ title, unread }: { title: string; unread: number }) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const inner = !isTabPage(pathname);

  const back = () => {
    // 'default' is the first page of this visit: going back would leave the app.
    if (key !== 'default') void navigate(-1);
    else void navigate(parentOf(pathname), { replace: true });
  };

  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        {inner ? (
          <button type="button" className={styles.iconButton} onClick={back} aria-label="Volver">
            <ArrowLeftIcon />
          </button>
        ) : (
          <Link
            to={memberPaths.discover}
            className={styles.brand}
            aria-label={`${site.productName}, inicio`}
          >
            <Logo size={30} />
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
      </div>
      <div className={styles.end}>
        <Link
          to={memberPaths.notifications}
          className={styles.iconButton}
          aria-label={unread > 0 ? `Notificaciones, ${plural(unread, 'nueva')}` : 'Notificaciones'}
        >
          <BellIcon />
          {unread > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Link>
        <Link to={memberPaths.settings} className={styles.iconButton} aria-label="Ajustes">
          <SettingsIcon />
        </Link>
      </div>
    </header>
  );
}
