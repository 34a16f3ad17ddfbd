import type { FailedDelivery } from '@app/contract/deliveries';
import { useState } from 'react';
import tables from '../../../components/admin/admin-table.module.css';
import { Pager } from '../../../components/admin/pager';
import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDateTime } from '../../../lib/format';
import { useFailedDeliveries } from '../api/failed-deliveries';

const CHANNELS: Record<FailedDelivery['channel'], string> = {
  email: 'Correo',
  sms: 'SMS',
  push: 'Aviso push',
};

/**
 * Codes and notices that never went out after every retry (docs/decisions/0043-delivery-queue.md): who they were
 * for and what the provider answered, so that staff can help the person or fix the provider.
 */
export function FailedDeliveries() {
  const [page, setPage] = useState(1);
  const query = useFailedDeliveries(page);
  const rows = query.data?.data ?? [];
  return (
    <Panel
      title="Envíos fallidos"
      description="Correos, SMS y avisos que no se pudieron entregar tras todos los reintentos, el último primero."
    >
      <QueryStates
        query={query}
        empty={rows.length === 0}
        texts={{
          loading: 'Cargando los envíos fallidos…',
          failed: 'No hemos podido cargar los envíos fallidos.',
          empty: 'Ningún envío ha fallado.',
        }}
      >
        <>
          <div className={tables.wrap}>
            <table className={tables.table}>
              <thead>
                <tr>
                  <th scope="col">Cuándo</th>
                  <th scope="col">Canal</th>
                  <th scope="col">Para</th>
                  <th scope="col">Intentos</th>
                  <th scope="col">Respuesta</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <time dateTime={row.failedAt}>{formatDateTime(row.failedAt)}</time>
                    </td>
                    <td>{CHANNELS[row.channel]}</td>
                    <td>{row.to}</td>
                    <td>{row.attempts}</td>
                    <td>{row.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={query.data?.current_page ?? page}
            lastPage={query.data?.last_page ?? 1}
            onPage={setPage}
            label="Páginas de envíos fallidos"
          />
        </>
      </QueryStates>
    </Panel>
  );
}
