import { hasEntitlement } from '@app/contract/plans';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { useStats } from '../../features/member-plans/api/plans';
import { useMyPlan } from '../../lib/my-plan';
import { PlanLock } from '../../components/member/plan-lock';
import { durationText, monthLabel } from '../../features/member-plans/lib/stats-texts';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import pages from './member-pages.module.css';
import styles from './stats.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';

export const handle: PageHandle = {
  meta: {
    title: 'Estadísticas',
    description:
      'Tus actividades, minutos, kcal, disciplinas y tu puesto en el ranking, mes a mes.',
  },
};

// Chart.js comes only with this page, and only once there is something to draw.
const StatsCharts = lazy(() => import('../../features/member-plans/components/stats-charts'));

const PERIODS = [3, 6, 12] as const;

/**
 * "Estadísticas" (/web/app/stats, decision 0029), Move's and Premium's: totals, charts by month
 * on the member's clock, and the same numbers as a table.
 */
export function Component() {
  const plan = useMyPlan();
  const allowed = plan.data ? hasEntitlement(plan.data.plan, 'statistics') : false;
  const [months, setMonths] = useState<(typeof PERIODS)[number]>(6);
  const stats = useStats(months, allowed);
  const data = stats.data;

  if (plan.isPending) return <p className={pages.loading}>Cargando…</p>;
  if (plan.data && !allowed) {
    return (
      <div className={pages.stack}>
        <p className={styles.intro}>
          Mira cuántas actividades haces cada mes, los minutos y las kcal que suman, tus disciplinas
          y cómo subes en el ranking de tu ciudad.
        </p>
        <PlanLock entitlement="statistics" />
      </div>
    );
  }

  return (
    <div className={pages.stack}>
      <div className={pages.segmented} role="group" aria-label="Periodo">
        {PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={months === period}
            onClick={() => setMonths(period)}
          >
            {period} meses
          </button>
        ))}
      </div>
      {(stats.isPending || plan.isError) && !data && (
        <p className={pages.loading}>Cargando tus estadísticas…</p>
      )}
      {stats.isError && !data && (
        <div role="alert">
          <p>No hemos podido cargar tus estadísticas. Comprueba tu conexión.</p>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => void stats.refetch()}
          >
            Reintentar
          </button>
        </div>
      )}
      {data && (
        <>
          <dl className={styles.totals} aria-label={`Últimos ${months} meses`}>
            <div>
              <dt>Actividades</dt>
              <dd>{formatNumber(data.totals.activities)}</dd>
            </div>
            <div>
              <dt>Tiempo</dt>
              <dd>{durationText(data.totals.minutes)}</dd>
            </div>
            <div>
              <dt>kcal (estimadas)</dt>
              <dd>{formatNumber(data.totals.kcal)}</dd>
            </div>
          </dl>
          {data.totals.activities === 0 ? (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>Aún no hay actividades verificadas</p>
              <p>
                Cuando vayas a un plan y quien organiza y tú confirméis la asistencia, aparecerá
                aquí.
              </p>
              <Link to={memberPaths.discover} className={buttonClassName('primary')}>
                Descubrir planes
              </Link>
            </div>
          ) : (
            <Suspense fallback={<p className={styles.chartsLoading}>Dibujando tus gráficas…</p>}>
              <StatsCharts stats={data} />
            </Suspense>
          )}
          <details className={styles.table}>
            <summary>Ver los datos por mes</summary>
            <table>
              <caption className={styles.caption}>
                Por mes, en tu zona horaria ({data.time_zone})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Mes</th>
                  <th scope="col">Actividades</th>
                  <th scope="col">Minutos</th>
                  <th scope="col">kcal</th>
                  <th scope="col">Puesto</th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthLabel(month.month, true)}</th>
                    <td>{formatNumber(month.activities)}</td>
                    <td>{formatNumber(month.minutes)}</td>
                    <td>{formatNumber(month.kcal)}</td>
                    <td>{month.position ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <p className={styles.note}>
            Cuentan las actividades con asistencia verificada, también las que organizas. Las kcal
            son una estimación (MET × peso × horas).
          </p>
        </>
      )}
    </div>
  );
}
