import { useState } from 'react';
import { ApiError } from '@app/sdk/http/api-error';
import { buttonClassName } from '../../../components/ui/button';
import { useMember, useMemberCoins } from '../api/member-coins';
import { coinsText } from '../lib/store-texts';
import { CoinAdjustForm } from './coin-adjust-form';
import { MovementsTable } from './movements-table';
import styles from './member-coins.module.css';

/** One member's coins (who they are is the finder's, above): their balance, the adjustment form and their movements. */
export function MemberCoins({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const coins = useMemberCoins(userId, page);
  const member = useMember(userId);
  const name = member.data?.firstname;

  if (coins.isPending) return <p className={styles.message}>Cargando sus monedas…</p>;
  if (coins.isError) {
    const missing = coins.error instanceof ApiError && coins.error.status === 404;
    return (
      <div className={styles.message} role="alert">
        <p>
          {missing
            ? `No hay ningún miembro con el número ${userId}.`
            : 'No hemos podido cargar sus monedas.'}
        </p>
        {!missing && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => void coins.refetch()}
          >
            Reintentar
          </button>
        )}
      </div>
    );
  }

  const history = coins.data;
  return (
    <div className={styles.member}>
      <div className={styles.summary}>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>Saldo</span>{' '}
          <strong>{coinsText(history.balance)}</strong>
        </p>
      </div>
      <CoinAdjustForm userId={userId} name={name} />
      <MovementsTable history={history} page={page} onPage={setPage} />
    </div>
  );
}
