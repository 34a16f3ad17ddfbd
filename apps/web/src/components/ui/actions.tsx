import type { ReactNode } from 'react';
import styles from './actions.module.css';

/** A row of buttons or button links that wraps on narrow screens. */
export function Actions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.actions, className].filter(Boolean).join(' ')}>{children}</div>;
}
