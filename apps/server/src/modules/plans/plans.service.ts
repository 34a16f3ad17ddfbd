import {
  PLAN_IDS,
  PLAN_ENTITLEMENTS,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type Entitlement,
  type MemberPlan,
  type MemberPlanView,
  type PlanGrant,
  type PlanHolder,
  type PlanId,
} from '@app/contract/plans';
import { inZone } from '@app/contract/time-zones';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { pageOf } from '../../lib/page-of.js';
import { personRef } from '../../lib/person-ref.js';
import type { Actor } from '../auth/actor.js';
import type { CoinsService } from '../coins/coins.service.js';
import type { UsersService } from '../users/users.service.js';
import type { PaymentProvider, ProviderSubscription } from './payment-provider.js';
import { mustAllow } from './plan.policy.js';
import {
  planCustomers,
  planGrants,
  planProviderEvents,
  planSubscriptions,
} from './plans.schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The calendar month of the monthly coins. */
const BONUS_ZONE = 'Europe/Madrid';
/**
 * The provider's statuses that still give the plan until the period ends: past_due is the
 * provider retrying a failed renewal (it ends as canceled or unpaid if none succeeds).
 */
const GIVING = ['active', 'trialing', 'past_due'];

type Holding = { plan: PlanId; source: 'subscription' | 'grant'; endsAt: Date; renews: boolean };

export type PaymentsSettings = {
  provider: PaymentProvider;
  prices: Record<PlanId, string>;
};

/** Premium outranks Move; of the same plan, the one lasting longer. */
const better = (a: Holding, b: Holding) =>
  PLAN_IDS.indexOf(a.plan) !== PLAN_IDS.indexOf(b.plan)
    ? PLAN_IDS.indexOf(a.plan) > PLAN_IDS.indexOf(b.plan)
    : a.endsAt > b.endsAt;

/**
 * Move and Premium (decision 0029): a member's plan is the best of their provider
 * subscriptions that still give it and their staff grants under way. Subscriptions follow the
 * provider: each webhook event, verified, makes us fetch the subscription's state now and store
 * it, once per event id.
 */
export function createPlansService(
  db: Db,
  deps: {
    coins: Pick<CoinsService, 'transferIn'>;
    users: Pick<UsersService, 'findById' | 'names'>;
    /** Absent without the provider's keys: checkout is off, grants still work. */
    payments?: PaymentsSettings | undefined;
    /** Where the provider sends members back (the app's plan page). */
    returnUrl: string;
    log?: { warn(obj: object, msg: string): void } | undefined;
    clock?: Clock | undefined;
  },
) {
  const { coins, users, payments, returnUrl, log, clock } = deps;
  const now = () => new Date(nowMs(clock));

  const activeGrants = (at: Date) =>
    and(isNull(planGrants.revokedAt), lte(planGrants.startsAt, at), gt(planGrants.endsAt, at));
  const givingSubscriptions = (at: Date) =>
    and(
      sql`${planSubscriptions.status} in (${sql.join(
        GIVING.map((status) => sql`${status}`),
        sql`, `,
      )})`,
      gt(planSubscriptions.currentPeriodEnd, at),
    );

  /** What gives `userId` a plan at `at`, the best first. */
  async function holdings(userId: number, at: Date): Promise<Holding[]> {
    const [grants, subscriptions] = await Promise.all([
      db
        .select()
        .from(planGrants)
        .where(and(eq(planGrants.userId, userId), activeGrants(at))),
      db
        .select()
        .from(planSubscriptions)
        .where(and(eq(planSubscriptions.userId, userId), givingSubscriptions(at))),
    ]);
    const all: Holding[] = [
      ...grants.map((row) => ({
        plan: row.plan,
        source: 'grant' as const,
        endsAt: row.endsAt,
        renews: false,
      })),
      ...subscriptions.map((row) => ({
        plan: row.plan,
        source: 'subscription' as const,
        endsAt: row.currentPeriodEnd,
        renews: !row.cancelAtPeriodEnd,
      })),
    ];
    return all.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  }

  async function planOf(userId: number): Promise<MemberPlan> {
    return (await holdings(userId, now()))[0]?.plan ?? 'free';
  }

  /** Premium's coins for this month (Madrid's), once: the key is the month's. */
  async function payBonus(userId: number, at: Date) {
    const month = inZone(at, BONUS_ZONE).slice(0, 7);
    await db.transaction((tx) =>
      coins.transferIn(tx, {
        userId,
        amount: PLAN_LIMITS.monthlyCoins,
        reason: 'plan',
        key: `plan-bonus-${month}`,
      }),
    );
  }

  async function bonusIfPremium(userId: number) {
    const at = now();
    if ((await holdings(userId, at))[0]?.plan === 'premium') await payBonus(userId, at);
  }

  const planOfPrice = (priceId: string | null): PlanId | undefined =>
    payments && priceId ? PLAN_IDS.find((plan) => payments.prices[plan] === priceId) : undefined;

  async function customerOf(userId: number): Promise<string | null> {
    const [row] = await db.select().from(planCustomers).where(eq(planCustomers.userId, userId));
    return row?.customerId ?? null;
  }

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

  async function grantViews(rows: (typeof planGrants.$inferSelect)[]): Promise<PlanGrant[]> {
    const names = await users.names(
      rows.flatMap((row) =>
        [row.userId, row.grantedBy, row.revokedBy].filter((id): id is number => id !== null),
      ),
    );
    const ref = (id: number | null) => {
      const user = id === null ? undefined : names.get(id);
      return user ? personRef(user) : null;
    };
    return rows.map((row) => ({
      id: row.id,
      user: ref(row.userId) ?? { id: row.userId, firstname: '', avatarUpdatedAt: null },
      plan: row.plan,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      note: row.note,
      granted_by: ref(row.grantedBy),
      createdAt: row.createdAt.toISOString(),
      revoked_at: row.revokedAt?.toISOString() ?? null,
      revoked_by: ref(row.revokedBy),
      revoke_note: row.revokeNote,
    }));
  }

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
      return {
        plan: best?.plan ?? 'free',
        source: best?.source ?? null,
        ends_at: best?.endsAt.toISOString() ?? null,
        renews: best?.renews ?? false,
        entitlements: best ? [...PLAN_ENTITLEMENTS[best.plan]] : [],
        subscription: subscription
          ? {
              plan: subscription.plan,
              status: subscription.status,
              current_period_end: subscription.currentPeriodEnd.toISOString(),
              cancel_at_period_end: subscription.cancelAtPeriodEnd,
            }
          : null,
        checkout_available: payments !== undefined,
      };
    },

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

    /** A staff grant of a plan from now for `days` days, with why; audited on its row. */
    async grant(
      staff: Actor,
      input: { user_id: number; plan: PlanId; days: number; note: string },
    ): Promise<PlanGrant> {
      if (!(await users.findById(input.user_id))) throw notFound('Ese miembro no existe.');
      const at = now();
      const [row] = await db
        .insert(planGrants)
        .values({
          userId: input.user_id,
          plan: input.plan,
          startsAt: at,
          endsAt: new Date(at.getTime() + input.days * DAY_MS),
          note: input.note,
          grantedBy: staff.userId,
          createdAt: at,
        })
        .returning();
      await bonusIfPremium(input.user_id);
      return (await grantViews([row!]))[0]!;
    },

    /** Ends a grant now, with who and why (409 if it already was). */
    async revoke(staff: Actor, id: number, note: string): Promise<PlanGrant> {
      const at = now();
      const [row] = await db
        .update(planGrants)
        .set({ revokedAt: at, revokedBy: staff.userId, revokeNote: note })
        .where(and(eq(planGrants.id, id), isNull(planGrants.revokedAt)))
        .returning();
      if (!row) {
        const [exists] = await db.select().from(planGrants).where(eq(planGrants.id, id));
        if (!exists) throw notFound();
        throw conflict(PLAN_MESSAGES.grantRevoked);
      }
      return (await grantViews([row]))[0]!;
    },

    /** Every grant (a member's, with `userId`), the latest first: the audit. */
    async grants(userId: number | undefined, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, planGrants, {
        where: userId === undefined ? undefined : eq(planGrants.userId, userId),
        orderBy: [desc(planGrants.id)],
        limit,
        offset,
      });
      return { rows: await grantViews(rows), total };
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
      return {
        rows: rows.flatMap((row) => {
          const user = names.get(row.userId);
          if (!user) return [];
          return [
            {
              user: personRef(user),
              plan: row.plan,
              source: row.source,
              ends_at: new Date(row.endsAt).toISOString(),
              renews: Boolean(row.renews),
            },
          ];
        }),
        total: grantCount + subscriptionCount,
      };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
