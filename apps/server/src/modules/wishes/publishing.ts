import { cellOf } from '@app/contract/geo-cells';
import { PLAN_LIMITS, PLAN_MESSAGES } from '@app/contract/plans';
import { roundedWishPlace, type Wish, type WishWindow } from '@app/contract/wishes';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import { conflict } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import { mustAllow } from '../plans/plan.policy.js';
import { wishExpiry } from './windows.js';
import { type WishesContext, type WishRow } from './wishes.context.js';
import { wishes } from './wishes.schema.js';

const DEFAULT_ZONE = 'Europe/Madrid';
/** Expired wishes are kept this long (answers, a late conversion's 409), then deleted. */
const KEEP_EXPIRED_MS = 24 * 3_600_000;

/**
 * A wish's life: published with a rounded place and an end, withdrawn by its owner, and swept
 * once over; each change tells the viewers of its cell.
 */
export function publishing(ctx: WishesContext) {
  const { db, users, places, concepts, plans, now, active, changed, views, lockMember } = ctx;
  return {
    /** Publishes the member's wish: 409 while another of theirs is active. */
    async create(
      actor: Actor,
      input: {
        text: string;
        window: WishWindow;
        type?: number | null | undefined;
        discipline?: number | null | undefined;
        lat: number;
        lon: number;
      },
    ): Promise<Wish> {
      if (input.type) await concepts.checkOptions('activity_types', [input.type], 'type');
      if (input.discipline) {
        await concepts.checkOptions('disciplines', [input.discipline], 'discipline');
      }
      const at = now();
      const user = await users.findById(actor.userId);
      const city = user?.cityId ? (await places.cities([user.cityId])).get(user.cityId) : undefined;
      // The exact position goes no further than this line.
      const place = roundedWishPlace(input.lat, input.lon);
      // One active wish; Premium's three (decision 0029).
      const plan = await plans.planOf(actor.userId);
      const row = await db.transaction(async (tx) => {
        await lockMember(tx, actor.userId);
        const [counted] = await tx
          .select({ n: count() })
          .from(wishes)
          .where(and(eq(wishes.userId, actor.userId), active(at)));
        const published = counted?.n ?? 0;
        if (published >= PLAN_LIMITS.wishes) mustAllow(plan, 'more_wishes');
        if (published >= PLAN_LIMITS.wishesWithPlan) throw conflict(PLAN_MESSAGES.wishesFull);
        const [inserted] = await tx
          .insert(wishes)
          .values({
            userId: actor.userId,
            text: input.text,
            typeOptionId: input.type ?? null,
            disciplineOptionId: input.discipline ?? null,
            window: input.window,
            lat: place.lat,
            lon: place.lon,
            cell: cellOf(place.lat, place.lon),
            expiresAt: wishExpiry(input.window, at, city?.timezone ?? DEFAULT_ZONE),
            createdAt: at,
          })
          .returning();
        return inserted!;
      });
      await changed(row.cell);
      return (await views([row], actor.userId))[0]!;
    },

    /** Withdraws a wish (its owner: wish.policy). */
    async remove(existing: WishRow): Promise<void> {
      await db.delete(wishes).where(eq(wishes.id, existing.id));
      await changed(existing.cell);
    },

    /**
     * Tells the viewers of the cells whose wishes ended in (since, until] that they changed,
     * and deletes wishes over for more than a day. Answers the next `since`.
     */
    async sweep(since: Date): Promise<Date> {
      const until = now();
      const ended = await db
        .selectDistinct({ cell: wishes.cell })
        .from(wishes)
        .where(and(gt(wishes.expiresAt, since), lte(wishes.expiresAt, until)));
      if (ended.length > 0) await changed(...ended.map((row) => row.cell));
      await db
        .delete(wishes)
        .where(lte(wishes.expiresAt, new Date(until.getTime() - KEEP_EXPIRED_MS)));
      return until;
    },
  };
}
