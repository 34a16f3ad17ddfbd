import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A designed "nothing here yet" (or "this failed"): a title, a line, and what to do next. */
export function EmptyState({
  title,
  text,
  icon,
  children,
  role,
}: {
  title: string;
  text: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <section className={styles.empty} role={role}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
