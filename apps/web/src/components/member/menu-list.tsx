import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../icons/ui-icons';
import styles from './menu-list.module.css';

type Row =
  | { label: string; hint?: string; icon?: ReactNode; to: string; external?: boolean }
  | { label: string; hint?: string; icon?: ReactNode; onClick: () => void; busy?: boolean };

/** A titled group of rows that lead somewhere or do something, as settings screens have. */
export function MenuList({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {rows.map((row) => {
          const body = (
            <>
              {row.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {row.icon}
                </span>
              )}
              <span className={styles.text}>
                <span className={styles.label}>{row.label}</span>
                {row.hint && <span className={styles.hint}>{row.hint}</span>}
              </span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </>
          );
          return (
            <li key={row.label}>
              {'to' in row ? (
                <Link
                  to={row.to}
                  className={styles.row}
                  {...(row.external ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.row}
                  onClick={row.onClick}
                  disabled={row.busy}
                  aria-busy={row.busy || undefined}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
