import { useEffect } from 'react';
import { Navigate, Outlet, useLoaderData, useMatches, type LoaderFunctionArgs } from 'react-router';
import { MemberShell } from '../../components/member/member-shell';
import { OfflineState } from '../../components/member/offline-state';
import { requireMember } from '../../features/member-auth/route-guards';
import { useUnreadNotifications } from '../../features/member-notifications/api/notifications';
import { useLive } from '../../features/member-live/use-live';
import { useUnreadConversations } from '../../features/member-conversations/api/unread';
import { isFullBleed, pageMeta } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions } from '../../lib/reference-data';
import { useNotificationCounts, useSessionUser } from '../../lib/session';
import { site } from '../../lib/site';

/** No answer at all came: the browser is offline, or the server cannot be reached. */
const unreachable = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === undefined && !navigator.onLine;

/**
 * Every page below needs a signed-in member and the reference data first (spec, section 4).
 * With no connection (the app opened from the service worker's copy) the shell shows its
 * offline state instead of an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    await requireMember(request);
    await browserQueryClient().ensureQueryData(referenceDataQueryOptions());
  } catch (error) {
    if (unreachable(error)) return { offline: true };
    throw error;
  }
  return { offline: false };
}

/**
 * The tabs around every member page. The bell counts the notifications centre's unread ones,
 * read from the data and moved live (useLive); Chats the SDK's unread messages. A session that ends
 * (logout, 401) leads to the door.
 */
export function Component() {
  const { offline } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  const counts = useNotificationCounts();
  // The Chats tab counts the plans' unread messages and the conversations' (decision 0026).
  const unreadConversations = useUnreadConversations(user !== undefined).data ?? 0;
  const unread = useUnreadNotifications(user !== undefined).data?.count ?? 0;
  const matches = useMatches();
  useLive();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    // This browser's push subscription follows whoever signed in (features/member-settings).
    import('../../features/member-settings/api/push')
      .then(({ syncPush }) => syncPush(userId))
      .catch((error: unknown) => console.warn('Push subscription not synchronised', error));
  }, [userId]);
  if (offline && !user) {
    return (
      <MemberShell title="Sin conexión" unreadMessages={0} unreadNotifications={0}>
        <OfflineState />
      </MemberShell>
    );
  }
  if (!user) return <Navigate to={memberPaths.welcome} replace />;
  const handles = matches.map((match) => match.handle);
  const title = pageMeta(handles)?.title ?? site.productName;
  return (
    <MemberShell
      title={title}
      fullBleed={isFullBleed(handles)}
      unreadMessages={counts.messages + unreadConversations}
      unreadNotifications={unread}
    >
      {offline ? <OfflineState /> : <Outlet />}
    </MemberShell>
  );
}
