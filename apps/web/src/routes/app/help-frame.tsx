import { Outlet, useLoaderData } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions } from '../../lib/reference-data';
import { restoreSession } from '../../lib/session';
import { sdkClient } from '../../lib/sdk-client';

/** The member app's frame (tabs, bell, live connection), loaded only for a signed-in member. */
const loadFrame = async () => (await import('../../components/member/member-frame')).MemberFrame;

/**
 * Ayuda is for everyone (issue 35): a member reads it inside the app's frame, with the form
 * to write to the team; a guest — someone who cannot sign in, or whose account is suspended —
 * on its own, with the answers and the team's address. The reference data names the profile's
 * lists in the answers, for both.
 */
export async function loader() {
  const [user] = await Promise.all([
    restoreSession(sdkClient()).catch(() => undefined),
    browserQueryClient().ensureQueryData(referenceDataQueryOptions()),
  ]);
  return { Frame: user ? await loadFrame() : undefined };
}

export function Component() {
  const { Frame } = useLoaderData<typeof loader>() as {
    Frame: Awaited<ReturnType<typeof loadFrame>> | undefined;
  };
  if (Frame) return <Frame offline={false} />;
  return (
    <AuthLayout
      wide
      title="Ayuda"
      lead="Respuestas a lo que más nos preguntan y cómo escribir al equipo."
    >
      <Outlet />
    </AuthLayout>
  );
}
