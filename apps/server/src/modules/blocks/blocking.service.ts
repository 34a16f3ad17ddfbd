import type { BlockedUser } from '@app/contract/blocks';
import type { Db } from '../../db/database.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { ConversationsService } from '../conversations/conversations.service.js';
import type { FriendsService } from '../friends/friends.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { InvitationsService } from '../friends/invitations.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { UsersService } from '../users/users.service.js';
import type { WishesService } from '../wishes/wishes.service.js';
import type { BlocksService } from './blocks.service.js';
import { personRef } from '../../lib/person-ref.js';

export type BlockingDependencies = {
  blocks: Pick<BlocksService, 'lockPairsIn' | 'insertIn' | 'remove' | 'of'>;
  users: Pick<UsersService, 'findById' | 'names'>;
  activities: Pick<ActivitiesService, 'hostedBy'>;
  matches: Pick<MatchesService, 'removeIn'>;
  petitions: Pick<PetitionsService, 'removeIn'>;
  wishes: Pick<WishesService, 'removeAnswersIn'>;
  friends: Pick<FriendsService, 'removeIn'>;
  invitations: Pick<InvitationsService, 'removeIn'>;
  notices: Pick<NotificationCentre, 'removeBetweenIn'>;
  conversations: Pick<ConversationsService, 'removePrivateIn'>;
  groups: Pick<GroupsService, 'removeInvitationsIn'>;
};

/**
 * Blocking as members do it (decisions 0022 and 0030): a block ends, in one transaction and silently,
 * what joined the pair (petitions either way, places either took in the other's plans,
 * answers to each other's wishes, their friendship or its request, invitations to each
 * other's plans, their notices to each other, their private conversation, invitations to
 * groups), each through the module that owns it;
 * unblocking restores nothing.
 */
export function createBlockingService(db: Db, deps: BlockingDependencies) {
  const { blocks, users, activities, matches, petitions, wishes, friends, invitations, notices } =
    deps;
  const { conversations, groups } = deps;
  return {
    /** Idempotent; 422 for oneself, 404 for nobody and for someone who blocked the member. */
    async block(actor: Actor, userId: number): Promise<void> {
      const me = actor.userId;
      if (userId === me) throw validationError({ user: ['No puedes bloquearte a ti mismo.'] });
      if (!(await users.findById(userId))) throw notFound();
      await db.transaction(async (tx) => {
        // The pair's turn first (decision 0030): a write joining them that began earlier
        // commits before this reads what to end; one that comes later sees the block.
        await blocks.lockPairsIn(tx, me, [userId]);
        await blocks.insertIn(tx, me, userId);
        await friends.removeIn(tx, me, userId);
        await notices.removeBetweenIn(tx, me, userId);
        // Their private conversation and invitations to each other's groups (decision 0026).
        await conversations.removePrivateIn(tx, me, userId);
        await groups.removeInvitationsIn(tx, me, userId);
        for (const [guest, host] of [
          [userId, me],
          [me, userId],
        ] as const) {
          await matches.removeIn(tx, guest, activities.hostedBy(host));
          await petitions.removeIn(tx, guest, activities.hostedBy(host));
          await wishes.removeAnswersIn(tx, guest, host);
          await invitations.removeIn(tx, guest, activities.hostedBy(host));
        }
      });
    },

    /** Takes one's block back; 404 when there was none. */
    async unblock(actor: Actor, userId: number): Promise<void> {
      if (!(await blocks.remove(actor.userId, userId))) {
        throw notFound('No habías bloqueado a esta persona.');
      }
    },

    /** Whom the member blocked, the latest first, with name and avatar to recognise them. */
    async list(actor: Actor): Promise<BlockedUser[]> {
      const rows = await blocks.of(actor.userId);
      const names = await users.names(rows.map((row) => row.userId));
      return rows.flatMap((row) => {
        const user = names.get(row.userId);
        if (!user) return [];
        return [
          {
            user: personRef(user),
            blockedAt: row.blockedAt.toISOString(),
          },
        ];
      });
    },
  };
}

export type BlockingService = ReturnType<typeof createBlockingService>;
