import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  ScrollRestoration,
  useNavigate,
  useRouteError,
} from 'react-router';
import { AdminLoading } from '../../components/admin/admin-loading';
import { DocumentMeta } from '../../components/layout/document-meta';
import { Actions } from '../../components/ui/actions';
import { AlertHost } from '../../components/ui/alert-dialog';
import { buttonClassName } from '../../components/ui/button';
import { PageIntro } from '../../components/ui/page-intro';
import type { PageHandle } from '../../lib/meta';
import { withdrawAlerts } from '../../lib/alerts';
import { throttled } from '../../lib/throttled';
import { memberPaths } from '../../lib/paths';
import { site } from '../../lib/site';
import { startServiceWorker } from '../../pwa/service-worker-client';
import { PWA_FILES } from '../../pwa/web-manifest';

export const handle: PageHandle = {
  meta: {
    title: 'App',
    description: `${site.productName} en el navegador: planes, gente y chats.`,
  },
};

/** The installable app's manifest and home-screen icon: on the member app's pages only. */
function InstallLinks() {
  return (
    <>
      <link rel="manifest" href={PWA_FILES.manifest} />
      <link rel="apple-touch-icon" href={PWA_FILES.appleTouch} />
    </>
  );
}

/**
 * The member web app (/web/app/...): client-rendered in `spa.html`, without the public site's
 * header and footer. The shared alerts show over whatever the app shows. Installable, with
 * its service worker (offline shell, Web Push) started here and nowhere else.
 */
export function Component() {
  const navigate = useNavigate();
  useEffect(() => startServiceWorker((path) => void navigate(path)), [navigate]);
  return (
    <>
      <InstallLinks />
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
      <AdminLoading label="Cargando…" />
      <AlertHost />
    </>
  );
}

/** A page that could not load (the server is down, a new version of the app was published). */
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
        eyebrow={site.productName}
        title={busy ? busy.title : 'No hemos podido cargar esta página'}
        lead={
          busy
            ? busy.text
            : 'Puede que no tengas conexión, que el servidor no responda o que haya una versión nueva de la app. Vuelve a intentarlo en un momento.'
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
          <Link to={memberPaths.discover} className={buttonClassName('secondary')} reloadDocument>
            Ir al inicio
          </Link>
        </Actions>
      </PageIntro>
      <AlertHost />
    </main>
  );
}
