import { useRef, useState, type ReactNode } from 'react';
import { useFocusOnNavigation } from '../../hooks/use-focus-on-navigation';
import styles from './admin-shell.module.css';
import { Breadcrumbs } from './breadcrumbs';
import { NavigationProgress } from './navigation-progress';
import { SideMenu, type MenuItem } from './side-menu';
import { TopBar, type TopBarUser } from './top-bar';

const MAIN_ID = 'contenido-admin';
const MENU_ID = 'menu-admin';
/** From this width the menu sits beside the content; below it, it opens over the content. */
const WIDE = '(min-width: 1024px)';

const isWide = () => typeof window !== 'undefined' && window.matchMedia(WIDE).matches;

/**
 * The frame of every staff page (spec, section 2): the top bar, the side menu that its button
 * hides or shows, the breadcrumbs and the page.
 */
export function AdminShell({
  user,
  menu,
  onLogout,
  loggingOut,
  children,
}: {
  user: TopBarUser;
  menu: readonly MenuItem[];
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(isWide);
  const toggle = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);

  // Over the content (narrow screens), the menu closes once a page is chosen.
  const onNavigate = () => {
    if (!isWide()) setMenuOpen(false);
  };
  const closeOverlay = () => {
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Saltar al contenido principal
      </a>
      <TopBar
        user={user}
        menuId={MENU_ID}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        toggleRef={toggle}
        onLogout={onLogout}
        loggingOut={loggingOut}
      />
      <NavigationProgress />
      <div className={styles.body}>
        <SideMenu
          id={MENU_ID}
          items={menu}
          open={menuOpen}
          onEscape={closeOverlay}
          onNavigate={onNavigate}
        />
        {menuOpen && (
          // Narrow screens only (CSS): a tap beside the open menu closes it.
          <div className={styles.backdrop} aria-hidden="true" onClick={closeOverlay} />
        )}
        <main id={MAIN_ID} ref={main} tabIndex={-1} className={styles.main}>
          <Breadcrumbs />
          {children}
        </main>
      </div>
    </div>
  );
}
