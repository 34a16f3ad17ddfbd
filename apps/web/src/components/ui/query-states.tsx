import type { ReactNode } from 'react';
import { throttled } from '../../lib/throttled';
import { buttonClassName } from './button';
import styles from './query-states.module.css';

/** What the states read of a TanStack query. */
export type QueryLike = {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

/**
 * The states of a list loaded from the API, said the same way everywhere: loading, could not
 * load (with "Reintentar"; too many requests said as such, with the wait), empty, or the list
 * itself. A failed refresh keeps showing the list it already has.
 * @example <QueryStates query={query} empty={rows.length === 0} texts={texts}>{table}</QueryStates>
 */
export function QueryStates({
  query,
  empty,
  texts,
  children,
}: {
  query: QueryLike;
  empty: boolean;
  texts: { loading: string; failed: string; empty: string };
  children: ReactNode;
}) {
  if (query.isPending) return <p className={styles.message}>{texts.loading}</p>;
  if (query.isError && empty) {
    const busy = throttled(query.error);
    return (
      <div className={styles.message} role="alert">
        <p>{busy ? `${busy.title}. ${busy.text}` : texts.failed}</p>
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small' })}
          onClick={() => void query.refetch()}
        >
          Reintentar
        </button>
      </div>
    );
  }
  if (empty) return <p className={styles.message}>{texts.empty}</p>;
  return children;
}
