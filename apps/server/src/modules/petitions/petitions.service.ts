import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../lib/page-of.js';
import { inPages } from '../../lib/pages.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import type { PlansService } from '../plans/plans.service.js';
import type { Clock } from '../../lib/clock.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { Actor } from '../auth/actor.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { UsersService } from '../users/users.service.js';
import * as petitionPolicy from './petition.policy.js';
import { petitions } from './petitions.schema.js';
import { petitionViews, type PetitionRow } from './petitions.view.js';

type Row = PetitionRow;

/** A petition as the data export lists it, before the export names the people and activity. */
const exported = (row: Row) => ({
  id: row.id,
  petition_type_option_id: row.typeOptionId,
  activityId: row.activityId,
  fromUserId: row.fromUserId,
  toUserId: row.toUserId,
  readed: row.readed,
  acepted: row.acepted,
  refused: row.refused,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});
export type ExportedPetition = ReturnType<typeof exported>;

const pending = and(eq(petitions.acepted, false), eq(petitions.refused, false));
/** Pending and on the waiting list; or pending and the host's to answer. */
const waitingNow = and(pending, eq(petitions.waiting, true));
const answerable = and(pending, eq(petitions.waiting, false));
/** Positions told live at most (beyond, members see theirs when they look). */
const WAITING_TOLD_MAX = 200;

/** Unique-constraint violations, as both drivers report them. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export function createPetitionsService(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'lockOpen' | 'lockNotStarted' | 'get' | 'hideGroupFrom'>;
    matches: Pick<MatchesService, 'add'>;
    concepts: Pick<ConceptsService, 'options'>;
    users: Pick<UsersService, 'publicViews'>;
    /** A blocked pair's activities do not exist for each other (decision 0022). */
    blocks: Pick<BlocksService, 'hideFrom' | 'guardPairsIn'>;
    /** The notifications centre: the host hears of a request, the asker of the answer. */
    notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
    /** Premium's exclusive events (decision 0029). */
    plans: Pick<PlansService, 'mustAllow'>;
    /** Absent in the server (lib/clock.ts). */
    clock?: Clock | undefined;
  },
) {
  const { publisher, activities, matches, concepts, users, blocks, notices, plans, clock } = deps;

  /** The places of these petitions on their activities' waiting lists (those waiting). */
  async function positionsOf(rows: Row[], tx: Db = db): Promise<Map<number, number>> {
    const activityIds = [
      ...new Set(rows.filter((row) => row.waiting).map((row) => row.activityId)),
    ];
    if (activityIds.length === 0) return new Map();
    const listed = await tx
      .select({
        id: petitions.id,
        position: sql<number>`row_number() over (partition by ${petitions.activityId} order by ${petitions.id})::int`,
      })
      .from(petitions)
      .where(and(inArray(petitions.activityId, activityIds), waitingNow));
    return new Map(listed.map((row) => [row.id, row.position]));
  }

  const views = async (rows: Row[]) => petitionViews(users, rows, await positionsOf(rows));

  /** Inside `tx`: tells everyone waiting for the activity their place, once committed. */
  async function tellPositionsIn(tx: Db, emit: Emit, activityId: number) {
    const listed = await tx
      .select({ id: petitions.id, userId: petitions.fromUserId })
      .from(petitions)
      .where(and(eq(petitions.activityId, activityId), waitingNow))
      .orderBy(asc(petitions.id))
      .limit(WAITING_TOLD_MAX);
    for (const [index, row] of listed.entries()) {
      emit('waiting-list', [row.userId], {
        petition_id: row.id,
        activity_id: activityId,
        position: index + 1,
      });
    }
  }

  /**
   * A place may have freed (a member left or was removed, a request was declined or withdrawn,
   * more places were made): while free places outnumber the requests the host can answer, the
   * oldest waiting request is offered to the host, who hears of it as of a new request. The
   * activity's row lock orders this with every accept and leave.
   */
  async function offerFreed(activityId: number): Promise<void> {
    await publisher.afterCommit(async (emit) => {
      const promoted = await db.transaction(async (tx): Promise<Row[]> => {
        let activity;
        try {
          activity = await activities.lockNotStarted(tx, activityId);
        } catch {
          return []; // gone or started: its waiting list is over
        }
        const [offered] = await tx
          .select({ count: count() })
          .from(petitions)
          .where(and(eq(petitions.activityId, activityId), answerable));
        const room = activity.participants - activity.matchedCount - (offered?.count ?? 0);
        if (room <= 0) return [];
        const next = await tx
          .select({ id: petitions.id })
          .from(petitions)
          .where(and(eq(petitions.activityId, activityId), waitingNow))
          .orderBy(asc(petitions.id))
          .limit(room);
        if (next.length === 0) return [];
        // An event's places go to whoever asked first, with no host to answer (issue 21).
        const event = activity.sponsorId !== null;
        const rows = (await tx
          .update(petitions)
          .set({
            waiting: false,
            ...(event && { readed: true, acepted: true, answeredAt: clock?.() ?? sql`now()` }),
          })
          .where(
            inArray(
              petitions.id,
              next.map((row) => row.id),
            ),
          )
          .returning()) as Row[];
        rows.sort((a, b) => a.id - b.id);
        if (event) {
          for (const row of rows)
            await matches.add(tx, { id: row.id, activityId, userId: row.fromUserId });
        }
        await notices.addIn(
          tx,
          emit,
          rows.map((row) =>
            // A brand's event: the place came in turn, from no one in particular.
            event
              ? { userId: row.fromUserId, kind: 'accepted' as const, actorId: null, activityId }
              : {
                  userId: row.toUserId,
                  kind: 'request' as const,
                  actorId: row.fromUserId,
                  activityId,
                },
          ),
        );
        for (const row of rows) {
          emit('waiting-list', [row.fromUserId], {
            petition_id: row.id,
            activity_id: activityId,
            position: null,
          });
        }
        await tellPositionsIn(tx, emit, activityId);
        return rows;
      });
      // Named once committed: PGlite's one connection is the transaction's until then.
      for (const view of await petitionViews(users, promoted)) {
        if (view.acepted) emit('petition-petitions_types-match-from', [view.from_user.id], view);
        else emit('petition-petitions_types-match-me', [view.to_user_id], view);
      }
    });
  }

  /** The petition, or 404. Who may answer or withdraw it is its policy's question. */
  async function get(id: number): Promise<Row> {
    const [row] = await db.select().from(petitions).where(eq(petitions.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    get,
    view: async (row: Row) => (await views([row]))[0]!,

    /**
     * Asks to join an activity; once committed, the host hears of it on their "match-me"
     * channel. The activity is known only from the body, so the policy is asked here, with the
     * activity row locked (a 422, as the spec words it).
     */
    async send(
      actor: Actor,
      input: { petition_type_option_id: number; to_user_id: number; activity: number },
      /** Runs in the petition's transaction once it is stored (a deck's decision, say). */
      alsoInTransaction?: (tx: Db, sent: Row) => Promise<void>,
    ) {
      const type = (await concepts.options([input.petition_type_option_id])).get(
        input.petition_type_option_id,
      );
      if (type?.tag !== PETITION_MATCH_TAG) {
        throw validationError({ petition_type_option_id: ['El tipo de solicitud no es válido.'] });
      }
      // Read before the transaction, which holds PGlite's one connection: 404 for a blocked
      // pair's activity, as for one that does not exist.
      const target = await activities.get(input.activity);
      await blocks.hideFrom(actor, target.hostId);
      // A group's plan is for its members (decision 0026).
      await activities.hideGroupFrom(target, actor.userId);
      // Premium's exclusive events (decision 0029): 403 naming Premium without it.
      if (target.premiumOnly) await plans.mustAllow(actor.userId, 'exclusive_events');
      const sent = await publisher.afterCommit(async (emit) => {
        const row = await db.transaction(async (tx) => {
          // The pair's turn before the activity's (decision 0030): a block racing this waits.
          await blocks.guardPairsIn(tx, actor.userId, [target.hostId]);
          const activity = await activities.lockNotStarted(tx, input.activity);
          if (!petitionPolicy.canSend(actor, activity)) {
            throw validationError({ activity: ['No puedes unirte a tu propia actividad.'] });
          }
          if (activity.hostId !== input.to_user_id) {
            throw validationError({
              to_user_id: ['La solicitud debe ir a quien organiza la actividad.'],
            });
          }
          // Full, or others already wait: this one waits behind them (decision 0027).
          const [queue] = await tx
            .select({ count: count() })
            .from(petitions)
            .where(and(eq(petitions.activityId, activity.id), waitingNow));
          const waiting = activity.matchedCount >= activity.participants || (queue?.count ?? 0) > 0;
          // An event (issue 21) has no host to answer: a free place is taken at once.
          const admitted = activity.sponsorId !== null && !waiting;
          let inserted: Row;
          try {
            [inserted] = (await tx
              .insert(petitions)
              .values({
                typeOptionId: input.petition_type_option_id,
                fromUserId: actor.userId,
                toUserId: activity.hostId,
                activityId: activity.id,
                waiting,
                ...(admitted && {
                  readed: true,
                  acepted: true,
                  answeredAt: clock?.() ?? sql`now()`,
                }),
                createdAt: clock?.(),
              })
              .returning()) as [Row];
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict('Ya has pedido unirte a esta actividad.');
            throw error;
          }
          if (alsoInTransaction) await alsoInTransaction(tx, inserted);
          if (waiting) {
            await tellPositionsIn(tx, emit, activity.id);
            return inserted;
          }
          if (admitted) {
            await matches.add(tx, {
              id: inserted.id,
              activityId: activity.id,
              userId: actor.userId,
            });
            return inserted;
          }
          await notices.addIn(tx, emit, [
            {
              userId: activity.hostId,
              kind: 'request',
              actorId: actor.userId,
              activityId: activity.id,
            },
          ]);
          return inserted;
        });
        const sent = (await views([row]))[0]!;
        // The host hears of a request they can answer; a waiting one comes when offered. An
        // event's place taken at once is in the asker's answer: nobody else is told.
        if (!row.waiting && !row.acepted) {
          emit('petition-petitions_types-match-me', [row.toUserId], sent);
        }
        return sent;
      });
      // An event with a place free while others wait (freed where nothing offers it, by an
      // erased account or a block): its queue moves now, in turn, this request with it.
      if (target.sponsorId !== null && sent.waiting_position !== null) {
        await offerFreed(target.id);
        return (await views([await get(sent.id)]))[0]!;
      }
      return sent;
    },

    /**
     * The host accepts (a match is made and a place filled) or declines (petition.policy);
     * once committed, the sender hears the answer on their "match-from" channel.
     */
    async answer(existing: Row, accept: boolean) {
      // A waiting request has no place to take; declining it is the host's right all the same.
      if (accept && existing.waiting && !existing.acepted && !existing.refused) {
        throw conflict(
          'La solicitud está en lista de espera: se podrá responder si queda una plaza.',
        );
      }
      const answered = await publisher.afterCommit(async (emit) => {
        const row = await db.transaction(async (tx) => {
          if (accept) {
            // A place joins the pair: it takes their turn with a block (decision 0030).
            await blocks.guardPairsIn(tx, existing.toUserId, [existing.fromUserId]);
            const activity = await activities.lockOpen(tx, existing.activityId);
            await matches.add(tx, {
              id: existing.id,
              activityId: existing.activityId,
              userId: existing.fromUserId,
            });
            // The last place taken: the requests still unanswered wait, in the order they came.
            if (activity.matchedCount + 1 >= activity.participants) {
              const queued = (await tx
                .update(petitions)
                .set({ waiting: true })
                .where(
                  and(
                    eq(petitions.activityId, existing.activityId),
                    answerable,
                    ne(petitions.id, existing.id),
                  ),
                )
                .returning()) as Row[];
              for (const other of queued) {
                await notices.settleIn(tx, emit, {
                  userId: other.toUserId,
                  kind: 'request',
                  actorId: other.fromUserId,
                  activityId: other.activityId,
                });
              }
              if (queued.length > 0) await tellPositionsIn(tx, emit, existing.activityId);
            }
          }
          const [updated] = await tx
            .update(petitions)
            .set({
              readed: true,
              acepted: accept,
              refused: !accept,
              answeredAt: clock?.() ?? sql`now()`,
            })
            .where(and(eq(petitions.id, existing.id), pending))
            .returning();
          if (!updated) throw conflict('La solicitud ya estaba respondida.');
          await notices.addIn(tx, emit, [
            {
              userId: updated.fromUserId,
              kind: accept ? 'accepted' : 'refused',
              actorId: updated.toUserId,
              activityId: updated.activityId,
            },
          ]);
          // The host answered: their notice of the request has been seen to.
          await notices.settleIn(tx, emit, {
            userId: updated.toUserId,
            kind: 'request',
            actorId: updated.fromUserId,
            activityId: updated.activityId,
          });
          return updated;
        });
        const answered = (await views([row]))[0]!;
        emit('petition-petitions_types-match-from', [row.fromUserId], answered);
        return answered;
      });
      // A declined request leaves its place to the next one waiting, or its turn to those behind.
      if (!accept) {
        if (existing.waiting) {
          await publisher.afterCommit((emit) =>
            db.transaction((tx) => tellPositionsIn(tx, emit, existing.activityId)),
          );
        }
        await offerFreed(existing.activityId);
      }
      return answered;
    },

    offerFreed,

    /** The place of a waiting petition on its activity's list, or null. */
    async positionOf(row: Row): Promise<number | null> {
      return (await positionsOf([row])).get(row.id) ?? null;
    },

    /** The sender withdraws a petition (petition.policy canWithdraw). */
    /** This user's unanswered request to join this activity, if any. */
    async pendingOf(activityId: number, userId: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(petitions)
        .where(
          and(eq(petitions.activityId, activityId), eq(petitions.fromUserId, userId), pending),
        );
      return row;
    },

    async withdraw(existing: Row): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          await tx.delete(petitions).where(eq(petitions.id, existing.id));
          // Those behind move up.
          if (existing.waiting) await tellPositionsIn(tx, emit, existing.activityId);
          // Nothing is left for the host to answer.
          await notices.settleIn(tx, emit, {
            userId: existing.toUserId,
            kind: 'request',
            actorId: existing.fromUserId,
            activityId: existing.activityId,
          });
        }),
      );
      // An offered request withdrawn leaves its place to the next one waiting.
      if (!existing.waiting) await offerFreed(existing.activityId);
    },

    /** Inside `tx`: the petitions `fromUserId` sent to the activities of `activityIds` go. */
    async removeIn(tx: Db, fromUserId: number, activityIds: SQLWrapper): Promise<void> {
      await tx
        .delete(petitions)
        .where(
          and(eq(petitions.fromUserId, fromUserId), inArray(petitions.activityId, activityIds)),
        );
    },

    /**
     * Inside `tx`, withdraws the petition `id` if the host has not answered it yet: true if it
     * was withdrawn (or was already gone), false if it has an answer.
     */
    async withdrawUnanswered(tx: Db, id: number): Promise<boolean> {
      const [row] = await tx
        .select({ pending: sql<boolean>`${pending}` })
        .from(petitions)
        .where(eq(petitions.id, id))
        .for('update');
      if (!row) return true;
      if (!row.pending) return false;
      await tx.delete(petitions).where(eq(petitions.id, id));
      return true;
    },

    /**
     * Inside `tx`, gives these members places in an activity its host opened to them (those who
     * answered a wish that became it), in the order given, while places last: each as a request
     * already accepted, with its match, as if the host had accepted it. Answers the accepted
     * requests, for the caller to tell each member once committed.
     */
    async admit(
      tx: Db,
      activityId: number,
      userIds: readonly number[],
      typeOptionId: number,
    ): Promise<Row[]> {
      const activity = await activities.lockOpen(tx, activityId);
      let free = activity.participants - activity.matchedCount;
      const admitted: Row[] = [];
      for (const userId of userIds) {
        if (free <= 0) break;
        if (userId === activity.hostId) continue;
        const [row] = await tx
          .insert(petitions)
          .values({
            typeOptionId,
            fromUserId: userId,
            toUserId: activity.hostId,
            activityId,
            readed: true,
            acepted: true,
            answeredAt: clock?.() ?? sql`now()`,
            createdAt: clock?.(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) continue;
        await matches.add(tx, { id: row.id, activityId, userId });
        admitted.push(row);
        free -= 1;
      }
      return admitted;
    },

    /** Which of `userIds` have asked to join the activity, answered or not. */
    async askersAmong(activityId: number, userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: petitions.fromUserId })
        .from(petitions)
        .where(
          and(eq(petitions.activityId, activityId), inArray(petitions.fromUserId, [...userIds])),
        );
      return new Set(rows.map((row) => row.userId));
    },

    /** A subquery of the ids of the activities `userId` has asked to join, answered or not. */
    activityIdsAskedBy(userId: number) {
      return db
        .select({ id: petitions.activityId })
        .from(petitions)
        .where(eq(petitions.fromUserId, userId));
    },

    /** `toMe`: unanswered petitions to my activities; otherwise the ones I sent. */
    async list(userId: number, toMe: boolean, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, petitions, {
        where: toMe
          ? and(eq(petitions.toUserId, userId), answerable)
          : eq(petitions.fromUserId, userId),
        orderBy: [desc(petitions.id)],
        limit,
        offset,
      });
      return { rows: await views(rows), total };
    },

    /**
     * For the data export, a page at a time: the petitions `userId` sent, and those others
     * sent to their activities (answered or not: both are about them).
     */
    exportFor(userId: number) {
      const walk = (where: SQL) =>
        inPages(async (afterId, limit) => {
          const rows = await db
            .select()
            .from(petitions)
            .where(and(where, gt(petitions.id, afterId)))
            .orderBy(asc(petitions.id))
            .limit(limit);
          return rows.map(exported);
        });
      return {
        sent: walk(eq(petitions.fromUserId, userId)),
        received: walk(eq(petitions.toUserId, userId)),
      };
    },

    /** `matchesCount`: unanswered petitions to my activities. */
    async pendingCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(petitions)
        .where(and(eq(petitions.toUserId, userId), answerable));
      return row?.total ?? 0;
    },
  };
}

export type PetitionsService = ReturnType<typeof createPetitionsService>;
