import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { Pager } from '../../../components/admin/pager';
import { QueryStates } from '../../../components/ui/query-states';
import { useDeploys } from '../api/get-deploys';
import styles from './deploy-history.module.css';
import { DeployRow } from './deploy-row';

/** Past deploys, newest first, ten a page: what, how big, its checksum, who and when. */
export function DeployHistory() {
  const [page, setPage] = useState(1);
  const query = useDeploys(page);
  const deploys = query.data?.data ?? [];

  return (
    <Panel
      title="Historial de deploys"
      description="Cada subida con su suma SHA-256, para comprobar el archivo descargado."
    >
      <QueryStates
        query={query}
        empty={deploys.length === 0}
        texts={{
          loading: 'Cargando el historial…',
          failed: 'No hemos podido cargar el historial.',
          empty: 'Todavía no se ha subido ningún deploy.',
        }}
      >
        <>
          <table className={styles.table} aria-busy={query.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">Versión</th>
                <th scope="col">Tipo</th>
                <th scope="col">Tamaño</th>
                <th scope="col">SHA-256</th>
                <th scope="col">Subido por</th>
                <th scope="col">Fecha</th>
                <th scope="col">
                  <span className="visually-hidden">Archivo</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deploys.map((deploy) => (
                <DeployRow key={deploy.id} deploy={deploy} />
              ))}
            </tbody>
          </table>
          <Pager
            page={query.data?.current_page ?? page}
            lastPage={query.data?.last_page ?? 1}
            onPage={setPage}
            label="Páginas del historial"
          />
        </>
      </QueryStates>
    </Panel>
  );
}
