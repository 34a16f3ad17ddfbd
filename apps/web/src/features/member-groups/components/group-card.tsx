import type { Group } from '@app/contract/groups';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { memberPaths } from '../../../lib/paths';
import { GROUP_ROLE_LABELS, useGroupPictureUrl } from '../api/groups';
import styles from './group-card.module.css';

/** "Público · Madrid · 12 miembros": what a group is, in one line. */
export function groupFacts(group: Group): string {
  return [
    group.visibility === 'public' ? 'Público' : 'Privado',
    group.city?.name,
    `${group.members} ${group.members === 1 ? 'miembro' : 'miembros'}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A group in a list: its picture, name, facts and the member's role; `children` are actions. */
export function GroupCard({ group, children }: { group: Group; children?: ReactNode }) {
  const picture = useGroupPictureUrl(group);
  return (
    <li className={styles.card}>
      <Link to={memberPaths.group(group.id)} className={styles.link}>
        <Avatar name={group.name} src={picture} size={52} />
        <span className={styles.text}>
          <span className={styles.name}>{group.name}</span>
          <span className={styles.facts}>{groupFacts(group)}</span>
          {group.role && <span className={styles.role}>{GROUP_ROLE_LABELS[group.role]}</span>}
        </span>
      </Link>
      {children && <span className={styles.actions}>{children}</span>}
    </li>
  );
}
