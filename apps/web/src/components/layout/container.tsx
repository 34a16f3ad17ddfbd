import type { ReactNode } from 'react';
import styles from './container.module.css';

/** Centres content with the page's gutters; `prose` narrows it to a comfortable line length. */
export function Container({
  children,
  width = 'page',
  className,
}: {
  children: ReactNode;
  width?: 'page' | 'prose';
  className?: string;
}) {
  const classes = [styles.container, width === 'prose' && styles.prose, className];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}
