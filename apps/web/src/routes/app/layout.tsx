import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireMember } from '../../features/member-auth/route-guards';
import { BASENAME, memberPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions } from '../../lib/reference-data';
import { restoreSession } from '../../lib/session';
import { sdkClient } from '../../lib/sdk-client';
import { holdsToken } from '../../lib/tab-session';

/** No answer at all came: the browser is offline, or the server cannot be reached. */
const unreachable = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === undefined && !navigator.onLine;

/**
 * The tabs and the unread counters (app/member-frame.tsx) run once someone is signed in, with
 * the reference data; the live connection loads then. Their code is in the `member-start`
 * chunk, which the shell preloads for a member's first screen (vite.config.ts), so a guest's
 * first screen, whose budget is 150 KB of gzip JavaScript (e2e/tests/member-budget.spec.ts),
 * downloads it too (about 15 KiB) without running it.
 */
const loadFrame = async () => (await import('../../app/member-frame')).MemberFrame;

/** Around a page open to guests when nobody is signed in (components/member/guest-frame.tsx). */
const loadGuestFrame = async () => (await import('../../components/member/guest-frame')).GuestFrame;

/**
 * The member pages a guest may read too: Ayuda (issue 35), since someone who cannot sign in
 * (a forgotten password, a suspended account) must still find how to reach the team.
 */
const OPEN_TO_GUESTS = [memberPaths.help].map((path) => BASENAME + path);

/**
 * Every page below needs a signed-in member and the reference data first (spec, section 4).
 * With no connection (the app opened from the service worker's copy) the shell shows its
 * offline state instead of an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const reference = () => browserQueryClient().ensureQueryData(referenceDataQueryOptions());
  // With a token held, the reference data is asked for beside come-back, not a round trip
  // after it (issue 39: a member's first screen); a guest sent to 'welcome' does not ask.
  const early = holdsToken() ? reference() : undefined;
  early?.catch(() => {});
  try {
    const open = OPEN_TO_GUESTS.includes(new URL(request.url).pathname.replace(/\/$/, ''));
    const guest = open && !(await restoreSession(sdkClient()));
    if (!guest) await requireMember(request);
    const [Frame] = await Promise.all([
      guest ? loadGuestFrame() : loadFrame(),
      early ?? reference(),
    ]);
    return { offline: false, Frame };
  } catch (error) {
    if (unreachable(error)) return { offline: true, Frame: await loadFrame() };
    throw error;
  }
}

/** The signed-in member's frame around every member page (member-frame.tsx); a guest's around Ayuda. */
export function Component() {
  const { offline, Frame } = useLoaderData<typeof loader>();
  return <Frame offline={offline} />;
}
