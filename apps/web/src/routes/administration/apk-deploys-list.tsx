import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/admin/page-header';
import { Notice } from '../../components/ui/notice';
import { deploysQueryOptions } from '../../features/deploys/api/get-deploys';
import { CurrentVersions } from '../../features/deploys/components/current-versions';
import type { DeploysListState } from '../../features/deploys/components/deploy-form';
import { DeployHistory } from '../../features/deploys/components/deploy-history';
import { requireAccess } from '../../features/auth/route-guards';
import type { PageHandle } from '../../lib/meta';
import { browserQueryClient } from '../../lib/query-client';
import { useReferenceData } from '../../lib/reference-data';
import { DEPLOY_ROLES } from '../../lib/roles';
import styles from './apk-deploys-list.module.css';

export const handle: PageHandle = {
  meta: { title: 'APK Deploys', description: 'Las versiones publicadas de las apps.' },
};

/**
 * Loaders of nested routes run side by side, so this one checks the roles itself before it
 * asks for the history: a user without them must not call the staff API at all.
 */
export async function loader() {
  await requireAccess(DEPLOY_ROLES);
  await browserQueryClient().prefetchQuery(deploysQueryOptions(1));
  return null;
}

/** The current versions, the way to a new deploy and the past ones (spec, section 2). */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const reference = useReferenceData();
  const notice = (location.state as DeploysListState | null)?.notice;

  return (
    <>
      <PageHeader
        title="APK Deploys"
        lead="Publica una versión nueva de la app de Android, de iOS o del SDK de la API."
      />
      {notice && (
        // Closing it also drops it from the history entry, so a reload does not repeat it.
        <Notice
          className={styles.notice}
          onClose={() => void navigate('.', { replace: true, state: null })}
        >
          {notice}
        </Notice>
      )}
      {reference.data && <CurrentVersions info={reference.data.info} />}
      <DeployHistory />
    </>
  );
}
