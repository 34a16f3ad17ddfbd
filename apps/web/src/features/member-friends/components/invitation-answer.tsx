import type { Activity } from '@app/contract/activities';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { memberPaths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useAnswerInvitation } from '../api/invitations';
import styles from './invitation-card.module.css';

/**
 * An invitation's two answers, "Rechazar" and "Aceptar invitación" (a place at once), with
 * what went wrong; used on the bell's card and on the plan's own page.
 */
export function InvitationAnswer({ activity }: { activity: Activity }) {
  const answer = useAnswerInvitation();
  const answering = answer.isPending ? answer.variables.accept : undefined;
  const full = activity.matchedCount >= activity.participants;
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
  return (
    <>
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
    </>
  );
}
