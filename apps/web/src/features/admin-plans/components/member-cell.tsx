import type { PlanGrant } from '@app/contract/plans';
import { Link } from 'react-router';
import { personName } from '../lib/plan-texts';
import { historyLink } from '../lib/history-link';
import styles from './plans.module.css';

/**
 * A member in a list of this page: their name, and their number, which leads to their grants
 * in the history below.
 */
export function MemberCell({ user }: { user: PlanGrant['user'] }) {
  return (
    <span className={styles.member}>
      <strong className={styles.name}>{personName(user)}</strong>
      <Link to={historyLink(user.id)} className={styles.number}>
        n.º {user.id}
        <span className="visually-hidden">: ver sus concesiones</span>
      </Link>
    </span>
  );
}
