import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { PageIntro } from '../components/ui/page-intro';
import { ReloadActions } from '../components/ui/reload-actions';
import { paths } from '../lib/paths';

/**
 * What a page shows when it cannot be displayed: most often its code could not be downloaded
 * (a new version was published meanwhile), which a reload fixes.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Unexpected failures go to the console, where error monitoring can pick them up.
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <AppShell>
      <PageIntro
        title="Algo no ha ido bien"
        lead="No hemos podido mostrar esta página. Vuelve a cargarla o regresa al inicio; si el problema continúa, inténtalo de nuevo dentro de un rato."
      >
        <ReloadActions to={paths.home} label="Ir al inicio" />
      </PageIntro>
    </AppShell>
  );
}
