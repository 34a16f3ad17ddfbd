import type { ReactNode } from 'react';
import { Container } from '../../../components/layout/container';
import { TableOfContents } from '../../../components/ui/table-of-contents';
import styles from './legal-document.module.css';

/** One numbered section of a legal text; `id` is its anchor. */
export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal text: its table of contents, then its numbered sections. */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Container width="prose" className={styles.document}>
      <div className={styles.toc}>
        {/* An ordered list: it numbers the entries as the headings are numbered. */}
        <TableOfContents items={sections} />
      </div>
      {sections.map(({ id, title, body }, index) => (
        <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-titulo`}>
          <h2 id={`${id}-titulo`}>
            {index + 1}. {title}
          </h2>
          {body}
        </section>
      ))}
    </Container>
  );
}
