import type { FailedDelivery } from '@app/contract/deliveries';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import { PagedList } from '../../../components/admin/paged-list';
import { Panel } from '../../../components/admin/panel';
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
  return (
    <Panel
      title="Envíos fallidos"
      description="Correos, SMS y avisos que no se pudieron entregar tras todos los reintentos, el último primero."
    >
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        texts={{
          loading: 'Cargando los envíos fallidos…',
          failed: 'No hemos podido cargar los envíos fallidos.',
          empty: 'Ningún envío ha fallado.',
        }}
        pagerLabel="Páginas de envíos fallidos"
      >
        <AdminTable columns={['Cuándo', 'Canal', 'Para', 'Intentos', 'Respuesta']}>
          {query.data?.data.map((row) => (
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
        </AdminTable>
      </PagedList>
    </Panel>
  );
}
