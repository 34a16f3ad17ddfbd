import { useId } from 'react';
import styles from './table-of-contents.module.css';

export type TocItem = { id: string; title: string };

/**
 * Links to the sections of a long page. Plain anchors on purpose: they work before the page is
 * interactive and without JavaScript.
 */
export function TableOfContents({
  items,
  title = 'En esta página',
}: {
  items: readonly TocItem[];
  title?: string;
}) {
  const titleId = useId();
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
