import { useEffect } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { useUnreadConversations } from '../features/member-conversations/api/unread';
import { useLive } from './use-live';
import { useUnreadNotifications } from '../features/member-notifications/api/notifications';
import { isFullBleed, pageMeta } from '../lib/meta';
import { memberPaths } from '../lib/paths';
import { useNotificationCounts, useSessionUser } from '../lib/session';
import { site } from '../lib/site';
import { MemberShell } from '../components/member/member-shell';
import { OfflineState } from '../components/member/offline-state';

/**
 * The tabs around every member page (routes/app/layout.tsx), once someone is signed in. The bell
 * counts the notifications centre's unread ones, read from the data and moved live (useLive);
 * Chats the SDK's unread messages. A session that ends (logout, 401) leads to the door.
 */
export function MemberFrame({ offline }: { offline: boolean }) {
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
    import('../features/member-settings/api/push')
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
