import { memberPaths } from '../../lib/paths';

/** The app's tabs, in the order and with the labels member-features.md gives. */
export const TABS = [
  { to: memberPaths.discover, label: 'Descubrir', icon: 'compass' },
  { to: memberPaths.map, label: 'Mapa', icon: 'map' },
  { to: memberPaths.create, label: 'Crear', icon: 'plus' },
  { to: memberPaths.chats, label: 'Chats', icon: 'chats' },
  { to: memberPaths.profile, label: 'Perfil', icon: 'user' },
] as const;

export type Tab = (typeof TABS)[number];

/**
 * Whether a path is one of the tabs' own pages (no back button there), as opposed to an inner
 * page reached from one.
 * @example isTabPage('/app/chats') // true; isTabPage('/app/settings') // false
 */
export function isTabPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return TABS.some((tab) => tab.to === path);
}
