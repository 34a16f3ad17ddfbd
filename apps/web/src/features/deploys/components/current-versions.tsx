import type { ApiInfo } from '@app/contract/reference';
import { Link } from 'react-router';
import { Panel } from '../../../components/admin/panel';
import { PlusIcon } from '../../../components/icons/admin-icons';
import { buttonClassName } from '../../../components/ui/button';
import { adminPaths } from '../../../lib/paths';
import { APP_TYPE_OPTIONS } from '../app-types';
import styles from './current-versions.module.css';

const VERSION_OF = {
  apk: (info: ApiInfo) => info.androidApkVersion,
  ios: (info: ApiInfo) => info.iosApkVersion,
  sdk: (info: ApiInfo) => info.sdk,
} as const;

/** The versions the apps are told about now (the API info), and the way to publish another. */
export function CurrentVersions({ info }: { info: ApiInfo }) {
  return (
    <Panel
      title="Versiones actuales"
      description="Lo que la API anuncia ahora a las apps."
      actions={
        <Link
          to={adminPaths.apkDeployCreate}
          className={buttonClassName('primary', { size: 'small', className: styles.create })}
        >
          <PlusIcon size={20} />
          <span className={styles.createLabel}>Crear Deploy</span>
        </Link>
      }
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Aplicación</th>
            <th scope="col">Versión</th>
          </tr>
        </thead>
        <tbody>
          {APP_TYPE_OPTIONS.map((option) => {
            const version = VERSION_OF[option.value](info);
            return (
              <tr key={option.value}>
                <th scope="row">{option.name}</th>
                <td>
                  {version ? (
                    <span className={styles.version}>{version}</span>
                  ) : (
                    <span className={styles.none}>Sin publicar</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
