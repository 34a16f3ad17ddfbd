import { PLAN_NAMES } from '@app/contract/plans';
import { useState } from 'react';
import { Pager } from '../../../components/admin/pager';
import { Panel } from '../../../components/admin/panel';
import { QueryStates } from '../../../components/ui/query-states';
import { formatDate } from '../../../lib/format';
import { usePlanHolders } from '../api/plans';
import { renewsText, SOURCE_LABELS } from '../lib/plan-texts';
import { MemberCell } from './member-cell';
import tables from '../../../components/admin/admin-table.module.css';
import styles from './plans.module.css';
import { plural } from '@app/contract/spanish-plural';

/** "Miembros con plan": who holds Move or Premium now, from where and until when. */
export function PlanHolders() {
  const [page, setPage] = useState(1);
  const query = usePlanHolders(page);
  const holders = query.data?.data ?? [];
  const total = query.data?.total;
  return (
    <Panel
      title="Miembros con plan"
      description={
        total === undefined
          ? 'Quién tiene Move o Premium ahora, lo primero lo que antes termina.'
          : `${plural(total, 'plan en curso', 'planes en curso')}, lo primero lo que antes termina.`
      }
    >
      <QueryStates
        query={query}
        empty={holders.length === 0}
        texts={{
          loading: 'Cargando los miembros con plan…',
          failed: 'No hemos podido cargar los miembros con plan.',
          empty: 'Ahora mismo nadie tiene Move ni Premium.',
        }}
      >
        <>
          <div className={tables.wrap}>
            <table className={`${tables.table} ${styles.cards}`}>
              <caption className="visually-hidden">Miembros con plan ahora</caption>
              <thead>
                <tr>
                  <th scope="col">Miembro</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Origen</th>
                  <th scope="col">Hasta</th>
                  <th scope="col">Renovación</th>
                </tr>
              </thead>
              <tbody>
                {holders.map((holder) => (
                  <tr key={`${holder.user.id}-${holder.source}-${holder.ends_at}`}>
                    <td className={styles.wide}>
                      <MemberCell user={holder.user} />
                    </td>
                    <td>
                      <span className={styles.cellLabel}>Plan: </span>
                      <span className={styles.plan}>{PLAN_NAMES[holder.plan]}</span>
                    </td>
                    <td>
                      <span className={styles.cellLabel}>Origen: </span>
                      {SOURCE_LABELS[holder.source]}
                    </td>
                    <td>
                      <span className={styles.cellLabel}>Hasta el </span>
                      <time dateTime={holder.ends_at} className={styles.date}>
                        {formatDate(holder.ends_at)}
                      </time>
                    </td>
                    <td className={holder.renews ? styles.renews : styles.muted}>
                      {renewsText(holder.renews)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={query.data?.current_page ?? page}
            lastPage={query.data?.last_page ?? 1}
            onPage={setPage}
            label="Páginas de miembros con plan"
          />
        </>
      </QueryStates>
    </Panel>
  );
}
