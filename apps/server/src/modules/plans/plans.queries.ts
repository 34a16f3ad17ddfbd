import type { Entitlement, MemberPlanView, PlanHolder } from '@app/contract/plans';
import { desc, eq, sql } from 'drizzle-orm';
import { mustAllow } from './plan.policy.js';
import { type PlansContext } from './plans.context.js';
import { planGrants, planSubscriptions } from './plans.schema.js';
import { holderViews, memberPlanView } from './plans.view.js';

/**
 * Reading plans: a member's plan and what it allows (what other modules ask), `GET /plan`,
 * and the staff's list of who holds one.
 */
export function planQueries(ctx: PlansContext) {
  const { db, users, payments, now, activeGrants, givingSubscriptions, holdings, planOf } = ctx;
  return {
    planOf,

    /** 403 naming the plan, unless `userId`'s plan includes `entitlement`. */
    async mustAllow(userId: number, entitlement: Entitlement): Promise<void> {
      mustAllow(await planOf(userId), entitlement);
    },

    /** `GET /plan`. */
    async view(userId: number): Promise<MemberPlanView> {
      const at = now();
      const [best] = await holdings(userId, at);
      const [subscription] = await db
        .select()
        .from(planSubscriptions)
        .where(eq(planSubscriptions.userId, userId))
        .orderBy(desc(planSubscriptions.currentPeriodEnd))
        .limit(1);
      return memberPlanView(best, subscription, payments !== undefined);
    },

    /** Members holding a plan now, by source, the soonest to end first. */
    async holders(limit: number, offset: number): Promise<{ rows: PlanHolder[]; total: number }> {
      const at = now();
      const grants = db
        .select({
          userId: planGrants.userId,
          plan: planGrants.plan,
          source: sql<'grant' | 'subscription'>`'grant'`.as('source'),
          endsAt: planGrants.endsAt,
          renews: sql<boolean>`false`.as('renews'),
        })
        .from(planGrants)
        .where(activeGrants(at));
      const subscriptions = db
        .select({
          userId: planSubscriptions.userId,
          plan: planSubscriptions.plan,
          source: sql<'grant' | 'subscription'>`'subscription'`.as('source'),
          endsAt: planSubscriptions.currentPeriodEnd,
          renews: sql<boolean>`not ${planSubscriptions.cancelAtPeriodEnd}`.as('renews'),
        })
        .from(planSubscriptions)
        .where(givingSubscriptions(at));
      const [rows, grantCount, subscriptionCount] = await Promise.all([
        grants
          .unionAll(subscriptions)
          .orderBy(sql`ends_at`, sql`user_id`)
          .limit(limit)
          .offset(offset),
        db.$count(planGrants, activeGrants(at)),
        db.$count(planSubscriptions, givingSubscriptions(at)),
      ]);
      const names = await users.names(rows.map((row) => row.userId));
      return { rows: holderViews(rows, names), total: grantCount + subscriptionCount };
    },
  };
}
