import { COINS } from '@app/contract/coins';
import { POINTS_ACTIVITIES_PER_DAY } from '@app/contract/ranking';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { useCoins } from '../../features/member-coins/api/coins';
import { amountText, coinsText, reasonText } from '../../features/member-coins/lib/coin-texts';
import { formatDateTime } from '../../lib/format';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import styles from './coins.module.css';
import pages from './member-pages.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { pluralWord } from '@app/contract/spanish-plural';

export const handle: PageHandle = {
  meta: { title: 'Monedas', description: 'Tu saldo de monedas y de dónde salió cada una.' },
};

/**
 * "Monedas" (/web/app/coins, decision 0028): the balance and every movement, newest first,
 * with why it happened. Coins are earned from verified facts, never bought with money.
 */
export function Component() {
  const coins = useCoins();
  const entries = coins.data?.pages.flatMap((page) => page.data) ?? [];
  const balance = coins.data?.pages[0]?.balance;

  return (
    <div className={pages.stack}>
      <section className={styles.balance} aria-label="Tu saldo" aria-live="polite">
        <span className={styles.figure}>{balance === undefined ? '…' : formatNumber(balance)}</span>
        <span className={styles.unit}>{pluralWord(balance ?? 0, 'moneda')}</span>
      </section>
      <p className={styles.how}>
        Ganas {COINS.attendance} por cada asistencia verificada y {COINS.hosting} por organizar un
        plan que se celebró, hasta {POINTS_ACTIVITIES_PER_DAY} planes al día. Las monedas no se
        compran con dinero.
      </p>
      <Link
        to={memberPaths.store}
        className={buttonClassName('primary', { className: styles.spend })}
      >
        Gastar en la tienda
      </Link>

      <section className={pages.section} aria-labelledby="coins-history-title">
        <h2 id="coins-history-title" className={pages.sectionTitle}>
          Movimientos
        </h2>
        {coins.isPending && <p className={pages.loading}>Cargando tus monedas…</p>}
        {coins.isError && (
          <div role="alert">
            <p>No hemos podido cargar tus monedas. Comprueba tu conexión.</p>
            <button
              type="button"
              className={buttonClassName('secondary', { size: 'small' })}
              onClick={() => void coins.refetch()}
            >
              Reintentar
            </button>
          </div>
        )}
        {coins.isSuccess && entries.length === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>Aún no tienes monedas</p>
            <p>
              Apúntate a un plan y, cuando se celebre, confirma tu asistencia: quien organiza y tú
              la verificáis y llegan las primeras.
            </p>
            <Link to={memberPaths.discover} className={buttonClassName('primary')}>
              Descubrir planes
            </Link>
          </div>
        )}
        {entries.length > 0 && (
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.text}>
                  <span className={styles.reason}>{reasonText(entry)}</span>
                  {entry.activity && (
                    <Link to={memberPaths.activity(entry.activity.id)} className={styles.plan}>
                      {entry.activity.description.split('\n')[0]}
                    </Link>
                  )}
                  <span className={styles.detail}>
                    {formatDateTime(entry.createdAt)} · saldo {coinsText(entry.balance)}
                  </span>
                </span>
                <span
                  className={styles.amount}
                  data-sign={entry.amount > 0 ? 'in' : 'out'}
                  aria-label={`${entry.amount > 0 ? 'Entran' : 'Salen'} ${coinsText(Math.abs(entry.amount))}`}
                >
                  {amountText(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {coins.hasNextPage && (
          <button
            type="button"
            className={buttonClassName('secondary')}
            disabled={coins.isFetchingNextPage}
            onClick={() => void coins.fetchNextPage()}
          >
            Ver más movimientos
          </button>
        )}
      </section>
    </div>
  );
}
