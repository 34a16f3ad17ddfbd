import type {
  MemberPlanView,
  PlanGrant,
  PlanGrantList,
  PlanHolderList,
  PlanId,
} from '@app/contract/plans';
import type { MemberStats } from '@app/contract/stats';
import type { Client } from '../client.js';
import type { CallOptions } from './call-options.js';

type PageQuery = { page?: number; pageSize?: number };

/**
 * `GET /plan`: the member's plan (Move, Premium or none), where it comes from, until when, and
 * whether checkout is available.
 * @example const { plan, entitlements } = await getMyPlan(client);
 */
export function getMyPlan(client: Client, options: CallOptions = {}): Promise<MemberPlanView> {
  return client.request({ method: 'GET', path: '/plan', ...options });
}

/**
 * `POST /plan/checkout`: the payment provider's page to subscribe to a monthly plan; send the
 * member there. 409 when checkout is off or they already subscribe.
 * @example location.assign((await startPlanCheckout(client, 'move')).url);
 */
export function startPlanCheckout(
  client: Client,
  plan: PlanId,
  options: CallOptions = {},
): Promise<{ url: string }> {
  return client.request({ method: 'POST', path: '/plan/checkout', body: { plan }, ...options });
}

/**
 * `POST /plan/portal`: the provider's page to cancel (at the period's end), change the card
 * or read invoices.
 * @example location.assign((await openPlanPortal(client)).url);
 */
export function openPlanPortal(
  client: Client,
  options: CallOptions = {},
): Promise<{ url: string }> {
  return client.request({ method: 'POST', path: '/plan/portal', ...options });
}

/**
 * `GET /stats` (Move and Premium): activities, minutes, kcal, disciplines and ranking by month.
 * @example const { months, totals } = await getMyStats(client, { months: 6 });
 */
export function getMyStats(
  client: Client,
  query: { months?: number } = {},
  options: CallOptions = {},
): Promise<MemberStats> {
  return client.request({ method: 'GET', path: '/stats', query, ...options });
}

/**
 * `GET /admin/plans` (staff): members holding a plan now, by subscription or grant.
 * @example const { data } = await listPlanHolders(client);
 */
export function listPlanHolders(
  client: Client,
  query: PageQuery = {},
  options: CallOptions = {},
): Promise<PlanHolderList> {
  return client.request({ method: 'GET', path: '/admin/plans', query, ...options });
}

/**
 * `GET /admin/plan-grants` (staff): the grants, the latest first (one member's with `user`).
 * @example const { data } = await listPlanGrants(client, { user: 42 });
 */
export function listPlanGrants(
  client: Client,
  query: PageQuery & { user?: number } = {},
  options: CallOptions = {},
): Promise<PlanGrantList> {
  return client.request({ method: 'GET', path: '/admin/plan-grants', query, ...options });
}

/**
 * `POST /admin/plan-grants` (staff): gives a member a plan from now for `days` days, with why.
 * @example await grantPlan(client, { user_id: 42, plan: 'move', days: 30, note: 'Sorteo' });
 */
export function grantPlan(
  client: Client,
  grant: { user_id: number; plan: PlanId; days: number; note: string },
  options: CallOptions = {},
): Promise<PlanGrant> {
  return client.request({ method: 'POST', path: '/admin/plan-grants', body: grant, ...options });
}

/**
 * `POST /admin/plan-grants/{id}/revoke` (staff): ends a grant now, with why.
 * @example await revokePlanGrant(client, 7, 'Concedido por error');
 */
export function revokePlanGrant(
  client: Client,
  grantId: number,
  note: string,
  options: CallOptions = {},
): Promise<PlanGrant> {
  return client.request({
    method: 'POST',
    path: `/admin/plan-grants/${grantId}/revoke`,
    body: { note },
    ...options,
  });
}
