import { and, eq } from 'drizzle-orm';
import { type PlansContext } from './plans.context.js';
import { planGrants, planSubscriptions } from './plans.schema.js';

/** Premium's monthly coins, paid to every Premium member once a month. */
export function monthlyBonus(ctx: PlansContext) {
  const { db, now, activeGrants, givingSubscriptions, payBonus } = ctx;
  return {
    /** Premium's coins of this month to every Premium member who has not had them. */
    async payBonuses(): Promise<number> {
      const at = now();
      const [granted, subscribed] = await Promise.all([
        db
          .selectDistinct({ userId: planGrants.userId })
          .from(planGrants)
          .where(and(eq(planGrants.plan, 'premium'), activeGrants(at))),
        db
          .selectDistinct({ userId: planSubscriptions.userId })
          .from(planSubscriptions)
          .where(and(eq(planSubscriptions.plan, 'premium'), givingSubscriptions(at))),
      ]);
      const ids = new Set([...granted, ...subscribed].map((row) => row.userId));
      for (const userId of ids) await payBonus(userId, at);
      return ids.size;
    },
  };
}
