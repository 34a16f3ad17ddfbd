import type { CoinHistory } from '@app/contract/coins';
import { useId } from 'react';
import { AdminTable } from '../../../components/admin/admin-table';
import { Pager } from '../../../components/admin/pager';
import { formatDateTime } from '../../../lib/format';
import { amountText, movementText } from '../lib/store-texts';
import tables from '../../../components/admin/admin-table.module.css';
import styles from './member-coins.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';

/** A member's movements, newest first, each with the balance it left. */
export function MovementsTable({
  history,
  page,
  onPage,
}: {
  history: CoinHistory;
  page: number;
  onPage: (page: number) => void;
}) {
  const titleId = useId();
  return (
    <section className={styles.movements} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.movementsTitle}>
        Movimientos
      </h3>
      {history.data.length === 0 ? (
        <p className={styles.message}>Aún no tiene movimientos.</p>
      ) : (
        <>
          <AdminTable
            columns={[
              'Cuándo',
              'Qué',
              { label: 'Monedas', className: tables.num },
              { label: 'Saldo', className: tables.num },
            ]}
            className={styles.cards}
          >
            {history.data.map((entry) => (
              <tr key={entry.id}>
                <td className={styles.when}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className={styles.what}>{movementText(entry)}</td>
                <td
                  className={`${tables.num} ${styles.amount} ${entry.amount > 0 ? styles.in : styles.out}`}
                >
                  {amountText(entry.amount)}
                </td>
                <td className={`${tables.num} ${styles.after}`}>
                  <span className={styles.cellLabel}>Saldo </span>
                  {formatNumber(entry.balance)}
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            page={history.current_page || page}
            lastPage={history.last_page}
            onPage={onPage}
            label="Páginas de movimientos"
          />
        </>
      )}
    </section>
  );
}
