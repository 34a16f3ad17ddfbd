import type { Activity } from '@app/contract/activities';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showToast } from '../../../lib/toasts';
import { useAnswerInvitation, useInvitations } from '../api/invitations';
import styles from './invitation-card.module.css';

/**
 * On a plan's page, for a member its host invited: the invitation and its two answers. Shows
 * nothing otherwise.
 */
export function InvitationPrompt({ activity }: { activity: Activity }) {
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  const invited = invitations.data?.data.some((entry) => entry.activity.id === activity.id);
  if (!invited) return null;
  const answering = answer.isPending ? answer.variables.accept : undefined;
  const reply = (accept: boolean) =>
    void answer.mutateAsync({ activityId: activity.id, accept }).then(
      () => showToast({ text: accept ? '¡Tienes plaza!' : 'Invitación rechazada.' }),
      () => undefined,
    );
  return (
    <div className={styles.prompt} role="group" aria-label="Invitación">
      <p className={styles.text}>
        <strong>{activity.user.firstname}</strong> te ha invitado a este plan.
      </p>
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
          disabled={answer.isPending}
        >
          {answering === true && <Spinner />}
          Aceptar invitación
        </button>
      </div>
    </div>
  );
}
