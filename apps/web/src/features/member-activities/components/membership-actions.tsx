import type { Activity, ActivityMembership } from '@app/contract/activities';
import { hasEntitlement } from '@app/contract/plans';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { memberPaths } from '../../../lib/paths';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { useMembershipActions } from '../api/membership';
import { useMyPlan } from '../../../lib/my-plan';
import { PlanLock } from '../../../components/member/plan-lock';
import type { SeriesScope } from '@app/contract/series';
import { SeriesScopeChoice } from './series-scope-choice';
import styles from './membership-actions.module.css';

type Question = 'leave' | 'remove';

const QUESTIONS: Record<Question, { title: string; text: string; confirm: string }> = {
  leave: {
    title: '¿Salir de este plan?',
    text: 'Dejarás tu plaza libre y ya no verás su chat.',
    confirm: 'Salir',
  },
  remove: {
    title: '¿Eliminar este plan?',
    text: 'Se borrará para todos, con sus solicitudes y su chat.',
    confirm: 'Eliminar',
  },
};

/**
 * The one action that fits the member (issue 17, item 2): "Pedir unirme"; "Solicitud
 * enviada" with a way to cancel it; "Salir" for who is in; "Editar" and "Eliminar" for the host. Leaving and
 * deleting ask first.
 */
export function MembershipActions({
  activity,
  membership,
  reference,
}: {
  activity: Activity;
  membership: ActivityMembership;
  reference: ReferenceSnapshot;
}) {
  const navigate = useNavigate();
  const { ask, withdraw, leave, remove } = useMembershipActions(activity, reference);
  const plan = useMyPlan();
  const busy = ask.isPending || withdraw.isPending || leave.isPending || remove.isPending;
  const failed = ask.isError || withdraw.isError || leave.isError || remove.isError;
  const finished = activity.status === 'started' || activity.status === 'finished';
  // A reminder's «Ya no puedo ir» opens the plan with ?salir=1: the question comes at once,
  // and once answered the address loses it, so going back does not ask again.
  const [search, setSearch] = useSearchParams();
  // A plan of a series is removed alone or with the following ones (issue 38).
  const [scope, setScope] = useState<SeriesScope>('one');
  const [question, setQuestion] = useState<Question | undefined>(() =>
    search.get('salir') === '1' &&
    membership.role === 'member' &&
    !finished &&
    activity.status !== 'cancelled'
      ? 'leave'
      : undefined,
  );
  const close = () => {
    setQuestion(undefined);
    if (!search.has('salir')) return;
    setSearch(
      (params) => {
        params.delete('salir');
        return params;
      },
      { replace: true },
    );
  };

  const confirm = async () => {
    const asked = question;
    close();
    if (asked === 'leave' && membership.match !== null) leave.mutate(membership.match);
    if (asked === 'remove') {
      await remove.mutateAsync(scope).then(
        () => navigate(memberPaths.chats, { replace: true }),
        () => undefined,
      );
    }
  };

  let body;
  if (activity.status === 'cancelled') {
    // Short of its minimum by its time (issue 38): nothing left to do here.
    body = (
      <>
        <p className={styles.state}>Este plan se ha cancelado: no llegó al mínimo de personas.</p>
        <Link to={memberPaths.discover} className={buttonClassName('primary')}>
          Descubrir otros planes
        </Link>
      </>
    );
  } else if (membership.role === 'host') {
    body = (
      <>
        <p className={styles.state}>Organizas tú este plan.</p>
        <Link to={memberPaths.chat(activity.id)} className={buttonClassName('primary')}>
          Abrir chat
        </Link>
        <Link to={memberPaths.activityEdit(activity.id)} className={buttonClassName('secondary')}>
          Editar
        </Link>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => setQuestion('remove')}
          disabled={busy}
        >
          {remove.isPending && <Spinner />}
          Eliminar
        </button>
      </>
    );
  } else if (membership.role === 'member') {
    body = (
      <>
        <p className={styles.state}>¡Vas a este plan!</p>
        <Link to={memberPaths.chat(activity.id)} className={buttonClassName('primary')}>
          Abrir chat
        </Link>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => setQuestion('leave')}
          disabled={busy}
        >
          {leave.isPending && <Spinner />}
          Salir
        </button>
      </>
    );
  } else if (membership.role === 'requested') {
    body = (
      <>
        <p className={styles.state}>
          {membership.waiting_position !== null
            ? `Estás en la lista de espera: ${
                membership.waiting_position === 1
                  ? 'eres la siguiente persona'
                  : `puesto ${membership.waiting_position}`
              }. ${
                activity.sponsor
                  ? 'Si se libera una plaza, será para ti sin esperar respuesta.'
                  : 'Si se libera una plaza, tu solicitud llegará a quien organiza.'
              }`
            : 'Solicitud enviada. Te avisaremos cuando responda.'}
        </p>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => membership.petition !== null && withdraw.mutate(membership.petition)}
          disabled={busy}
        >
          {withdraw.isPending && <Spinner />}
          Cancelar solicitud
        </button>
      </>
    );
  } else if (finished) {
    body = <p className={styles.state}>Este plan ya ha empezado.</p>;
  } else if (
    activity.premium_only &&
    !hasEntitlement(plan.data?.plan ?? 'free', 'exclusive_events')
  ) {
    // Premium's own event: what it takes, and the way to it (decision 0029); no dead button.
    body = <PlanLock entitlement="exclusive_events" title="Este evento es exclusivo de Premium" />;
  } else if (activity.status === 'full') {
    // Full: a request waits its turn, the oldest first (decision 0027).
    body = (
      <>
        <p className={styles.state}>No quedan plazas, pero puedes esperar a que se libere una.</p>
        <button
          type="button"
          className={buttonClassName('secondary', { className: styles.main })}
          onClick={() => ask.mutate()}
          disabled={busy}
          aria-busy={ask.isPending || undefined}
        >
          {ask.isPending && <Spinner />}
          Apuntarme a la lista de espera
        </button>
      </>
    );
  } else {
    body = (
      <button
        type="button"
        className={buttonClassName('primary', { className: styles.main })}
        onClick={() => ask.mutate()}
        disabled={busy}
        aria-busy={ask.isPending || undefined}
      >
        {ask.isPending && <Spinner />}
        {activity.sponsor ? 'Reservar plaza' : 'Pedir unirme'}
      </button>
    );
  }

  return (
    <section className={styles.bar} aria-label="Tu plaza">
      {body}
      {failed && (
        <p className={styles.error} role="alert">
          No se ha podido hacer. Inténtalo de nuevo.
        </p>
      )}
      {question && (
        <ConfirmDialog
          title={QUESTIONS[question].title}
          text={QUESTIONS[question].text}
          confirmLabel={QUESTIONS[question].confirm}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          {question === 'remove' && activity.series && (
            <SeriesScopeChoice
              legend="Se repite: ¿qué planes eliminas?"
              value={scope}
              onChange={setScope}
            />
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
