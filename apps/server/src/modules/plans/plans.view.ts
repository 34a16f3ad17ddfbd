import {
  PLAN_ENTITLEMENTS,
  type MemberPlanView,
  type PlanGrant,
  type PlanHolder,
  type PlanId,
} from '@app/contract/plans';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';
import type { planGrants, planSubscriptions } from './plans.schema.js';

export type GrantRow = typeof planGrants.$inferSelect;
export type SubscriptionRow = typeof planSubscriptions.$inferSelect;

/** What gives a member a plan: a provider subscription or a staff grant, until when. */
export type Holding = {
  plan: PlanId;
  source: 'subscription' | 'grant';
  endsAt: Date;
  renews: boolean;
};

/** `GET /plan`: the best holding, the latest subscription, and whether checkout is on. */
export function memberPlanView(
  best: Holding | undefined,
  subscription: SubscriptionRow | undefined,
  checkoutAvailable: boolean,
): MemberPlanView {
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
    checkout_available: checkoutAvailable,
  };
}

/** The staff's view of these grants, in the order given, naming who got, gave and ended each. */
export async function grantViews(
  users: Pick<UsersService, 'names'>,
  rows: GrantRow[],
): Promise<PlanGrant[]> {
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

/** Holders as the staff's list shows them, in the order given; a member who is gone is left out. */
export function holderViews(
  rows: Array<{
    userId: number;
    plan: PlanId;
    source: 'grant' | 'subscription';
    endsAt: Date;
    renews: boolean;
  }>,
  names: Awaited<ReturnType<UsersService['names']>>,
): PlanHolder[] {
  return rows.flatMap((row) => {
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
  });
}
