import type { ReactNode } from 'react';
import { Container } from '../layout/container';
import styles from './page-intro.module.css';

/** The top of an inner page: its one h1, with an optional kicker, lead text and extras. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  width = 'page',
  children,
}: {
  eyebrow?: string;
  /** Match the content below: `prose` for pages of running text. */
  width?: 'page' | 'prose';
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.intro}>
      <Container width={width}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.extra}>{children}</div>}
      </Container>
    </div>
  );
}
