import { PLAN_IDS, PLAN_MESSAGES, type PlanId } from '@app/contract/plans';
import { eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { ProviderSubscription } from './payment-provider.js';
import { type PlansContext } from './plans.context.js';
import { planCustomers, planProviderEvents, planSubscriptions } from './plans.schema.js';

/**
 * The provider's webhook: each event, verified, makes us fetch its subscription's state now
 * and store it, once per event id; a member who becomes Premium gets this month's coins.
 */
export function providerWebhook(ctx: PlansContext) {
  const { db, users, payments, log, now, bonusIfPremium } = ctx;

  const planOfPrice = (priceId: string | null): PlanId | undefined =>
    payments && priceId ? PLAN_IDS.find((plan) => payments.prices[plan] === priceId) : undefined;

  async function userOfCustomer(customerId: string): Promise<number | null> {
    const [row] = await db
      .select()
      .from(planCustomers)
      .where(eq(planCustomers.customerId, customerId));
    return row?.userId ?? null;
  }

  /**
   * Stores the provider's state of a subscription with its event's id, once (a replay finds
   * the id and changes nothing). Answers the member it is about, when it is one of ours.
   */
  async function apply(
    event: { id: string; type: string },
    state: ProviderSubscription | null,
    link: { userId: number; customerId: string } | null,
  ): Promise<number | null> {
    // Whose it is, read before the transaction (PGlite has one connection).
    const claimed =
      link?.userId ?? state?.userId ?? (state ? await userOfCustomer(state.customerId) : null);
    const userId = claimed !== null && (await users.findById(claimed)) ? claimed : null;
    const plan = state ? planOfPrice(state.priceId) : undefined;
    if (state && (!plan || userId === null)) {
      log?.warn({ subscription: state.id, price: state.priceId }, 'a subscription not ours');
    }
    return db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(planProviderEvents)
        .values({ id: event.id, type: event.type, receivedAt: now() })
        .onConflictDoNothing()
        .returning();
      // A subscription we hold stays its member's: an event naming someone else (a checkout
      // session of another member's, say) moves neither it nor its customer.
      const [stored] = state
        ? await tx
            .select({ userId: planSubscriptions.userId })
            .from(planSubscriptions)
            .where(eq(planSubscriptions.providerId, state.id))
        : [];
      if (stored && stored.userId !== userId) {
        log?.warn({ subscription: state?.id, event: event.id }, 'an event naming another member');
      }
      const owner = stored?.userId ?? userId;
      if (!fresh || owner === null) return null;
      if (link && link.userId === owner) {
        // A customer belongs to one member: the latest checkout's word wins.
        await tx.delete(planCustomers).where(eq(planCustomers.customerId, link.customerId));
        await tx
          .insert(planCustomers)
          .values({ userId: owner, customerId: link.customerId })
          .onConflictDoUpdate({
            target: planCustomers.userId,
            set: { customerId: link.customerId },
          });
      }
      if (!state || !plan) return owner;
      const values = {
        providerId: state.id,
        userId: owner,
        customerId: state.customerId,
        plan,
        status: state.status,
        currentPeriodEnd: state.currentPeriodEnd,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        updatedAt: now(),
      };
      await tx
        .insert(planSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: planSubscriptions.providerId, set: values });
      return owner;
    });
  }

  // Events of one subscription are handled one after another on this node, so a state
  // fetched earlier is never written over one fetched later.
  const queues = new Map<string, Promise<unknown>>();
  function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  }

  return {
    /** Whether the provider's webhook is served (with its keys only). */
    webhookOn: payments !== undefined,

    /**
     * A webhook delivery: verified with the signing secret (throws otherwise), then, for an
     * event about a subscription, its state fetched from the provider and stored with the
     * event's id, once. Answers whether it changed anything.
     */
    async receive(payload: Buffer, signature: string): Promise<{ duplicate: boolean }> {
      if (!payments) throw notFound();
      const event = payments.provider.verify(payload, signature);
      const [seen] = await db
        .select({ id: planProviderEvents.id })
        .from(planProviderEvents)
        .where(eq(planProviderEvents.id, event.id));
      if (seen) return { duplicate: true };
      const link =
        event.userId !== null && event.customerId !== null
          ? { userId: event.userId, customerId: event.customerId }
          : null;
      const userId = await inTurn(event.subscriptionId ?? event.id, async () => {
        // The provider unreachable: no answer of ours is stored, and its retries come back.
        const state = event.subscriptionId
          ? await payments.provider.subscription(event.subscriptionId).catch((error: unknown) => {
              log?.warn({ err: error, event: event.id }, 'reading a subscription failed');
              throw new HttpError(503, PLAN_MESSAGES.providerDown, undefined, {
                'retry-after': '60',
              });
            })
          : null;
        return apply(event, state, link);
      });
      if (userId !== null) await bonusIfPremium(userId);
      return { duplicate: false };
    },
  };
}
