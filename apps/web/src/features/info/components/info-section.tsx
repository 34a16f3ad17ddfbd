import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../../../components/icons/icon';
import type { InfoSectionId } from '../../../lib/paths';
import styles from './info-section.module.css';

export type InfoSectionContent = {
  /** The anchor other pages link to (spec, section 2). */
  id: InfoSectionId;
  title: string;
  lead: string;
  Icon: ComponentType<IconProps>;
  items: readonly { title: string; text: string }[];
  note?: ReactNode;
};

/** One feature area of the info page: heading, summary and its features. */
export function InfoSection({ id, title, lead, Icon, items, note }: InfoSectionContent) {
  const titleId = `${id}-titulo`;
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon size={28} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      <ul className={`${styles.items} ${items.length % 3 === 0 ? styles.threeUp : ''}`}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <p className={styles.itemText}>{item.text}</p>
          </li>
        ))}
      </ul>
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}
