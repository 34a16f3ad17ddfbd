import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { useInvitationLinkPreview } from '../../features/member-invitation-links/api/links';
import { InvitationCard } from '../../features/member-invitation-links/components/invitation-card';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { loadFailureHint } from '../../lib/throttled';
import styles from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Invitación', description: 'Una invitación a un plan o a un grupo.' },
};

/**
 * An invitation link (/web/app/i/{token}, issue 38): what it opens and its one action. A link
 * that ended says why (the server's words), one that does not exist says so.
 */
export function Component() {
  const token = useParams().token ?? '';
  const link = useInvitationLinkPreview(token);
  const status = (link.error as { status?: number } | null)?.status;

  if (status === 410 || status === 404 || status === 422) {
    return (
      <EmptyState
        title={status === 410 ? 'Este enlace ya no vale' : 'Este enlace no existe'}
        text={
          status === 410
            ? (link.error as Error).message
            : 'Comprueba que lo has copiado entero, o pide otro a quien te lo envió.'
        }
      >
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Descubrir planes
        </Link>
      </EmptyState>
    );
  }
  if (link.isError) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido abrir la invitación"
        text={loadFailureHint(link.error)}
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void link.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }
  if (!link.data) return <p className={styles.loading}>Abriendo la invitación…</p>;
  return (
    <div className={styles.stack}>
      <InvitationCard link={link.data} />
    </div>
  );
}
