import { PLAN_MESSAGES, type PlanId } from '@app/contract/plans';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, HttpError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import { type PlansContext } from './plans.context.js';
import { planCustomers, planSubscriptions } from './plans.schema.js';

/**
 * A member's subscription at the provider: subscribing through its checkout, managing it in its
 * portal, and every one that could still charge cancelled before the account is erased.
 */
export function subscribing(ctx: PlansContext) {
  const { db, users, payments, returnUrl, log, now, givingSubscriptions } = ctx;

  async function customerOf(userId: number): Promise<string | null> {
    const [row] = await db.select().from(planCustomers).where(eq(planCustomers.userId, userId));
    return row?.customerId ?? null;
  }

  return {
    /** The provider's checkout page for a monthly plan. */
    async checkout(actor: Actor, plan: PlanId): Promise<string> {
      if (!payments) throw conflict(PLAN_MESSAGES.checkoutOff);
      const at = now();
      const subscribed = await db
        .select({ id: planSubscriptions.providerId })
        .from(planSubscriptions)
        .where(and(eq(planSubscriptions.userId, actor.userId), givingSubscriptions(at)));
      if (subscribed.length > 0) throw conflict(PLAN_MESSAGES.alreadySubscribed);
      const user = await users.findById(actor.userId);
      return payments.provider.checkout({
        userId: actor.userId,
        customerId: await customerOf(actor.userId),
        email: user?.email ?? null,
        priceId: payments.prices[plan],
        successUrl: `${returnUrl}?pago=hecho`,
        cancelUrl: `${returnUrl}?pago=cancelado`,
      });
    },

    /** The provider's customer portal: cancel (at the period's end), change card, invoices. */
    async portal(actor: Actor): Promise<string> {
      if (!payments) throw conflict(PLAN_MESSAGES.checkoutOff);
      const customerId = await customerOf(actor.userId);
      if (!customerId) throw conflict(PLAN_MESSAGES.noSubscription);
      return payments.provider.portal(customerId, returnUrl);
    },

    /**
     * Before an account is erased: every subscription of the member that could still charge
     * is cancelled at the provider, so no one pays for an account that is gone. The provider
     * unreachable is a 503 and the account stays (the member tries again); without the
     * provider's keys nothing can be cancelled here, which the log says for the operator.
     */
    async endSubscriptionsOf(userId: number): Promise<void> {
      const open = await db
        .select({ id: planSubscriptions.providerId })
        .from(planSubscriptions)
        .where(
          and(
            eq(planSubscriptions.userId, userId),
            sql`${planSubscriptions.status} not in ('canceled', 'incomplete_expired')`,
          ),
        );
      if (open.length === 0) return;
      if (!payments) {
        log?.warn(
          { user: userId, subscriptions: open.map((row) => row.id) },
          'an erased account had subscriptions, and no payment provider is configured to cancel them',
        );
        return;
      }
      for (const { id } of open) {
        await payments.provider.cancel(id).catch((error: unknown) => {
          log?.warn({ err: error, subscription: id }, 'cancelling a subscription failed');
          throw new HttpError(503, PLAN_MESSAGES.cancelBeforeErasing, undefined, {
            'retry-after': '60',
          });
        });
      }
    },
  };
}
