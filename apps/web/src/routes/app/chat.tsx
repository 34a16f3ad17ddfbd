import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { buttonClassName } from '../../components/ui/button';
import { useActivity, useMembership } from '../../features/member-activities/api/membership';
import { ChatView } from '../../components/chat/chat-view';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import styles from './member-pages.module.css';
import { loadFailureHint } from '../../lib/throttled';

export const handle: PageHandle = {
  meta: { title: 'Chat', description: 'El chat de un plan.' },
};

/**
 * A plan's chat (/web/app/chats/{id}): the host writes through the activity, a matched
 * member through their match (spec, section 3); anyone else is shown the way to the plan.
 */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useSessionUser();
  const activity = useActivity(valid ? id : 0);
  const membership = useMembership(valid ? id : 0);

  if (!valid || (activity.error as { status?: number } | null)?.status === 404) {
    return (
      <EmptyState title="Este chat ya no existe" text="Puede que el plan se haya borrado.">
        <Link to={memberPaths.chats} className={buttonClassName('primary')}>
          Volver a tus chats
        </Link>
      </EmptyState>
    );
  }
  if (activity.isError || membership.isError) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido abrir el chat"
        text={loadFailureHint(activity.error ?? membership.error)}
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void Promise.all([activity.refetch(), membership.refetch()])}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }
  if (!activity.data || !membership.data || !user) {
    return <p className={styles.loading}>Abriendo el chat…</p>;
  }
  const { role, match } = membership.data;
  if (role !== 'host' && (role !== 'member' || match === null)) {
    return (
      <EmptyState
        title="Este chat es de quienes van al plan"
        text="Cuando te acepten en el plan podrás hablar aquí con el resto."
      >
        <Link to={memberPaths.activity(id)} className={buttonClassName('primary')}>
          Ver el plan
        </Link>
      </EmptyState>
    );
  }
  return (
    <ChatView
      key={id}
      activity={activity.data}
      path={role === 'host' ? { activity: id } : { match: match! }}
      me={user.id}
    />
  );
}
