import {
  hasEntitlement,
  PLAN_MESSAGES,
  type Entitlement,
  type MemberPlan,
} from '@app/contract/plans';
import { HttpError } from '../../lib/http-errors.js';
import { isStaff, type Actor } from '../auth/actor.js';

/**
 * What each plan unlocks, asked in one place (decision 0029): every feature behind Move or
 * Premium calls `mustAllow` with the member's plan, and the refusal names the plan.
 */
export const allows = (plan: MemberPlan, entitlement: Entitlement): boolean =>
  hasEntitlement(plan, entitlement);

/** 403 naming the plan that includes `entitlement`, unless `plan` does. */
export function mustAllow(plan: MemberPlan, entitlement: Entitlement): void {
  if (allows(plan, entitlement)) return;
  const message = PLAN_MESSAGES.needs[entitlement];
  throw new HttpError(403, message, { plan: [message] });
}

/** General staff see members' plans and grant or revoke them. */
export const canManagePlans = (actor: Actor | null): boolean => isStaff(actor);
