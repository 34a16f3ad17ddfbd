import type { ChallengeBoard } from '@app/contract/challenges';
import { ApiError } from '@app/sdk/http/api-error';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/member/empty-state';
import { PersonList, PersonRow } from '../../components/member/person-row';
import { SponsorMark } from '../../components/member/sponsor-mark';
import { buttonClassName } from '../../components/ui/button';
import { QueryStates } from '../../components/ui/query-states';
import { Spinner } from '../../components/ui/spinner';
import {
  useChallenge,
  useChallengeBoard,
  useJoinChallenge,
} from '../../features/member-challenges/api/challenges';
import { ChallengeProgress } from '../../features/member-challenges/components/challenge-progress';
import {
  amountText,
  goalText,
  periodText,
  rewardText,
} from '../../features/member-challenges/lib/challenge-texts';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import styles from './challenge.module.css';
import boards from '../../components/member/board.module.css';
import pages from './member-pages.module.css';
import { loadFailureHint } from '../../lib/throttled';
import { plural } from '@app/contract/spanish-plural';

export const handle: PageHandle = {
  meta: { title: 'Reto', description: 'Un reto: su meta, tu progreso y la clasificación.' },
};

type Row = ChallengeBoard['data'][number];

/**
 * A challenge's page (/web/app/challenges/{id}): the goal, the reward, the member's progress
 * (live: a `challenge` event reads it again after each verified attendance) and the board.
 */
export function Component() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const challenge = useChallenge(valid ? id : 0);
  const board = useChallengeBoard(valid ? id : 0);
  const join = useJoinChallenge();
  const user = useSessionUser();

  if (!valid || (challenge.error as { status?: number } | null)?.status === 404) {
    return (
      <EmptyState title="Este reto no existe" text="Puede que el enlace no esté completo.">
        <Link to={memberPaths.challenges} className={buttonClassName('primary')}>
          Ver los retos
        </Link>
      </EmptyState>
    );
  }
  if (challenge.isError) {
    return (
      <EmptyState
        role="alert"
        title="No hemos podido cargar el reto"
        text={loadFailureHint(challenge.error)}
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void challenge.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }
  if (!challenge.data) return <p className={pages.loading}>Cargando el reto…</p>;
  const data = challenge.data;
  const reward = rewardText(data);
  const rows = board.data?.data ?? [];
  const me = board.data?.me ?? null;
  const meShown = me !== null && rows.some((row) => row.user.id === me.user.id);
  const failure =
    join.error instanceof ApiError
      ? join.error.message
      : join.error
        ? 'No hemos podido apuntarte. Comprueba tu conexión.'
        : '';
  const row = (entry: Row) => (
    <li
      key={entry.user.id}
      className={boards.entry}
      aria-current={entry.user.id === user?.id ? 'true' : undefined}
    >
      <span className={boards.position}>
        <span className="visually-hidden">Posición </span>
        {entry.position}
      </span>
      <PersonList>
        <PersonRow
          user={entry.user}
          detail={entry.user.id === user?.id ? 'Tú' : undefined}
          linked={entry.user.id !== user?.id}
        >
          <span className={styles.amount}>
            {amountText(data.metric, entry.progress)}
            {entry.completedAt && <span className={styles.done}>Meta</span>}
          </span>
        </PersonRow>
      </PersonList>
    </li>
  );

  return (
    <div className={pages.stack}>
      <article className={styles.hero}>
        {data.sponsor && (
          <p className={styles.brand}>
            <SponsorMark sponsor={data.sponsor} size={48} />
            <span>
              Reto de <strong>{data.sponsor.name}</strong>
              {data.sponsor.link && (
                <>
                  {' · '}
                  <a href={data.sponsor.link} target="_blank" rel="noopener noreferrer">
                    Su web
                  </a>
                </>
              )}
            </span>
          </p>
        )}
        <h2 className={styles.title}>{data.title}</h2>
        <p className={styles.description}>{data.description}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Meta</dt>
            <dd>{goalText(data)}</dd>
          </div>
          <div>
            <dt>Cuándo</dt>
            <dd>{periodText(data)}</dd>
          </div>
          {reward && (
            <div>
              <dt>Premio</dt>
              <dd>
                {reward}
                {data.badge && <span aria-hidden="true"> {data.badge}</span>}
              </dd>
            </div>
          )}
          <div>
            <dt>Participan</dt>
            <dd>{plural(data.members, 'persona')}</dd>
          </div>
        </dl>
        {data.me ? (
          <div aria-live="polite">
            <ChallengeProgress challenge={data} me={data.me} />
          </div>
        ) : data.status === 'ended' ? (
          <p className={styles.note}>Este reto ya ha terminado.</p>
        ) : (
          <>
            <button
              type="button"
              className={buttonClassName('primary', { className: styles.join })}
              onClick={() => join.mutate(data.id)}
              disabled={join.isPending}
              aria-busy={join.isPending || undefined}
            >
              {join.isPending && <Spinner />}
              Apuntarme al reto
            </button>
            <p className={styles.note}>
              Cuentan tus asistencias verificadas desde que te apuntas
              {data.status === 'upcoming' ? ', en cuanto empiece el reto.' : '.'}
            </p>
          </>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
      </article>

      <section className={pages.section} aria-labelledby="board-title">
        <h2 id="board-title" className={pages.sectionTitle}>
          Clasificación
        </h2>
        <QueryStates
          query={board}
          empty={rows.length === 0}
          texts={{
            loading: 'Cargando la clasificación…',
            failed: 'No hemos podido cargar la clasificación. Comprueba tu conexión.',
            empty: 'Nadie se ha apuntado todavía. ¡Puedes ser la primera persona!',
          }}
        >
          <ol className={boards.board} aria-label="Clasificación">
            {rows.map(row)}
          </ol>
          {me && !meShown && (
            <ol className={boards.board} aria-label="Tu puesto">
              {row(me)}
            </ol>
          )}
        </QueryStates>
      </section>
    </div>
  );
}
