import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { withdrawAlerts } from '../../lib/alerts';
import { throttled } from '../../lib/throttled';
import { AlertHost } from '../ui/alert-dialog';
import { PageIntro } from '../ui/page-intro';
import { ReloadActions } from '../ui/reload-actions';

/**
 * The error boundary of the client-rendered areas (the staff area, the member app): a page
 * that could not load, with a reload and `way` out. `lead` says the likely causes there.
 * @example <LoadFailed eyebrow="Administración" lead="…" way={{ to: adminPaths.login, label: 'Ir al acceso' }} />
 */
export function LoadFailed({
  eyebrow,
  lead,
  way,
}: {
  eyebrow: string;
  lead: string;
  way: { to: string; label: string };
}) {
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
        eyebrow={eyebrow}
        title={busy ? busy.title : 'No hemos podido cargar esta página'}
        lead={busy ? busy.text : lead}
      >
        <ReloadActions to={way.to} label={way.label} />
      </PageIntro>
      <AlertHost />
    </main>
  );
}
