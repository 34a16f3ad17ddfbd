import type { ReactNode } from 'react';
import styles from './admin-table.module.css';

/** A column's heading: its text, or its text and a class for it (`num` for amounts). */
export type AdminColumn = string | { label: string; className?: string | undefined };

/**
 * A staff page's table (admin-table.module.css): the column headings, the rows given as
 * children (`<tr>`s), and a caption for screen readers when the panel's heading does not say
 * which rows these are. `className` adds a page's own look (rows as cards on phones).
 * @example <AdminTable columns={['Cuándo', 'Quién']}>{rows}</AdminTable>
 */
export function AdminTable({
  columns,
  caption,
  className,
  children,
}: {
  columns: readonly AdminColumn[];
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <table className={[styles.table, className].filter(Boolean).join(' ')}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
