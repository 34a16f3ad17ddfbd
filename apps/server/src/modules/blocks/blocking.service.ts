import type { BlockedUser } from '@app/contract/blocks';
import type { Db } from '../../db/database.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import type { UsersService } from '../users/users.service.js';
import type { DomainEventBus } from '../../module.js';
import type { BlocksService } from './blocks.service.js';
import { blockedUserViews } from './blocks.view.js';

export type BlockingDependencies = {
  blocks: Pick<BlocksService, 'lockPairsIn' | 'insertIn' | 'remove' | 'of'>;
  users: Pick<UsersService, 'findById' | 'names'>;
  events: Pick<DomainEventBus, 'emitIn'>;
};

/**
 * Blocking as members do it (decisions 0022 and 0030): a block ends, in one transaction and
 * silently, what joined the pair (petitions either way, places either took in the other's
 * plans, answers to each other's wishes, their friendship or its request, invitations to each
 * other's plans, their notices to each other, their private conversation, invitations to
 * groups): each module that owns such a thing reacts to `pair.blocked` (its module.ts,
 * decision 0045). Unblocking restores nothing.
 */
export function createBlockingService(db: Db, deps: BlockingDependencies) {
  const { blocks, users, events } = deps;
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
        await events.emitIn(tx, 'pair.blocked', { blockerId: me, blockedId: userId });
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
      return blockedUserViews(rows, names);
    },
  };
}

export type BlockingService = ReturnType<typeof createBlockingService>;
