import { PLAN_IDS, PLAN_LIMITS, type MemberPlan, type PlanId } from '@app/contract/plans';
import { inZone } from '@app/contract/time-zones';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { slot } from '../../lib/prepared.js';
import type { CoinsService } from '../coins/coins.service.js';
import type { UsersService } from '../users/users.service.js';
import type { PaymentProvider } from './payment-provider.js';
import { planGrants, planSubscriptions } from './plans.schema.js';
import { type Holding } from './plans.view.js';

/** The calendar month of the monthly coins. */
const BONUS_ZONE = 'Europe/Madrid';
/**
 * The provider's statuses that still give the plan until the period ends: past_due is the
 * provider retrying a failed renewal (it ends as canceled or unpaid if none succeeds).
 */
const GIVING = ['active', 'trialing', 'past_due'];

export type PaymentsSettings = {
  provider: PaymentProvider;
  prices: Record<PlanId, string>;
};

export type PlansDependencies = {
  coins: Pick<CoinsService, 'transferIn'>;
  users: Pick<UsersService, 'findById' | 'names'>;
  /** Absent without the provider's keys: checkout is off, grants still work. */
  payments?: PaymentsSettings | undefined;
  /** Where the provider sends members back (the app's plan page). */
  returnUrl: string;
  log?: { warn(obj: object, msg: string): void } | undefined;
  clock?: Clock | undefined;
};

/** Premium outranks Move; of the same plan, the one lasting longer. */
const better = (a: Holding, b: Holding) =>
  PLAN_IDS.indexOf(a.plan) !== PLAN_IDS.indexOf(b.plan)
    ? PLAN_IDS.indexOf(a.plan) > PLAN_IDS.indexOf(b.plan)
    : a.endsAt > b.endsAt;

/**
 * What every use case of plans shares (decision 0029): the dependencies, the clock, which
 * grants and subscriptions give a plan now, a member's holdings and plan, and Premium's
 * monthly coins.
 */
export function plansContext(db: Db, deps: PlansDependencies) {
  const { coins, clock } = deps;
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

  // Built and prepared once (decision 0055): every check of a plan starts here.
  const placeholderAt = slot<Date>('at');
  const holdingsOf = unionAll(
    db
      .select({
        plan: planGrants.plan,
        source: sql<Holding['source']>`'grant'`.as('source'),
        endsAt: planGrants.endsAt,
        renews: sql<boolean>`false`.as('renews'),
      })
      .from(planGrants)
      .where(and(eq(planGrants.userId, sql.placeholder('userId')), activeGrants(placeholderAt))),
    db
      .select({
        plan: planSubscriptions.plan,
        source: sql<Holding['source']>`'subscription'`.as('source'),
        endsAt: planSubscriptions.currentPeriodEnd,
        renews: sql<boolean>`not ${planSubscriptions.cancelAtPeriodEnd}`.as('renews'),
      })
      .from(planSubscriptions)
      .where(
        and(
          eq(planSubscriptions.userId, sql.placeholder('userId')),
          givingSubscriptions(placeholderAt),
        ),
      ),
  ).prepare('plan_holdings');

  /**
   * What gives `userId` a plan at `at`, the best first: grants and subscriptions in one
   * statement, as every check of a plan (the deck, a swipe, the store) starts here.
   */
  async function holdings(userId: number, at: Date): Promise<Holding[]> {
    const all: Holding[] = (await holdingsOf.execute({ userId, at })).map((row) => ({
      plan: row.plan,
      source: row.source,
      endsAt: row.endsAt,
      renews: row.renews,
    }));
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

  return {
    db,
    ...deps,
    now,
    activeGrants,
    givingSubscriptions,
    holdings,
    planOf,
    payBonus,
    bonusIfPremium,
  };
}

export type PlansContext = ReturnType<typeof plansContext>;
