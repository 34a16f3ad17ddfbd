import type { FriendEntry, Invitation } from '@app/contract/friends';
import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import { and, desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { UsersService } from '../users/users.service.js';
import { activityInvitations } from './friends.schema.js';
import type { FriendsService } from './friends.service.js';
import { friendEntries, invitationView } from './friends.view.js';

/** An invitation made: to whom, when. */
export type Invited = { userId: number; createdAt: Date };

/** What invitations need of an activity the host was authorised for. */
type HostedActivity = { id: number; hostId: number; groupId: number | null };

const nowOf = (clock: Clock | undefined) => clock?.() ?? new Date();

/**
 * A host's invitations to friends (decision 0023): the friend accepts in one step, which is a
 * request already accepted (a place and the chat), or declines; either way it is gone.
 */
export function createInvitationsService(
  db: Db,
  deps: {
    publisher: Publisher;
    friends: Pick<FriendsService, 'friendsAmong'>;
    activities: Pick<ActivitiesService, 'get' | 'lockOpen' | 'viewsOf' | 'seesGroupPlan'>;
    /** Each invitation joins the host and a friend: the pair's turn with a block (0030). */
    blocks: Pick<BlocksService, 'guardPairsIn' | 'lockPairsIn' | 'among'>;
    petitions: Pick<PetitionsService, 'askersAmong' | 'admit' | 'view'>;
    concepts: Pick<ConceptsService, 'optionsOf'>;
    users: Pick<UsersService, 'names'>;
    notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
    clock?: Clock | undefined;
  },
) {
  const { publisher, friends, activities, petitions, concepts, users, notices, blocks, clock } =
    deps;

  /**
   * Inside `tx`: the invitations to `userIds` (those already invited left as they are), each
   * with its notice; answers the ones made.
   */
  async function insertIn(
    tx: Db,
    emit: Emit,
    activity: HostedActivity,
    userIds: readonly number[],
  ): Promise<Invited[]> {
    if (userIds.length === 0) return [];
    const rows = await tx
      .insert(activityInvitations)
      .values(userIds.map((userId) => ({ activityId: activity.id, userId, createdAt: clock?.() })))
      .onConflictDoNothing()
      .returning();
    await notices.addIn(
      tx,
      emit,
      rows.map((row) => ({
        userId: row.userId,
        kind: 'invitation' as const,
        actorId: activity.hostId,
        activityId: activity.id,
      })),
    );
    return rows.map((row) => ({ userId: row.userId, createdAt: row.createdAt }));
  }

  /** Once the invitations have committed: each invited member hears of them. */
  async function announce(
    emit: Emit,
    activityId: number,
    invited: readonly Invited[],
  ): Promise<void> {
    if (invited.length === 0) return;
    const [view] = await activities.viewsOf([activityId]);
    if (!view) return;
    for (const row of invited) {
      emit('activity-invitation', [row.userId], invitationView(view, row.createdAt));
    }
  }

  return {
    /**
     * The host invites friends to their activity, which must still be open (409 otherwise).
     * Those who already asked or joined, and those already invited, are left as they are;
     * the others hear of it on `activity-invitation`.
     */
    async invite(activity: HostedActivity, userIds: readonly number[]): Promise<number> {
      const ids = [...new Set(userIds)];
      const friendIds = await friends.friendsAmong(activity.hostId, ids);
      if (friendIds.size < ids.length) {
        throw validationError({ user_ids: ['Solo puedes invitar a tus amigos.'] });
      }
      // The plan's own door: a group's plan is for its members (decision 0026).
      for (const id of ids) {
        if (!(await activities.seesGroupPlan(activity, id))) {
          throw validationError({
            user_ids: ['Solo puedes invitar a miembros del grupo de este plan.'],
          });
        }
      }
      const asked = await petitions.askersAmong(activity.id, ids);
      const wanted = ids.filter((id) => !asked.has(id));
      return publisher.afterCommit(async (emit) => {
        const inserted = await db.transaction(async (tx) => {
          await blocks.guardPairsIn(tx, activity.hostId, wanted);
          await activities.lockOpen(tx, activity.id);
          return insertIn(tx, emit, activity, wanted);
        });
        await announce(emit, activity.id, inserted);
        return inserted.length;
      });
    },

    /**
     * Inside `tx`, from the series' sweep (issue 38): those who had a place in a series' plan
     * that just ended are invited by its host to the next one, friends or not, so the regulars
     * may take a place first, in one step. The pair rule holds (each pair's turn, and none of a
     * blocked pair); whoever already asked, joined or was invited is left as they are.
     */
    async inviteRegularsIn(
      tx: Db,
      emit: Emit,
      activity: HostedActivity,
      userIds: readonly number[],
    ): Promise<Invited[]> {
      const ids = [...new Set(userIds)].filter((id) => id !== activity.hostId);
      if (ids.length === 0) return [];
      await blocks.lockPairsIn(tx, activity.hostId, ids);
      const blocked = await blocks.among(activity.hostId, ids, tx);
      const asked = await petitions.askersAmong(activity.id, ids, tx);
      const wanted = ids.filter((id) => !blocked.has(id) && !asked.has(id));
      return insertIn(tx, emit, activity, wanted);
    },

    /** Once `inviteRegularsIn` has committed: each invited member hears of it. */
    announce,

    /** Whom the host invited who has not answered yet, the latest first. */
    async sent(activity: HostedActivity): Promise<FriendEntry[]> {
      const rows = await db
        .select()
        .from(activityInvitations)
        .where(eq(activityInvitations.activityId, activity.id))
        .orderBy(desc(activityInvitations.createdAt));
      const names = await users.names(rows.map((row) => row.userId));
      return friendEntries(
        rows,
        names,
        (row) => row.userId,
        (row) => row.createdAt,
      );
    },

    /** The member's invitations to activities that have not started, the soonest first. */
    async mine(actor: Actor): Promise<Invitation[]> {
      const rows = await db
        .select()
        .from(activityInvitations)
        .where(eq(activityInvitations.userId, actor.userId))
        .orderBy(desc(activityInvitations.createdAt));
      const invitedAt = new Map(rows.map((row) => [row.activityId, row.createdAt]));
      const views = await activities.viewsOf(rows.map((row) => row.activityId));
      const now = nowOf(clock).getTime();
      return (
        views
          // Plans to come, and not cancelled for want of their minimum (issue 38).
          .filter((view) => new Date(view.start_at).getTime() > now && view.status !== 'cancelled')
          .sort((a, b) => a.start_at.localeCompare(b.start_at))
          .map((view) => invitationView(view, invitedAt.get(view.id)!))
      );
    },

    /**
     * Accepts: the invitation becomes an accepted request in one transaction, while the activity
     * is open and has a place (409 otherwise; the invitation stays for another try).
     */
    async accept(actor: Actor, activityId: number) {
      const matchType = (await concepts.optionsOf('petitions_types')).find(
        (option) => option.tag === PETITION_MATCH_TAG,
      );
      if (!matchType) throw new Error(`the option ${PETITION_MATCH_TAG} is missing`);
      // Read before the transaction, which holds PGlite's one connection.
      const activity = await activities.get(activityId);
      if (!(await activities.seesGroupPlan(activity, actor.userId))) {
        throw notFound('No tienes ninguna invitación a este plan.');
      }
      return publisher.afterCommit(async (emit) => {
        const admitted = await db.transaction(async (tx) => {
          await blocks.guardPairsIn(tx, actor.userId, [activity.hostId]);
          const [removed] = await tx
            .delete(activityInvitations)
            .where(
              and(
                eq(activityInvitations.activityId, activityId),
                eq(activityInvitations.userId, actor.userId),
              ),
            )
            .returning();
          if (!removed) throw notFound('No tienes ninguna invitación a este plan.');
          const [row] = await petitions.admit(tx, activityId, [actor.userId], matchType.id);
          if (!row) throw conflict('Ya habías pedido unirte a este plan.');
          await notices.addIn(tx, emit, [
            {
              userId: row.toUserId,
              kind: 'invitation_accepted',
              actorId: actor.userId,
              activityId,
            },
          ]);
          await notices.settleIn(tx, emit, {
            userId: actor.userId,
            kind: 'invitation',
            actorId: row.toUserId,
            activityId,
          });
          return row;
        });
        const petition = await petitions.view(admitted);
        emit('petition-petitions_types-match-from', [actor.userId], petition);
        return petition;
      });
    },

    /** Declines: the invitation is gone, and the host is not told. */
    async decline(actor: Actor, activityId: number): Promise<void> {
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const removed = await tx
            .delete(activityInvitations)
            .where(
              and(
                eq(activityInvitations.activityId, activityId),
                eq(activityInvitations.userId, actor.userId),
              ),
            )
            .returning();
          if (removed.length === 0) throw notFound('No tienes ninguna invitación a este plan.');
          await notices.settleIn(tx, emit, {
            userId: actor.userId,
            kind: 'invitation',
            activityId,
          });
        }),
      );
    },

    /** Inside `tx`: `userId`'s invitations to these activities are gone (a block). */
    async removeIn(tx: Db, userId: number, activityIds: SQLWrapper): Promise<void> {
      await tx
        .delete(activityInvitations)
        .where(
          and(
            eq(activityInvitations.userId, userId),
            inArray(activityInvitations.activityId, activityIds),
          ),
        );
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
