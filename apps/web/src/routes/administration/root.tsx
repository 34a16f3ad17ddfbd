import { Outlet, ScrollRestoration } from 'react-router';
import { AdminLoading } from '../../components/admin/admin-loading';
import { DocumentMeta } from '../../components/layout/document-meta';
import { LoadFailed } from '../../components/layout/load-failed';
import { AlertHost } from '../../components/ui/alert-dialog';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';

export const handle: PageHandle = {
  meta: { title: 'Administración', description: 'El área del personal.' },
};

/**
 * The staff area (/web/administration/...): client-rendered in `spa.html`, without the public
 * site's header and footer. The shared alerts show over whatever the area shows.
 */
export function Component() {
  return (
    <>
      <DocumentMeta />
      <ScrollRestoration />
      <Outlet />
      <AlertHost />
    </>
  );
}

/** While the first page's loaders run: who is signed in, the reference data. */
export function HydrateFallback() {
  return (
    <>
      <AdminLoading />
      <AlertHost />
    </>
  );
}

/** A staff page that could not load (the server is down, its code could not be fetched). */
export function ErrorBoundary() {
  return (
    <LoadFailed
      eyebrow="Administración"
      lead="Puede que el servidor no responda o que haya una versión nueva del panel. Vuelve a intentarlo en un momento."
      way={{ to: adminPaths.login, label: 'Ir al acceso' }}
    />
  );
}
