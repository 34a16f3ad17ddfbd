import {
  ENTITLEMENT_TEXTS,
  PLAN_MESSAGES,
  PLAN_NAMES,
  planFor,
  type Entitlement,
} from '@app/contract/plans';
import { Link } from 'react-router';
import { LockIcon } from '../icons/plan-icons';
import { memberPaths } from '../../lib/paths';
import styles from './plan-lock.module.css';
import { useMyPlan } from '../../lib/my-plan';

/**
 * Where a feature is a plan's and the member does not hold it: what it would unlock and a way
 * to the plan page, never a button that does nothing (decision 0029). Without the payment
 * provider it says, like the plan page, that subscriptions open soon.
 */
export function PlanLock({ entitlement, title }: { entitlement: Entitlement; title?: string }) {
  const plan = planFor(entitlement);
  const soon = useMyPlan().data?.checkout_available === false;
  const [name, detail] = ENTITLEMENT_TEXTS[entitlement].split(': ');
  return (
    <div className={styles.lock}>
      <LockIcon size={20} />
      <p className={styles.text}>
        <strong>{title ?? name}</strong>
        {detail && <span> · {detail}</span>}
        <span className={styles.plan}>
          Con {PLAN_NAMES[plan]}
          {plan === 'move' ? ' o Premium' : ''}
        </span>
        {soon && <span className={styles.soon}>{PLAN_MESSAGES.checkoutOff}</span>}
      </p>
      <Link className={styles.link} to={`${memberPaths.plans}?para=${entitlement}`}>
        Ver {PLAN_NAMES[plan]}
      </Link>
    </div>
  );
}
