import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import {
  roundedWishPlace,
  WISH_LIMITS,
  WISHES_CHANGED_EVENT,
  wishCellChannel,
  type ConvertedWish,
  type OwnWish,
  type Wish,
  type WishArea,
  type WishAreaQuery,
  type WishWindow,
} from '@app/contract/wishes';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService, ActivityInput } from '../activities/activities.service.js';
import { boxRanges, cellOf } from '@app/contract/geo-cells';
import type { Actor } from '../auth/actor.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { UsersService } from '../users/users.service.js';
import { mustAllow } from '../plans/plan.policy.js';
import type { PlansService } from '../plans/plans.service.js';
import { PLAN_LIMITS, PLAN_MESSAGES } from '@app/contract/plans';
import { wishAnswers, wishes, wishStates } from './wishes.schema.js';
import { wishExpiry } from './windows.js';
import { personRef } from '../../lib/person-ref.js';

const DEFAULT_ZONE = 'Europe/Madrid';
/** At most this many wishes in one area answer. */
const AREA_WISHES_MAX = 300;
/** Expired wishes are kept this long (answers, a late conversion's 409), then deleted. */
const KEEP_EXPIRED_MS = 24 * 3_600_000;

export type WishRow = typeof wishes.$inferSelect;

export type WishesDependencies = {
  publisher: Pick<Publisher, 'afterCommit' | 'toPublic'>;
  users: Pick<UsersService, 'findById' | 'publicViews' | 'names'>;
  places: Pick<PlacesService, 'cities'>;
  concepts: Pick<ConceptsService, 'checkOptions' | 'options' | 'optionsOf'>;
  activities: Pick<ActivitiesService, 'check' | 'insertIn' | 'viewsOf' | 'seesGroupPlan'>;
  petitions: Pick<PetitionsService, 'admit' | 'view'>;
  /** A blocked pair never see each other's wishes (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith' | 'guardPairsIn' | 'lockPairsIn' | 'among'>;
  /** The notifications centre: the wisher hears of answers, answerers of their places. */
  notices: Pick<NotificationCentre, 'addIn'>;
  /** Premium's three wishes (decision 0029). */
  plans: Pick<PlansService, 'planOf'>;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

/** The square side of a cluster at a zoom: a quarter of a map tile's width, in degrees. */
export const clusterDegrees = (zoom: number) => 90 / 2 ** zoom;

/**
 * The map of wishes (decision 0021): publishing with a rounded place and an end, the area's
 * wishes or clusters, answering, withdrawing, and turning a wish into an activity whose places
 * go to those who answered. Every change tells the viewers of its cell that it changed.
 */
export function createWishesService(db: Db, deps: WishesDependencies) {
  const {
    publisher,
    users,
    places,
    concepts,
    activities,
    petitions,
    blocks,
    notices,
    plans,
    clock,
  } = deps;
  const now = () => new Date(nowMs(clock));
  const active = (at: Date) => gt(wishes.expiresAt, at);

  /**
   * Tells the viewers of these cells that their wishes changed (after the commit): `{cell}` on
   * each cell's own channel, the one shape every listener reads.
   */
  const changed = async (...cells: number[]) => {
    for (const cell of new Set(cells)) {
      await publisher.toPublic([wishCellChannel(cell)], WISHES_CHANGED_EVENT, { cell });
    }
  };

  async function views(rows: WishRow[], viewerId: number): Promise<Wish[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const optionIds = rows.flatMap((row) =>
      [row.typeOptionId, row.disciplineOptionId].filter((id): id is number => id !== null),
    );
    const [options, owners, counts, mine] = await Promise.all([
      concepts.options(optionIds),
      users.names(rows.map((row) => row.userId)),
      db
        .select({ wishId: wishAnswers.wishId, n: sql<number>`count(*)::int` })
        .from(wishAnswers)
        .where(inArray(wishAnswers.wishId, ids))
        .groupBy(wishAnswers.wishId),
      db
        .select({ wishId: wishAnswers.wishId })
        .from(wishAnswers)
        .where(and(inArray(wishAnswers.wishId, ids), eq(wishAnswers.userId, viewerId))),
    ]);
    const countOf = new Map(counts.map((row) => [row.wishId, row.n]));
    const answered = new Set(mine.map((row) => row.wishId));
    const option = (id: number | null) => {
      const found = id === null ? undefined : options.get(id);
      return found ? { id: found.id, tag: found.tag, name: found.name } : null;
    };
    return rows.flatMap((row) => {
      const owner = owners.get(row.userId);
      if (!owner) return [];
      const user = personRef(owner);
      return [
        {
          id: row.id,
          text: row.text,
          type: option(row.typeOptionId),
          discipline: option(row.disciplineOptionId),
          window: row.window,
          expiresAt: row.expiresAt.toISOString(),
          // The stored centre of the ~500 m square: the only place a wish has.
          location: { lat: row.lat, lon: row.lon },
          user,
          answers: countOf.get(row.id) ?? 0,
          answered: answered.has(row.id),
          mine: row.userId === viewerId,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  /** The wish, active or not, or 404. */
  async function get(id: number): Promise<WishRow> {
    const [row] = await db.select().from(wishes).where(eq(wishes.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** The member's active wish, if any (inside `tx` when given). */
  async function activeOf(userId: number, at: Date, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(wishes)
      .where(and(eq(wishes.userId, userId), active(at)))
      .orderBy(desc(wishes.createdAt))
      .limit(1);
    return row;
  }

  /** Takes the member's wish lock inside `tx` (the row is made on first use). */
  async function lockMember(tx: Db, userId: number) {
    await tx
      .insert(wishStates)
      .values({ userId })
      .onConflictDoUpdate({ target: wishStates.userId, set: { userId } });
  }

  /** The bounding box as SQL over the wishes' cells and places. */
  function inBox({ south, west, north, east }: WishAreaQuery): SQL {
    const lon =
      west <= east
        ? between(wishes.lon, west, east)
        : or(gt(wishes.lon, west), lte(wishes.lon, east))!;
    const box = and(between(wishes.lat, south, north), lon)!;
    const ranges = boxRanges(south, west, north, east);
    if (!ranges) return box;
    const cells = ranges.map(([from, to]) =>
      from === to ? eq(wishes.cell, from) : between(wishes.cell, from, to),
    );
    return and(cells.length === 1 ? cells[0]! : or(...cells)!, box)!;
  }

  return {
    get,

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

    /** The active wishes of a box from zoom 11 up; below, clusters of them. */
    async area(actor: Actor, query: WishAreaQuery): Promise<WishArea> {
      const at = now();
      const where = and(
        active(at),
        inBox(query),
        blocks.notBlockedWith(actor.userId, wishes.userId),
      );
      if (query.zoom >= WISH_LIMITS.wishesFromZoom) {
        const rows = await db
          .select()
          .from(wishes)
          .where(where)
          .orderBy(desc(wishes.createdAt), asc(wishes.id))
          .limit(AREA_WISHES_MAX);
        return { wishes: await views(rows, actor.userId), clusters: [] };
      }
      const size = clusterDegrees(query.zoom);
      const rows = await db
        .select({
          lat: sql<number>`avg(${wishes.lat})::float8`,
          lon: sql<number>`avg(${wishes.lon})::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(wishes)
        .where(where)
        .groupBy(
          sql`floor(${wishes.lat} / ${size}::float8)`,
          sql`floor(${wishes.lon} / ${size}::float8)`,
        );
      return {
        wishes: [],
        clusters: rows.map((row) => ({
          lat: Number(row.lat.toFixed(5)),
          lon: Number(row.lon.toFixed(5)),
          count: row.count,
        })),
      };
    },

    /** The member's active wish and who answered it, oldest first. */
    async mine(actor: Actor): Promise<OwnWish> {
      const row = await activeOf(actor.userId, now());
      if (!row) return { wish: null, answers: [] };
      const answers = await db
        .select()
        .from(wishAnswers)
        .where(eq(wishAnswers.wishId, row.id))
        .orderBy(asc(wishAnswers.createdAt), asc(wishAnswers.userId));
      const people = await users.publicViews(answers.map((answer) => answer.userId));
      return {
        wish: (await views([row], actor.userId))[0] ?? null,
        answers: answers.flatMap((answer) => {
          const user = people.get(answer.userId);
          return user ? [{ user, createdAt: answer.createdAt.toISOString() }] : [];
        }),
      };
    },

    /** Withdraws a wish (its owner: wish.policy). */
    async remove(existing: WishRow): Promise<void> {
      await db.delete(wishes).where(eq(wishes.id, existing.id));
      await changed(existing.cell);
    },

    /** "¡Me apunto!": 422 on one's own, 409 once over or already answered. */
    async answer(actor: Actor, existing: WishRow): Promise<Wish> {
      if (existing.userId === actor.userId) {
        throw validationError({ wish: ['No puedes apuntarte a tu propio deseo.'] });
      }
      const at = now();
      if (existing.expiresAt.getTime() <= at.getTime()) {
        throw conflict('Este deseo ya ha terminado.');
      }
      // Read before the transaction, which holds PGlite's one connection.
      const [answerer] = (await users.names([actor.userId])).values();
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // A block racing this takes turns with it (decision 0030).
          await blocks.guardPairsIn(tx, actor.userId, [existing.userId]);
          const [inserted] = await tx
            .insert(wishAnswers)
            .values({ wishId: existing.id, userId: actor.userId, createdAt: at })
            .onConflictDoNothing()
            .returning();
          if (!inserted) throw conflict('Ya te has apuntado a este deseo.');
          await notices.addIn(tx, emit, [
            {
              userId: existing.userId,
              kind: 'wish_answer',
              actorId: actor.userId,
              text: existing.text,
            },
          ]);
          // Live, and as a push for a wisher with no app open (decision 0026).
          if (answerer) {
            emit('wish-answer', [existing.userId], {
              wish: { id: existing.id, text: existing.text },
              user: personRef(answerer),
            });
          }
        }),
      );
      await changed(existing.cell);
      return (await views([existing], actor.userId))[0]!;
    },

    /** Whether one of the pair answered a wish of the other (they may then talk: 0026). */
    async answeredBetween(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(wishAnswers)
        .innerJoin(wishes, eq(wishes.id, wishAnswers.wishId))
        .where(
          or(
            and(eq(wishes.userId, a), eq(wishAnswers.userId, b)),
            and(eq(wishes.userId, b), eq(wishAnswers.userId, a)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Inside `tx`: the answers `answererId` gave to the wishes of `wisherId` go. */
    async removeAnswersIn(tx: Db, answererId: number, wisherId: number): Promise<void> {
      await tx
        .delete(wishAnswers)
        .where(
          and(
            eq(wishAnswers.userId, answererId),
            inArray(
              wishAnswers.wishId,
              db.select({ id: wishes.id }).from(wishes).where(eq(wishes.userId, wisherId)),
            ),
          ),
        );
    },

    /** Takes an answer back while the wish is on. */
    async unanswer(actor: Actor, existing: WishRow): Promise<Wish> {
      const removed = await db
        .delete(wishAnswers)
        .where(and(eq(wishAnswers.wishId, existing.id), eq(wishAnswers.userId, actor.userId)))
        .returning();
      if (removed.length === 0) throw notFound('No te habías apuntado a este deseo.');
      await changed(existing.cell);
      return (await views([existing], actor.userId))[0]!;
    },

    /**
     * Turns the wisher's active wish into an activity (the usual form and rules) and, in the
     * same transaction, gives its places to those who answered, oldest first; each hears it
     * as an accepted request. The wish is over.
     */
    async convert(actor: Actor, existing: WishRow, input: ActivityInput): Promise<ConvertedWish> {
      const at = now();
      if (existing.expiresAt.getTime() <= at.getTime() || existing.activityId !== null) {
        throw conflict('Este deseo ya ha terminado.');
      }
      // Checked before the transaction: the checks read through other connections (one only,
      // on PGlite, which the transaction holds).
      await activities.check(input, actor.userId);
      // A group's plan gives places to its members alone (the group rule, decision 0026): who
      // may take one is asked now, outside the transaction that holds PGlite's one connection.
      const plan = { groupId: input.group ?? null, hostId: actor.userId };
      const eligible = new Set<number>();
      for (const { userId } of await db
        .select({ userId: wishAnswers.userId })
        .from(wishAnswers)
        .where(eq(wishAnswers.wishId, existing.id))) {
        if (await activities.seesGroupPlan(plan, userId)) eligible.add(userId);
      }
      const matchType = (await concepts.optionsOf('petitions_types')).find(
        (option) => option.tag === PETITION_MATCH_TAG,
      );
      if (!matchType) throw new Error(`the option ${PETITION_MATCH_TAG} is missing`);
      const result = await publisher.afterCommit(async (emit) => {
        const done = await db.transaction(async (tx) => {
          // Each answerer's place joins them to the wisher: their pairs' turn first, before
          // the wish's row (an answer takes the pair, then the row), so a block racing this
          // waits and then ends the place, or went first and took the answer (decision 0030).
          const candidates = (
            await tx
              .select({ userId: wishAnswers.userId })
              .from(wishAnswers)
              .where(eq(wishAnswers.wishId, existing.id))
          ).map((answer) => answer.userId);
          await blocks.lockPairsIn(tx, actor.userId, candidates);
          // The wish's row, locked: a second conversion or a withdrawal waits, then sees it.
          const [locked] = await tx
            .select()
            .from(wishes)
            .where(eq(wishes.id, existing.id))
            .for('update');
          if (!locked || locked.activityId !== null || locked.expiresAt.getTime() <= at.getTime()) {
            throw conflict('Este deseo ya ha terminado.');
          }
          const activity = await activities.insertIn(tx, actor.userId, input);
          // Read again under the locks: only the pairs taken, none blocked by now.
          const answerers = await tx
            .select({ userId: wishAnswers.userId })
            .from(wishAnswers)
            .where(
              and(
                eq(wishAnswers.wishId, existing.id),
                inArray(
                  wishAnswers.userId,
                  candidates.filter((id) => eligible.has(id)),
                ),
              ),
            )
            .orderBy(asc(wishAnswers.createdAt), asc(wishAnswers.userId));
          const blocked = await blocks.among(actor.userId, candidates, tx);
          const admitted = await petitions.admit(
            tx,
            activity.id,
            answerers.map((answer) => answer.userId).filter((id) => !blocked.has(id)),
            matchType.id,
          );
          await tx
            .update(wishes)
            .set({ activityId: activity.id, expiresAt: at })
            .where(eq(wishes.id, existing.id));
          await notices.addIn(
            tx,
            emit,
            admitted.map((row) => ({
              userId: row.fromUserId,
              kind: 'accepted' as const,
              actorId: actor.userId,
              activityId: activity.id,
            })),
          );
          return { activityId: activity.id, admitted };
        });
        for (const row of done.admitted) {
          emit('petition-petitions_types-match-from', [row.fromUserId], await petitions.view(row));
        }
        return done;
      });
      await changed(existing.cell);
      const [activity] = await activities.viewsOf([result.activityId]);
      return { activity: activity!, admitted: result.admitted.length };
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

export type WishesService = ReturnType<typeof createWishesService>;
