import type { RankingRow } from '@app/contract/ranking';
import { POINTS, POINTS_ACTIVITIES_PER_DAY } from '@app/contract/ranking';
import { useState } from 'react';
import { PersonList, PersonRow } from '../../components/member/person-row';
import { SelectField } from '../../components/form/select-field';
import { QueryStates } from '../../components/ui/query-states';
import { useMyRanking, useRanking } from '../../features/member-ranking/api/ranking';
import type { PageHandle } from '../../lib/meta';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './ranking.module.css';
import boards from '../../components/member/board.module.css';
import pages from './member-pages.module.css';
import { plural } from '@app/contract/spanish-plural';

export const handle: PageHandle = {
  meta: {
    title: 'Ranking y posiciones',
    description: 'El ranking del mes en tu ciudad, por disciplina, y tu posición.',
  },
};

const monthName = new Intl.DateTimeFormat('es-ES', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM` → "noviembre de 2026". */
const monthLabel = (month: string) =>
  monthName.format(new Date(`${month}-15T12:00:00Z`)).replace(/^./, (c) => c.toUpperCase());

/** The month and the five before it, the latest first. */
function recentMonths(current: string): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: 6 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 15));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const points = (value: number) => plural(value, 'punto');

function Row({ row, mine }: { row: RankingRow; mine: boolean }) {
  return (
    <PersonRow user={row.user} detail={mine ? 'Tú' : undefined} linked={!mine}>
      <span className={styles.points}>{points(row.points)}</span>
    </PersonRow>
  );
}

/**
 * "Ranking y posiciones" (/web/app/ranking): a month's board in a city, for every discipline
 * or one, and the member's own row always in sight (decision 0027). Live: the member's place
 * moves as points arrive (a `ranking` event makes the board stale).
 */
export function Component() {
  const user = useSessionUser();
  const reference = useReferenceData().data;
  const mine = useMyRanking();
  const [city, setCity] = useState<number | undefined>(undefined);
  const [discipline, setDiscipline] = useState<number | undefined>(undefined);
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const cityId = city ?? user?.city?.id ?? mine.data?.[0]?.city_id;
  const board = useRanking(cityId ? { city: cityId, discipline, month, page } : undefined);
  if (!user) return null;

  const cities = new Map(
    (reference?.countries ?? [])
      .flatMap((country) => country.states.flatMap((state) => state.cities))
      .map((entry) => [entry.id, entry.name]),
  );
  const cityIds = [
    ...new Set([user.city?.id, ...(mine.data ?? []).map((entry) => entry.city_id)]),
  ].filter((id): id is number => id !== undefined);
  const disciplines =
    reference?.concepts.find((concept) => concept.code === 'disciplines')?.options ?? [];
  const shownMonth = board.data?.month ?? month;
  const data = board.data;
  const me = data?.me ?? null;
  const meOnPage = me !== null && (data?.data.some((row) => row.user.id === user.id) ?? false);
  const lastPage = data?.last_page ?? 1;

  const pick = (update: () => void) => {
    update();
    setPage(1);
  };

  return (
    <div className={pages.stack}>
      <div className={styles.filters}>
        <SelectField
          id="ranking-city"
          label="Ciudad"
          placeholder="Elige una ciudad"
          value={cityId ?? ''}
          options={cityIds.map((id) => ({ value: id, label: cities.get(id) ?? `Ciudad ${id}` }))}
          onChange={(event) => pick(() => setCity(Number(event.target.value) || undefined))}
        />
        <SelectField
          id="ranking-discipline"
          label="Disciplina"
          placeholder="Todas"
          value={discipline ?? ''}
          options={disciplines.map((option) => ({ value: option.id, label: option.name }))}
          onChange={(event) => pick(() => setDiscipline(Number(event.target.value) || undefined))}
        />
        {shownMonth && (
          <SelectField
            id="ranking-month"
            label="Mes"
            placeholder="Este mes"
            value={month ?? ''}
            options={recentMonths(data?.month && !month ? data.month : shownMonth).map((value) => ({
              value,
              label: monthLabel(value),
            }))}
            onChange={(event) => pick(() => setMonth(event.target.value || undefined))}
          />
        )}
      </div>

      {!cityId ? (
        <p className={pages.loading}>Elige tu ciudad en el perfil para ver su ranking.</p>
      ) : (
        <>
          <section className={styles.mine} aria-live="polite" aria-label="Tu posición">
            {me ? (
              <>
                <span className={boards.position}>{me.position}.º</span>
                <span>
                  <strong>Tu posición</strong> entre {plural(data!.total, 'persona')} en{' '}
                  {cities.get(cityId) ?? 'tu ciudad'} · {points(me.points)}
                </span>
              </>
            ) : (
              <span>
                Aún no tienes puntos{' '}
                {shownMonth ? `en ${monthLabel(shownMonth).toLowerCase()}` : 'este mes'} aquí. Únete
                a planes y confirma tu asistencia para entrar en el ranking.
              </span>
            )}
          </section>

          <QueryStates
            query={board}
            empty={(data?.data.length ?? 0) === 0}
            texts={{
              loading: 'Cargando el ranking…',
              failed: 'No hemos podido cargar el ranking. Comprueba tu conexión.',
              empty: 'Nadie tiene puntos todavía en este ranking. ¡Puedes ser la primera persona!',
            }}
          >
            <ol className={boards.board} aria-label="Ranking">
              {data?.data.map((row) => (
                <li
                  key={row.user.id}
                  className={boards.entry}
                  aria-current={row.user.id === user.id ? 'true' : undefined}
                >
                  <span className={boards.position}>
                    <span className="visually-hidden">Posición </span>
                    {row.position}
                  </span>
                  <PersonList>
                    <Row row={row} mine={row.user.id === user.id} />
                  </PersonList>
                </li>
              ))}
            </ol>
            {lastPage > 1 && (
              <nav className={styles.pager} aria-label="Páginas del ranking">
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                >
                  Anteriores
                </button>
                <span>
                  Página {page} de {lastPage}
                </span>
                <button
                  type="button"
                  disabled={page >= lastPage}
                  onClick={() => setPage((current) => current + 1)}
                >
                  Siguientes
                </button>
              </nav>
            )}
          </QueryStates>

          {me && !meOnPage && (
            <section className={styles.sticky} aria-label="Tu fila">
              <span className={boards.position}>{me.position}</span>
              <PersonList>
                <Row row={me} mine />
              </PersonList>
            </section>
          )}
        </>
      )}

      <p className={styles.note}>
        Los puntos llegan cuando quien organiza y tú confirmáis la asistencia: {POINTS.attendance}{' '}
        por asistir y {POINTS.hosting} por organizar un plan que se celebró, con un máximo de{' '}
        {POINTS_ACTIVITIES_PER_DAY} actividades al día. A igualdad de puntos, va delante quien llegó
        antes.
      </p>
    </div>
  );
}
