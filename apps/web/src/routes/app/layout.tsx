import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../../features/member-auth/route-guards';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions } from '../../lib/reference-data';

/** No answer at all came: the browser is offline, or the server cannot be reached. */
const unreachable = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === undefined && !navigator.onLine;

/**
 * The tabs, the live connection and the unread counters (components/member/member-frame.tsx)
 * load once someone is signed in, with the reference data: this route comes with a guest's
 * first screen (the app's address, which sends a guest to 'welcome'), whose budget is 150 KB
 * of gzip JavaScript (e2e/tests/member-budget.spec.ts).
 */
const loadFrame = async () => (await import('../../components/member/member-frame')).MemberFrame;

/**
 * Every page below needs a signed-in member and the reference data first (spec, section 4).
 * With no connection (the app opened from the service worker's copy) the shell shows its
 * offline state instead of an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    await requireMember(request);
    const [Frame] = await Promise.all([
      loadFrame(),
      browserQueryClient().ensureQueryData(referenceDataQueryOptions()),
    ]);
    return { offline: false, Frame };
  } catch (error) {
    if (unreachable(error)) return { offline: true, Frame: await loadFrame() };
    throw error;
  }
}

/** The signed-in member's frame around every member page (member-frame.tsx). */
export function Component() {
  const { offline, Frame } = useLoaderData<typeof loader>();
  return <Frame offline={offline} />;
}
