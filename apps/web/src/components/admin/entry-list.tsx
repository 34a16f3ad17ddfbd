import type { ReactNode } from 'react';
import styles from './entry-list.module.css';

/**
 * A staff page's list of entries, one card each (`<li className={entries.item}>` from
 * entry-list.module.css); dimmed and busy while the next page replaces it (`loading`).
 */
export function EntryList({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-busy={loading || undefined}>
      {children}
    </ul>
  );
}
