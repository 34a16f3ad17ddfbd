import type { ReactNode } from 'react';
import { buttonClassName } from './button';
import styles from './query-states.module.css';

type QueryLike = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * The states of a list loaded from the API, said the same way everywhere: loading, could not
 * load (with "Reintentar"), empty, or the list itself. A failed refresh keeps showing the list
 * it already has.
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
    return (
      <div className={styles.message} role="alert">
        <p>{texts.failed}</p>
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
