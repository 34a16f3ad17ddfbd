import { redirect } from 'react-router';
import { memberPaths, paths } from '../../lib/paths';
import { sdkClient } from '../../lib/sdk-client';
import { restoreSession } from '../../lib/session';

/**
 * Where to go after signing in: the app page asked for (`?next=`), or Descubrir. Only pages
 * of the app are followed, so a link cannot send someone elsewhere.
 * @example nextPage('?next=%2Fapp%2Fprofile') // '/app/profile'
 */
export function nextPage(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && (next === paths.app || next.startsWith(`${paths.app}/`)) && !next.includes('//')
    ? next
    : memberPaths.discover;
}

/**
 * For the loader of a member page: the signed-in member (from the session or come-back), or a
 * redirect to the welcome page that brings them back here after signing in.
 */
export async function requireMember(request: Request) {
  const user = await restoreSession(sdkClient());
  if (user) return user;
  const url = new URL(request.url);
  const here = url.pathname.replace(/^\/web/, '') + url.search;
  const next = here === paths.app ? '' : `?next=${encodeURIComponent(here)}`;
  throw redirect(`${memberPaths.welcome}${next}`);
}

/** For the guest pages' loader: a member who is already signed in goes on to the app. */
export async function redirectMember(request: Request): Promise<void> {
  const user = await restoreSession(sdkClient()).catch(() => undefined);
  if (user) throw redirect(nextPage(new URL(request.url).search));
}
