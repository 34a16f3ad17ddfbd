import type { Attendance } from '@app/contract/attendance';
import { PersonList, PersonRow } from '../../../components/member/person-row';
import { buttonClassName } from '../../../components/ui/button';
import { useAttendance, useAttendanceActions } from '../api/attendance';
import styles from './attendance-panel.module.css';

const state = (row: Attendance) =>
  row.verified
    ? 'Asistencia verificada'
    : row.mark === 'absent'
      ? 'Marcada: no vino'
      : row.mark === 'present'
        ? row.took_place === false
          ? 'Dice que no se celebró'
          : 'Marcada: vino · falta su confirmación'
        : row.took_place
          ? 'Confirmó que se celebró · falta tu marca'
          : 'Sin marcar';

/**
 * "Asistencia" on a plan's page (decision 0027), while it can be given: the host marks who
 * came; a participant says whether it took place. Both agreeing verifies it, which is what
 * reliability counts, and points, the ranking and challenges once the plan has ended
 * (decision 0034).
 */
export function AttendancePanel({ activityId, host }: { activityId: number; host: boolean }) {
  const sheet = useAttendance(activityId, true);
  const { mark, confirm } = useAttendanceActions(activityId);
  if (!sheet.data || (!sheet.data.open && !sheet.data.data.some((row) => row.verified))) {
    return null;
  }
  const busy = mark.isPending || confirm.isPending;
  const failed = mark.isError || confirm.isError;
  const own = sheet.data.data[0];
  return (
    <section className={styles.panel} aria-labelledby="attendance-title">
      <h2 id="attendance-title" className={styles.title}>
        Asistencia
      </h2>
      {host ? (
        <>
          <p className={styles.lead}>
            Marca quién vino. Cuando cada persona confirme que el plan se celebró, su asistencia
            quedará verificada y, al terminar el plan, sumaréis puntos.
          </p>
          <PersonList label="Personas del plan">
            {sheet.data.data.map((row) => (
              <PersonRow key={row.user.id} user={row.user} detail={state(row)}>
                {!row.verified && sheet.data.open && (
                  <span
                    className={styles.choices}
                    role="group"
                    aria-label={`¿Vino ${row.user.firstname}?`}
                  >
                    <button
                      type="button"
                      className={buttonClassName(row.mark === 'present' ? 'primary' : 'secondary', {
                        size: 'small',
                      })}
                      aria-pressed={row.mark === 'present'}
                      disabled={busy}
                      onClick={() => mark.mutate({ userId: row.user.id, mark: 'present' })}
                    >
                      Vino
                    </button>
                    <button
                      type="button"
                      className={buttonClassName(row.mark === 'absent' ? 'primary' : 'secondary', {
                        size: 'small',
                      })}
                      aria-pressed={row.mark === 'absent'}
                      disabled={busy}
                      onClick={() => mark.mutate({ userId: row.user.id, mark: 'absent' })}
                    >
                      No vino
                    </button>
                  </span>
                )}
              </PersonRow>
            ))}
          </PersonList>
        </>
      ) : own?.verified ? (
        <p className={styles.done}>
          Asistencia verificada. ¡Gracias por confirmar! Los puntos llegan al terminar el plan.
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            {own?.took_place === null || own === undefined
              ? '¿Se celebró el plan? Tu respuesta y la de quien organiza verifican tu asistencia.'
              : own.took_place
                ? 'Has confirmado que se celebró. Falta que quien organiza marque tu asistencia.'
                : 'Has dicho que no se celebró.'}
          </p>
          {sheet.data.open && (
            <div className={styles.choices} role="group" aria-label="¿Se celebró el plan?">
              <button
                type="button"
                className={buttonClassName(own?.took_place === true ? 'primary' : 'secondary')}
                aria-pressed={own?.took_place === true}
                disabled={busy}
                onClick={() => confirm.mutate(true)}
              >
                Sí, estuve
              </button>
              <button
                type="button"
                className={buttonClassName(own?.took_place === false ? 'primary' : 'secondary')}
                aria-pressed={own?.took_place === false}
                disabled={busy}
                onClick={() => confirm.mutate(false)}
              >
                No se celebró
              </button>
            </div>
          )}
        </>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          No se ha podido guardar. Inténtalo de nuevo.
        </p>
      )}
    </section>
  );
}
