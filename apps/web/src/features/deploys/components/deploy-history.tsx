import { useState } from 'react';
import { Panel } from '../../../components/admin/panel';
import { PagedList } from '../../../components/admin/paged-list';
import { useDeploys } from '../api/get-deploys';
import styles from './deploy-history.module.css';
import { DeployRow } from './deploy-row';

/** Past deploys, newest first, ten a page: what, how big, its checksum, who and when. */
export function DeployHistory() {
  const [page, setPage] = useState(1);
  const query = useDeploys(page);

  return (
    <Panel
      title="Historial de deploys"
      description="Cada subida con su suma SHA-256, para comprobar el archivo descargado."
    >
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        texts={{
          loading: 'Cargando el historial…',
          failed: 'No hemos podido cargar el historial.',
          empty: 'Todavía no se ha subido ningún deploy.',
        }}
        pagerLabel="Páginas del historial"
      >
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
            {query.data?.data.map((deploy) => (
              <DeployRow key={deploy.id} deploy={deploy} />
            ))}
          </tbody>
        </table>
      </PagedList>
    </Panel>
  );
}
