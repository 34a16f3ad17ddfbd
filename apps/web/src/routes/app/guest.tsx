import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { redirectMember } from '../../features/member-auth/route-guards';

/** The guest pages: someone already signed in (or remembered) goes on to the app. */
export async function loader({ request }: LoaderFunctionArgs) {
  await redirectMember(request);
  return null;
}

export function Component() {
  return <Outlet />;
}
