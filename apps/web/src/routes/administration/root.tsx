import { useEffect } from 'react';
import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { AdminLoading } from '../../components/admin/admin-loading';
import { DocumentMeta } from '../../components/layout/document-meta';
import { Actions } from '../../components/ui/actions';
import { AlertHost } from '../../components/ui/alert-dialog';
import { buttonClassName } from '../../components/ui/button';
import { PageIntro } from '../../components/ui/page-intro';
import type { PageHandle } from '../../lib/meta';
import { withdrawAlerts } from '../../lib/alerts';
import { throttled } from '../../lib/throttled';
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
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error) && !throttled(error)) console.error(error);
    // The page says it already: the call's alert would only cover it.
    const busy = throttled(error);
    if (busy) withdrawAlerts(busy.title);
  }, [error]);
  // Too many requests is no lost connection: said as what it is, with the wait.
  const busy = throttled(error);
  return (
    <main>
      <PageIntro
        eyebrow="Administración"
        title={busy ? busy.title : 'No hemos podido cargar esta página'}
        lead={
          busy
            ? busy.text
            : 'Puede que el servidor no responda o que haya una versión nueva del panel. Vuelve a intentarlo en un momento.'
        }
      >
        <Actions>
          <button
            type="button"
            className={buttonClassName('primary')}
            onClick={() => window.location.reload()}
          >
            Volver a cargar
          </button>
          <Link to={adminPaths.login} className={buttonClassName('secondary')} reloadDocument>
            Ir al acceso
          </Link>
        </Actions>
      </PageIntro>
      <AlertHost />
    </main>
  );
}
