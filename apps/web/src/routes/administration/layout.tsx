import type { OwnUser } from '@app/contract/users';
import { Navigate, Outlet } from 'react-router';
import { AdminShell } from '../../components/admin/admin-shell';
import type { MenuItem } from '../../components/admin/side-menu';
import {
  ChatIcon,
  DashboardIcon,
  FlagIcon,
  PackageIcon,
  TextIcon,
} from '../../components/icons/admin-icons';
import { useAvatarUrl } from '../../lib/avatar';
import { useSignOut } from '../../features/auth/api/sign-out';
import { requireAccess } from '../../features/auth/route-guards';
import { adminPaths } from '../../lib/paths';
import { browserQueryClient } from '../../lib/query-client';
import { referenceDataQueryOptions } from '../../lib/reference-data';
import { DEPLOY_ROLES, GENERAL_STAFF, meetsRoles } from '../../lib/roles';
import { useSessionUser } from '../../lib/session';
import { DeliveryIcon, PlanIcon, SponsorIcon, StoreIcon } from './menu-icons';

/** Every page below needs a signed-in user and the reference data first (spec, section 4). */
export async function loader() {
  await requireAccess();
  await browserQueryClient().ensureQueryData(referenceDataQueryOptions());
  return null;
}

/** The pages of the menu this user may open (spec, sections 2 and 6). */
function menuFor(user: OwnUser): MenuItem[] {
  const items: Array<MenuItem | false> = [
    { to: adminPaths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
    meetsRoles(user.roles, DEPLOY_ROLES) && {
      to: adminPaths.apkDeploys,
      label: 'APK deploy',
      icon: <PackageIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.texts,
      label: 'Textos',
      icon: <TextIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.testimonials,
      label: 'Ayuda y opiniones',
      icon: <ChatIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.reports,
      label: 'Denuncias',
      icon: <FlagIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.store,
      label: 'Tienda',
      icon: <StoreIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.plans,
      label: 'Planes',
      icon: <PlanIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.sponsors,
      label: 'Patrocinios',
      icon: <SponsorIcon />,
    },
    meetsRoles(user.roles, GENERAL_STAFF) && {
      to: adminPaths.deliveries,
      label: 'Envíos',
      icon: <DeliveryIcon />,
    },
  ];
  return items.filter((item) => item !== false);
}

/** The shell around every protected page. A session that ends (logout, 401) leads to login. */
export function Component() {
  const user = useSessionUser();
  if (!user) return <Navigate to={adminPaths.login} replace />;
  return <StaffShell user={user} />;
}

function StaffShell({ user }: { user: OwnUser }) {
  const avatarSrc = useAvatarUrl(user);
  const signOut = useSignOut();
  return (
    <AdminShell
      user={{ firstname: user.firstname, avatarSrc }}
      menu={menuFor(user)}
      onLogout={() => signOut.mutate()}
      loggingOut={signOut.isPending}
    >
      <Outlet />
    </AdminShell>
  );
}
