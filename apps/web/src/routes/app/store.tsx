import type { StoreItem } from '@app/contract/store';
import { ApiError } from '@app/sdk/http/api-error';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../components/form/select-field';
import { ArrowRightIcon, StarIcon } from '../../components/icons/ui-icons';
import { buttonClassName } from '../../components/ui/button';
import { useCoins } from '../../features/member-coins/api/coins';
import { coinsText } from '../../features/member-coins/lib/coin-texts';
import {
  refused,
  useBadges,
  useBuy,
  useHighlightable,
  useStore,
} from '../../features/member-store/api/store';
import { formatDateTime } from '../../lib/format';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import styles from './store.module.css';
import pages from './member-pages.module.css';

export const handle: PageHandle = {
  meta: { title: 'Tienda', description: 'Destaca tus planes, impúlsalos y consigue insignias.' },
};

const newKey = () => crypto.randomUUID();

/** One item, and what buying it needs: a plan for a highlight. */
function Item({
  item,
  balance,
  owned,
}: {
  item: StoreItem;
  balance: number | undefined;
  owned: boolean;
}) {
  const buy = useBuy();
  const plans = useHighlightable();
  const [plan, setPlan] = useState<number | undefined>(undefined);
  // One key per purchase: asking again after a lost answer is the same purchase; only a
  // refusal (nothing bought) starts a new one.
  const [key, setKey] = useState(newKey);
  const short = balance !== undefined && balance < item.price;
  const needsPlan = item.kind === 'highlight';
  const hosted = plans.data ?? [];
  const failure =
    buy.error instanceof ApiError ? buy.error.message : buy.error ? 'No se ha podido comprar.' : '';
  const done = buy.data;

  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {item.kind === 'badge' ? (
            item.badge
          ) : item.kind === 'highlight' ? (
            <StarIcon size={22} />
          ) : (
            <ArrowRightIcon size={22} className={styles.up} />
          )}
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{item.name}</span>
          <span className={styles.description}>{item.description}</span>
        </span>
        <span className={styles.price}>{coinsText(item.price)}</span>
      </div>
      {needsPlan &&
        (hosted.length > 0 ? (
          <SelectField
            id={`store-plan-${item.id}`}
            label="Plan que quieres destacar"
            placeholder="Elige uno de tus planes"
            value={plan ?? ''}
            options={hosted.map((activity) => ({
              value: activity.id,
              label: activity.description.split('\n')[0] ?? '',
            }))}
            onChange={(event) => setPlan(Number(event.target.value) || undefined)}
          />
        ) : (
          <p className={styles.hint}>
            Para destacar un plan, primero <Link to={memberPaths.create}>crea uno</Link>.
          </p>
        ))}
      {done ? (
        <p className={styles.done} role="status">
          {done.ends_at
            ? `¡Hecho! Dura hasta el ${formatDateTime(done.ends_at)}.`
            : '¡Hecho! Ya luce en tu perfil.'}{' '}
          Te quedan {coinsText(done.balance)}.
        </p>
      ) : owned ? (
        <p className={styles.done}>Ya tienes esta insignia.</p>
      ) : (
        <button
          type="button"
          className={buttonClassName('primary', { className: styles.buy })}
          disabled={buy.isPending || short || (needsPlan && plan === undefined)}
          onClick={() =>
            buy.mutate(
              { itemId: item.id, key, ...(plan !== undefined && { activity: plan }) },
              { onError: (error) => refused(error) && setKey(newKey()) },
            )
          }
        >
          {short ? `Te faltan ${coinsText(item.price - balance!)}` : `Comprar por ${item.price}`}
        </button>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}

/**
 * "Tienda" (/web/app/store, decision 0028): what coins buy. A highlight puts a plan first for
 * 24 hours, a boost moves the member's plans up in decks for 24 hours, a badge shows on their
 * profile. Coins are earned, never bought.
 */
export function Component() {
  const user = useSessionUser();
  const store = useStore();
  const balance = useCoins().data?.pages[0]?.balance;
  const owned = new Set((useBadges(user?.id ?? 0).data ?? []).map((badge) => badge.name));

  return (
    <div className={pages.stack}>
      <Link to={memberPaths.coins} className={styles.balance}>
        Tienes <strong>{balance === undefined ? '…' : coinsText(balance)}</strong>
        <span className={styles.more}>Ver movimientos</span>
      </Link>
      {store.isPending && <p className={pages.loading}>Cargando la tienda…</p>}
      {store.isError && (
        <div role="alert">
          <p>No hemos podido abrir la tienda. Comprueba tu conexión.</p>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => void store.refetch()}
          >
            Reintentar
          </button>
        </div>
      )}
      {store.data && store.data.length === 0 && (
        <p className={pages.loading}>Ahora mismo no hay nada a la venta.</p>
      )}
      {store.data && store.data.length > 0 && (
        <ul className={styles.list} aria-label="Artículos">
          {store.data.map((item) => (
            <Item
              key={item.id}
              item={item}
              balance={balance}
              owned={item.kind === 'badge' && owned.has(item.name)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
