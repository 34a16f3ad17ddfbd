import type { ApiInfo } from '@app/contract/reference';
import { useEffect, useState } from 'react';

type Status = { state: 'loading' } | { state: 'ok'; info: ApiInfo } | { state: 'down' };

/** Shows whether the API answers, with the versions it reports. */
export function ApiStatus() {
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/info', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setStatus({ state: 'ok', info: (await response.json()) as ApiInfo });
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus({ state: 'down' });
      });
    return () => controller.abort();
  }, []);

  if (status.state === 'loading') {
    return <p className="status">Comprobando el servicio…</p>;
  }
  if (status.state === 'down') {
    return (
      <p className="status status--down" role="alert">
        Lo sentimos, hay problemas para conectarnos al servidor, intentalo más tarde.
      </p>
    );
  }
  return <p className="status status--ok">Servicio en marcha · SDK {status.info.sdk}</p>;
}
