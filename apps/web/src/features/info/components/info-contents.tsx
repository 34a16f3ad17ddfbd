import { Container } from '../../../components/layout/container';
import { TableOfContents } from '../../../components/ui/table-of-contents';
import styles from './info-contents.module.css';
import { InfoSection } from './info-section';
import { infoSectionList } from './info-sections';

/** The info page's body: a table of contents, then one section per feature area. */
export function InfoContents() {
  return (
    <Container className={styles.contents}>
      <div className={styles.toc}>
        <TableOfContents items={infoSectionList.map(({ id, title }) => ({ id, title }))} />
      </div>
      {infoSectionList.map((section) => (
        <InfoSection key={section.id} {...section} />
      ))}
    </Container>
  );
}
