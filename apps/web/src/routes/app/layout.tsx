import { Navigate, Outlet, useMatches, type LoaderFunctionArgs } from 'react-router';
import { MemberShell } from '../../components/member/member-shell';
import { requireMember } from '../../features/member-auth/route-guards';
import { pageMeta } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions } from '../../lib/reference-data';
import { useNotificationCounts, useSessionUser } from '../../lib/session';
import { site } from '../../lib/site';

/** Every page below needs a signed-in member and the reference data first (spec, section 4). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireMember(request);
  await browserQueryClient().ensureQueryData(referenceDataQueryOptions());
  return null;
}

/**
 * The tabs around every member page. The counts are the SDK's live counters: requests to
 * answer on the bell, unread messages on Chats. A session that ends (logout, 401) leads to the door.
 */
export function Component() {
  const user = useSessionUser();
  const counts = useNotificationCounts();
  const matches = useMatches();
  if (!user) return <Navigate to={memberPaths.welcome} replace />;
  const title = pageMeta(matches.map((match) => match.handle))?.title ?? site.productName;
  return (
    <MemberShell
      title={title}
      unreadMessages={counts.messages}
      unreadNotifications={counts.requests}
    >
      <Outlet />
    </MemberShell>
  );
}
