import type { Activity } from '@app/contract/activities';
import { ATTENDANCE_WINDOW } from '@app/contract/attendance';
import type { ActivityResult } from '@app/contract/levels';
import { ApiError } from '@app/sdk/http/api-error';
import { useState } from 'react';
import { PersonList, PersonRow } from '../../../components/member/person-row';
import { buttonClassName } from '../../../components/ui/button';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useNow } from '../../../hooks/use-now';
import { levelText } from '../../../lib/level-text';
import { useActivityResult, useResultActions } from '../api/results';
import {
  mayAnswer,
  reportProblem,
  sideOf,
  winnerText,
  type Side,
  type Winner,
} from '../lib/result-rules';
import styles from './result-panel.module.css';

const WINNERS = [
  { value: 'a', label: 'Equipo A' },
  { value: 'b', label: 'Equipo B' },
  { value: 'draw', label: 'Empate' },
] as const;

const minutesOf = (duration: string) => {
  const [hours, minutes] = duration.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

const failureOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? 'No se ha podido guardar.' : '';

/** Both teams, the winner, and (once confirmed) how each player's level moved. */
function ResultTeams({ result, me }: { result: ActivityResult; me: number }) {
  const changes = new Map(result.changes.map((change) => [change.user_id, change]));
  return (
    <div className={styles.teams}>
      {result.teams.map((team, index) => {
        const side = index === 0 ? 'a' : 'b';
        const won = result.winner === side;
        return (
          <div key={side} className={styles.team}>
            <h3 className={styles.teamTitle}>
              Equipo {side.toUpperCase()}
              {won && <span className={styles.badge}>Ganador</span>}
            </h3>
            <PersonList label={`Equipo ${side.toUpperCase()}`}>
              {team.map((person) => {
                const change = changes.get(person.id);
                return (
                  <PersonRow
                    key={person.id}
                    user={person}
                    detail={
                      change
                        ? `${person.id === me ? 'Tu nivel' : 'Nivel'}: ${levelText(change.before)} → ${levelText(change.after)}`
                        : undefined
                    }
                  />
                );
              })}
            </PersonList>
          </div>
        );
      })}
      {result.winner === 'draw' && <p className={styles.draw}>Empate</p>}
    </div>
  );
}

/** The form: each player to a team, and who won. */
function ReportForm({
  activityId,
  players,
  me,
  hostId,
  onDone,
}: {
  activityId: number;
  players: ActivityResult['teams'][0];
  me: number;
  hostId: number;
  onDone: () => void;
}) {
  const [sides, setSides] = useState<ReadonlyMap<number, Side>>(new Map());
  const [winner, setWinner] = useState<Winner | null>(null);
  const { report } = useResultActions(activityId);
  const problem = reportProblem(sides, winner, me, hostId);
  const put = (userId: number, side: Side) =>
    setSides((current) => {
      const next = new Map(current);
      if (next.get(userId) === side) next.delete(userId);
      else next.set(userId, side);
      return next;
    });
  const team = (side: Side) =>
    [...sides].filter(([, value]) => value === side).map(([userId]) => userId);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || !winner) return;
        report.mutate({ team_a: team('a'), team_b: team('b'), winner }, { onSuccess: onDone });
      }}
    >
      <PersonList label="¿En qué equipo jugó cada persona?">
        {players.map((person) => (
          <PersonRow key={person.id} user={person} linked={false}>
            <span
              className={styles.choices}
              role="group"
              aria-label={`Equipo de ${person.firstname}`}
            >
              {(['a', 'b'] as const).map((side) => (
                <button
                  key={side}
                  type="button"
                  className={buttonClassName(
                    sides.get(person.id) === side ? 'primary' : 'secondary',
                    {
                      size: 'small',
                    },
                  )}
                  aria-pressed={sides.get(person.id) === side}
                  onClick={() => put(person.id, side)}
                >
                  {side.toUpperCase()}
                </button>
              ))}
            </span>
          </PersonRow>
        ))}
      </PersonList>
      <ToggleGroup
        label="¿Quién ganó?"
        options={WINNERS}
        selected={winner ? [winner] : []}
        onToggle={setWinner}
      />
      {problem && <p className={styles.hint}>{problem}</p>}
      {report.isError && (
        <p className={styles.error} role="alert">
          {failureOf(report.error)}
        </p>
      )}
      <div className={styles.choices}>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={problem !== null || report.isPending}
        >
          Guardar resultado
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/**
 * "Resultado" on a competitive plan's page (decision 0027), for its host and the people in
 * it: from the start until two days after the end, one side reports the teams and the winner
 * and the other side (or the host) confirms it, which moves everyone's level; a disputed
 * result moves nothing until a new report is confirmed.
 */
export function ResultPanel({ activity, me }: { activity: Activity; me: number }) {
  const now = useNow();
  const start = Date.parse(activity.start_at);
  const closes = start + minutesOf(activity.duration) * 60_000 + ATTENDANCE_WINDOW.closesAfterMs;
  const open = now >= start && now <= closes;
  const competitive = activity.discipline !== null;
  const answer = useActivityResult(activity.id, competitive && now >= start);
  const actions = useResultActions(activity.id);
  const [editing, setEditing] = useState(false);
  if (!competitive || !answer.data) return null;
  const { result, players } = answer.data;
  if (!result && !open) return null;
  const hostId = activity.user.id;

  if (editing && open) {
    return (
      <section className={styles.panel} aria-labelledby="result-title">
        <h2 id="result-title" className={styles.title}>
          Anotar el resultado
        </h2>
        <p className={styles.lead}>
          Pon a cada persona en su equipo y marca quién ganó. El otro equipo o quien organiza lo
          confirmará.
        </p>
        <ReportForm
          activityId={activity.id}
          players={players}
          me={me}
          hostId={hostId}
          onDone={() => setEditing(false)}
        />
      </section>
    );
  }

  const reporter = result
    ? [...result.teams[0], ...result.teams[1], ...players].find(
        (person) => person.id === result.reported_by,
      )
    : undefined;
  return (
    <section className={styles.panel} aria-labelledby="result-title">
      <h2 id="result-title" className={styles.title}>
        Resultado
      </h2>
      {!result ? (
        <p className={styles.lead}>
          ¿Cómo quedó? Anotad el resultado: al confirmarlo el otro equipo, el nivel de cada persona
          se actualiza.
        </p>
      ) : (
        <>
          <p className={styles.status} data-status={result.status}>
            {result.status === 'confirmed'
              ? `Resultado confirmado · ${winnerText(result.winner)}`
              : result.status === 'disputed'
                ? 'Resultado discutido: ningún nivel cambia hasta que se anote otro y se confirme.'
                : `${winnerText(result.winner)} · lo anotó ${reporter?.id === me ? 'tú' : (reporter?.firstname ?? 'alguien')}, falta confirmarlo`}
          </p>
          <ResultTeams result={result} me={me} />
          {result.status === 'reported' &&
            (mayAnswer(result, me, hostId) ? (
              <div className={styles.choices} role="group" aria-label="¿Es correcto el resultado?">
                <button
                  type="button"
                  className={buttonClassName('primary')}
                  disabled={actions.answer.isPending}
                  onClick={() => actions.answer.mutate(true)}
                >
                  Confirmar resultado
                </button>
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  disabled={actions.answer.isPending}
                  onClick={() => actions.answer.mutate(false)}
                >
                  No es correcto
                </button>
              </div>
            ) : (
              <p className={styles.lead}>
                {sideOf(result, me) !== undefined || me === result.reported_by
                  ? 'Lo confirma el otro equipo o quien organiza.'
                  : 'Lo confirma uno de los equipos o quien organiza.'}
              </p>
            ))}
          {actions.answer.isError && (
            <p className={styles.error} role="alert">
              {failureOf(actions.answer.error)}
            </p>
          )}
        </>
      )}
      {open && result?.status !== 'confirmed' && (
        <button
          type="button"
          className={buttonClassName(result ? 'secondary' : 'primary', {
            className: styles.action,
          })}
          onClick={() => setEditing(true)}
        >
          {!result ? 'Anotar el resultado' : 'Anotar otro resultado'}
        </button>
      )}
    </section>
  );
}
