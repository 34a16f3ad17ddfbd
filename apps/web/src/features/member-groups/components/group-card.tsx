import type { Group } from '@app/contract/groups';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { memberPaths } from '../../../lib/paths';
import { useGroupPictureUrl } from '../../../lib/group-picture';
import { groupRoleLabel } from '../lib/role-label';
import styles from './group-card.module.css';
import { plural } from '@app/contract/spanish-plural';
import { genderOf } from '@app/contract/spanish-gender';
import { useSessionUser } from '../../../lib/session';

/** "Público · Madrid · 12 miembros": what a group is, in one line. */
export function groupFacts(group: Group): string {
  return [
    group.visibility === 'public' ? 'Público' : 'Privado',
    group.city?.name,
    plural(group.members, 'miembro'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A group in a list: its picture, name, facts and the member's role; `children` are actions. */
export function GroupCard({ group, children }: { group: Group; children?: ReactNode }) {
  const picture = useGroupPictureUrl(group);
  const gender = genderOf(useSessionUser());
  return (
    <li className={styles.card}>
      <Link to={memberPaths.group(group.id)} className={styles.link}>
        <Avatar name={group.name} src={picture} size={52} />
        <span className={styles.text}>
          <span className={styles.name}>{group.name}</span>
          <span className={styles.facts}>{groupFacts(group)}</span>
          {group.role && <span className={styles.role}>{groupRoleLabel(group.role, gender)}</span>}
        </span>
      </Link>
      {children && <span className={styles.actions}>{children}</span>}
    </li>
  );
}
