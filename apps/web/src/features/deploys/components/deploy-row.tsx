import type { Deploy } from '@app/contract/deploys';
import { DownloadIcon } from '../../../components/icons/admin-icons';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useDownloadDeploy } from '../api/download-deploy';
import { appTypeName } from '../app-types';
import styles from './deploy-history.module.css';

/** One past deploy. On phones each row is a card, its cells labelled by their column. */
export function DeployRow({ deploy }: { deploy: Deploy }) {
  const download = useDownloadDeploy();
  const name = appTypeName(deploy.appType);
  return (
    <tr>
      <td data-label="Versión">
        <span className={styles.version}>{deploy.version}</span>
      </td>
      <td data-label="Tipo">{name}</td>
      <td data-label="Tamaño">{deploy.size === null ? '—' : formatBytes(deploy.size)}</td>
      <td data-label="SHA-256">
        {deploy.sha256 ? (
          <code className={styles.hash} title={deploy.sha256}>
            {deploy.sha256.slice(0, 12)}
            <span aria-hidden="true">…</span>
            <span className="visually-hidden">{deploy.sha256.slice(12)}</span>
          </code>
        ) : (
          '—'
        )}
      </td>
      <td data-label="Subido por">{deploy.uploadedBy?.firstname ?? '—'}</td>
      <td data-label="Fecha">
        <time dateTime={deploy.createdAt}>{formatDateTime(deploy.createdAt)}</time>
      </td>
      <td className={styles.actionCell}>
        {deploy.download && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small', className: styles.download })}
            onClick={() => download.mutate(deploy)}
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
            aria-label={`Descargar ${name} ${deploy.version}`}
          >
            {download.isPending ? <Spinner size={16} /> : <DownloadIcon size={18} />}
            <span aria-hidden="true">Descargar</span>
          </button>
        )}
        {download.isError && (
          <p className={styles.failure} role="alert">
            No se ha podido descargar: {download.error.message}
          </p>
        )}
      </td>
    </tr>
  );
}
