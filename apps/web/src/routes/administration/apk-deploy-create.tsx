import type { CrumbHandle } from '../../components/admin/breadcrumbs';
import { PageHeader } from '../../components/admin/page-header';
import { Panel } from '../../components/admin/panel';
import { DeployForm } from '../../features/deploys/components/deploy-form';
import type { PageHandle } from '../../lib/meta';
import { adminPaths } from '../../lib/paths';
import styles from './apk-deploy-create.module.css';

export const handle: PageHandle & CrumbHandle = {
  meta: { title: 'Crear Deploy', description: 'Subir una versión nueva de una app.' },
  crumb: { label: 'Crear Deploy', to: adminPaths.apkDeployCreate },
};

/** The deploy upload form (spec, section 4). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Subir Deploy"
        lead="La versión que subas pasa a ser la actual en cuanto termine la subida."
      />
      <Panel className={styles.panel}>
        <DeployForm />
      </Panel>
    </>
  );
}
