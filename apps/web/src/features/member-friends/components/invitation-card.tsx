import type { Invitation } from '@app/contract/friends';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { memberPaths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { ActivityCard } from '../../member-activities/components/activity-card';
import { useAnswerInvitation } from '../api/invitations';
import styles from './invitation-card.module.css';

/** A friend's invitation to their plan: the plan, then "Rechazar" and "Aceptar" (a place). */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { activity } = invitation;
  const answer = useAnswerInvitation();
  const answering = answer.isPending ? answer.variables.accept : undefined;
  const reply = (accept: boolean) =>
    void answer.mutateAsync({ activityId: activity.id, accept }).then(
      () =>
        showToast(
          accept
            ? {
                text: '¡Tienes plaza!',
                link: { to: memberPaths.chat(activity.id), label: 'Abrir chat' },
              }
            : { text: 'Invitación rechazada.' },
        ),
      () => undefined,
    );
  const full = activity.matchedCount >= activity.participants;
  return (
    <div className={styles.invitation}>
      <ActivityCard activity={activity} note={`Te invita ${activity.user.firstname}`} />
      {answer.isError && (
        <p className={styles.error} role="alert">
          {(answer.error as { status?: number }).status === 409
            ? 'Este plan ya está completo o ha empezado.'
            : 'No hemos podido responder. Inténtalo de nuevo.'}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={() => reply(false)}
          disabled={answer.isPending}
        >
          {answering === false && <Spinner />}
          Rechazar
        </button>
        <button
          type="button"
          className={buttonClassName('primary', { size: 'small' })}
          onClick={() => reply(true)}
          disabled={answer.isPending || full}
        >
          {answering === true && <Spinner />}
          {full ? 'Completo' : 'Aceptar invitación'}
        </button>
      </div>
    </div>
  );
}
