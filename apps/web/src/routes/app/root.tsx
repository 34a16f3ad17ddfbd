import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { AdminLoading } from '../../components/admin/admin-loading';
import { DocumentMeta } from '../../components/layout/document-meta';
import { LoadFailed } from '../../components/layout/load-failed';
import { AlertHost } from '../../components/ui/alert-dialog';
import type { PageHandle } from '../../lib/meta';
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
  return (
    <LoadFailed
      eyebrow={site.productName}
      lead="Puede que no tengas conexión, que el servidor no responda o que haya una versión nueva de la app. Vuelve a intentarlo en un momento."
      way={{ to: memberPaths.discover, label: 'Ir al inicio' }}
    />
  );
}
