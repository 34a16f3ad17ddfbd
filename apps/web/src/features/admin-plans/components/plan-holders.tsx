import { PLAN_NAMES } from '@app/contract/plans';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import { PagedList } from '../../../components/admin/paged-list';
import { Panel } from '../../../components/admin/panel';
import { formatDate } from '../../../lib/format';
import { usePlanHolders } from '../api/plans';
import { renewsText, SOURCE_LABELS } from '../lib/plan-texts';
import { MemberCell } from './member-cell';
import styles from './plans.module.css';
import { plural } from '@app/contract/spanish-plural';

/** "Miembros con plan": who holds Move or Premium now, from where and until when. */
export function PlanHolders() {
  const [page, setPage] = useState(1);
  const query = usePlanHolders(page);
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
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        texts={{
          loading: 'Cargando los miembros con plan…',
          failed: 'No hemos podido cargar los miembros con plan.',
          empty: 'Ahora mismo nadie tiene Move ni Premium.',
        }}
        pagerLabel="Páginas de miembros con plan"
      >
        <AdminTable
          columns={['Miembro', 'Plan', 'Origen', 'Hasta', 'Renovación']}
          caption="Miembros con plan ahora"
          className={styles.cards}
        >
          {query.data?.data.map((holder) => (
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
        </AdminTable>
      </PagedList>
    </Panel>
  );
}
