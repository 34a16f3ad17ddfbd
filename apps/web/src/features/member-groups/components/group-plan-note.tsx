import { Link } from 'react-router';
import { memberPaths } from '../../../lib/paths';
import { useGroup } from '../api/groups';
import styles from './group-card.module.css';

/** On a group's plan: whose it is, and that only the group's members see it (decision 0026). */
export function GroupPlanNote({ groupId }: { groupId: number }) {
  const group = useGroup(groupId).data;
  return (
    <p className={styles.note}>
      Plan del grupo{' '}
      <Link to={memberPaths.group(groupId)}>{group ? group.name : 'al que pertenece'}</Link>: solo
      lo ven sus miembros.
    </p>
  );
}
