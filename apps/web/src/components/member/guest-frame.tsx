import { Outlet, useMatches } from 'react-router';
import { pageMeta } from '../../lib/meta';
import { site } from '../../lib/site';
import { AuthLayout } from '../layout/auth-layout';

/**
 * Around a member page that guests may read too (Ayuda) when nobody is signed in: the guest
 * pages' card, titled with the page's own title and description.
 */
export function GuestFrame() {
  const meta = pageMeta(useMatches().map((match) => match.handle));
  return (
    <AuthLayout wide title={meta?.title ?? site.productName} lead={meta?.description ?? ''}>
      <Outlet />
    </AuthLayout>
  );
}
