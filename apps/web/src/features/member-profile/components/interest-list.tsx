import { USER_LIST_FIELDS, type OwnUser, type PublicUser } from '@app/contract/users';
import type { Concept } from '@app/contract/reference';
import styles from './profile.module.css';

/** A profile's interests, list by list with each concept's own name; empty lists are left out. */
export function InterestList({
  user,
  concepts,
  emptyText,
}: {
  user: OwnUser | PublicUser;
  concepts: readonly Concept[];
  emptyText: string;
}) {
  const lists = USER_LIST_FIELDS.map((code) => ({
    code,
    title: concepts.find((concept) => concept.code === code)?.name ?? code,
    options: user[code],
  })).filter((list) => list.options.length > 0);

  if (lists.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <div className={styles.lists}>
      {lists.map((list) => (
        <section key={list.code} aria-label={list.title}>
          <h3 className={styles.listTitle}>{list.title}</h3>
          <ul className={styles.chips}>
            {list.options.map((option) => (
              <li key={option.id} className={styles.chip}>
                {option.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
