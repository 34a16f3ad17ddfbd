import { PLAN_MESSAGES, type PlanGrant, type PlanId } from '@app/contract/plans';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/http-errors.js';
import { pageOf } from '../../lib/page-of.js';
import type { Actor } from '../auth/actor.js';
import { type PlansContext } from './plans.context.js';
import { planGrants } from './plans.schema.js';
import { grantViews, type GrantRow } from './plans.view.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff grants: a plan given for a while with why, ended early, and the audit of them all. */
export function staffGrants(ctx: PlansContext) {
  const { db, users, now, bonusIfPremium } = ctx;
  const views = (rows: GrantRow[]) => grantViews(users, rows);
  return {
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
      return (await views([row!]))[0]!;
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
      return (await views([row]))[0]!;
    },

    /** Every grant (a member's, with `userId`), the latest first: the audit. */
    async grants(userId: number | undefined, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, planGrants, {
        where: userId === undefined ? undefined : eq(planGrants.userId, userId),
        orderBy: [desc(planGrants.id)],
        limit,
        offset,
      });
      return { rows: await views(rows), total };
    },
  };
}
