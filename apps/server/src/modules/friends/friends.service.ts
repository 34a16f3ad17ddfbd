import type {
  FriendEntry,
  FriendRequests,
  Friendship,
  FriendshipChange,
} from '@app/contract/friends';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import type { Publisher } from '../../lib/publisher.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { UsersService } from '../users/users.service.js';
import { friendships } from './friends.schema.js';
import { friendEntries, friendshipView } from './friends.view.js';
import { personRef } from '../../lib/person-ref.js';

type Row = typeof friendships.$inferSelect;

/** The pair's key: the lower id first (friends.schema.ts). */
const key = (a: number, b: number) => (a < b ? { lowId: a, highId: b } : { lowId: b, highId: a });

const thePair = (a: number, b: number): SQL => {
  const { lowId, highId } = key(a, b);
  return and(eq(friendships.lowId, lowId), eq(friendships.highId, highId))!;
};

const withMember = (userId: number): SQL =>
  or(eq(friendships.lowId, userId), eq(friendships.highId, userId))!;

const otherOf = (row: Row, me: number) => (row.lowId === me ? row.highId : row.lowId);

/**
 * Friends (decision 0023): requests, answers and the list. Asking someone who already asked
 * you accepts their request, so two requests crossing each other make one friendship (they
 * meet on the pair's key). The other person hears every change on `friendship.{wstoken}`.
 * Blocking removes the pair's row and hides each from the other's requests (404).
 */
export function createFriendsService(
  db: Db,
  deps: {
    publisher: Publisher;
    users: Pick<UsersService, 'findById' | 'names'>;
    blocks: Pick<BlocksService, 'hideFrom' | 'guardPairsIn'>;
    notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, users, blocks, notices, clock } = deps;

  async function entries(rows: Row[], me: number, since: (row: Row) => Date) {
    const names = await users.names(rows.map((row) => otherOf(row, me)));
    return friendEntries(rows, names, (row) => otherOf(row, me), since);
  }

  /** The person, or 404: nobody, oneself's blocked pair (decision 0022). */
  async function someoneElse(actor: Actor, userId: number) {
    if (userId === actor.userId) {
      throw validationError({ user: ['No puedes ser tu propio amigo.'] });
    }
    if (!(await users.findById(userId))) throw notFound();
    await blocks.hideFrom(actor, userId);
  }

  /** Tells `to` how they now stand with `from`. */
  async function tell(
    emit: Parameters<Parameters<Publisher['afterCommit']>[0]>[0],
    from: number,
    to: number,
    row: Row | undefined,
  ) {
    const user = (await users.names([from])).get(from);
    if (!user) return;
    emit('friendship', [to], {
      user: personRef(user),
      status: friendshipView(row, to).status,
    });
  }

  return {
    async status(actor: Actor, userId: number): Promise<Friendship> {
      await someoneElse(actor, userId);
      const [row] = await db.select().from(friendships).where(thePair(actor.userId, userId));
      return friendshipView(row, actor.userId);
    },

    /**
     * Asks `userId` to be friends, or accepts their request when they asked first. Idempotent:
     * asking again changes nothing and tells nobody.
     */
    async request(actor: Actor, userId: number): Promise<FriendshipChange> {
      const me = actor.userId;
      await someoneElse(actor, userId);
      return publisher.afterCommit(async (emit) => {
        const { row, message, changed } = await db.transaction(async (tx) => {
          // A block racing this takes turns with it (decision 0030).
          await blocks.guardPairsIn(tx, me, [userId]);
          const [inserted] = await tx
            .insert(friendships)
            .values({ ...key(me, userId), requesterId: me, createdAt: clock?.() })
            .onConflictDoNothing()
            .returning();
          if (inserted) {
            await notices.addIn(tx, emit, [{ userId, kind: 'friend_request', actorId: me }]);
            return { row: inserted, message: 'Solicitud de amistad enviada.', changed: true };
          }
          // Their request (or ours, or the friendship), committed: a crossing request waited
          // on the key for the other's COMMIT and reads it now.
          const [existing] = await tx
            .select()
            .from(friendships)
            .where(thePair(me, userId))
            .for('update');
          if (!existing) throw new Error('friendship row vanished under its lock');
          if (existing.acceptedAt) {
            return { row: existing, message: 'Ya está en tus amigos.', changed: false };
          }
          if (existing.requesterId === me) {
            return {
              row: existing,
              message: 'Ya le habías enviado una solicitud.',
              changed: false,
            };
          }
          const [accepted] = await tx
            .update(friendships)
            .set({ acceptedAt: clock?.() ?? sql`now()` })
            .where(thePair(me, userId))
            .returning();
          await notices.addIn(tx, emit, [{ userId, kind: 'friend_accepted', actorId: me }]);
          await notices.settleIn(tx, emit, { userId: me, kind: 'friend_request', actorId: userId });
          return {
            row: accepted!,
            message: 'Solicitud aceptada: ya está en tus amigos.',
            changed: true,
          };
        });
        if (changed) await tell(emit, me, userId, row);
        return { ...friendshipView(row, me), message };
      });
    },

    /** Cancels one's request, declines theirs, or ends the friendship: the pair's row goes. */
    async remove(actor: Actor, userId: number): Promise<FriendshipChange> {
      const me = actor.userId;
      await someoneElse(actor, userId);
      return publisher.afterCommit(async (emit) => {
        const removed = await db.transaction(async (tx) => {
          const [row] = await tx.delete(friendships).where(thePair(me, userId)).returning();
          if (!row) throw notFound('No tienes amistad ni solicitudes con esta persona.');
          // A request declined or withdrawn leaves nothing to answer.
          if (!row.acceptedAt) {
            const asked = row.requesterId === me ? userId : me;
            await notices.settleIn(tx, emit, {
              userId: asked,
              kind: 'friend_request',
              actorId: row.requesterId,
            });
          }
          return row;
        });
        await tell(emit, me, userId, undefined);
        const was = friendshipView(removed, me).status;
        const message =
          was === 'friends'
            ? 'Ya no está en tus amigos.'
            : was === 'sent'
              ? 'Solicitud cancelada.'
              : 'Solicitud rechazada.';
        return { status: 'none', since: null, message };
      });
    },

    /** The member's friends, by name. */
    async list(actor: Actor): Promise<FriendEntry[]> {
      const rows = await db
        .select()
        .from(friendships)
        .where(and(withMember(actor.userId), isNotNull(friendships.acceptedAt)));
      const list = await entries(rows, actor.userId, (row) => row.acceptedAt!);
      return list.sort((a, b) => a.user.firstname.localeCompare(b.user.firstname, 'es'));
    },

    /** Requests waiting on the member, and the member's waiting on others, newest first. */
    async requests(actor: Actor): Promise<FriendRequests> {
      const me = actor.userId;
      const rows = await db
        .select()
        .from(friendships)
        .where(and(withMember(me), isNull(friendships.acceptedAt)))
        .orderBy(sql`${friendships.createdAt} desc`);
      const [received, sent] = await Promise.all([
        entries(
          rows.filter((row) => row.requesterId !== me),
          me,
          (row) => row.createdAt,
        ),
        entries(
          rows.filter((row) => row.requesterId === me),
          me,
          (row) => row.createdAt,
        ),
      ]);
      return { received, sent };
    },

    /** A subquery of the ids of `userId`'s friends, for lists that rank them first. */
    idsOf(userId: number) {
      return db
        .select({
          id: sql<number>`case when ${friendships.lowId} = ${userId} then ${friendships.highId} else ${friendships.lowId} end`.as(
            'friend_id',
          ),
        })
        .from(friendships)
        .where(and(withMember(userId), isNotNull(friendships.acceptedAt)));
    },

    /** Which of `userIds` are `userId`'s friends. */
    async friendsAmong(userId: number, userIds: readonly number[]): Promise<Set<number>> {
      if (userIds.length === 0) return new Set();
      const ids = [...new Set(userIds)];
      const rows = await db
        .select()
        .from(friendships)
        .where(
          and(
            withMember(userId),
            isNotNull(friendships.acceptedAt),
            or(inArray(friendships.lowId, ids), inArray(friendships.highId, ids)),
          ),
        );
      const wanted = new Set(ids);
      return new Set(rows.map((row) => otherOf(row, userId)).filter((id) => wanted.has(id)));
    },

    /** Inside `tx`: the pair are no longer friends nor asking (a block). */
    async removeIn(tx: Db, a: number, b: number): Promise<void> {
      await tx.delete(friendships).where(thePair(a, b));
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
