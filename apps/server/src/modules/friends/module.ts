import { defineModule } from '../../module.js';
import { eachWay } from '../blocks/pair-blocked.js';
import { friendsRoutes } from './friends.routes.js';
import * as tables from './friends.schema.js';
import { createFriendsService, type FriendsService } from './friends.service.js';
import { createInvitationsService, type InvitationsService } from './invitations.service.js';

declare module '../../module.js' {
  interface Services {
    friends: FriendsService;
    invitations: InvitationsService;
  }
}

/** Friends, and invitations to plans. */
export const friendsModule = defineModule({
  name: 'friends',
  tables,
  services: {
    friends: (s) =>
      createFriendsService(s.db, {
        publisher: s.publisher,
        users: s.users,
        blocks: s.blocks,
        notices: s.notices,
        clock: s.clock,
      }),
    invitations: (s) =>
      createInvitationsService(s.db, {
        publisher: s.publisher,
        blocks: s.blocks,
        notices: s.notices,
        friends: s.friends,
        activities: s.activities,
        petitions: s.petitions,
        concepts: s.concepts,
        users: s.users,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(friendsRoutes, {
      friends: s.friends,
      invitations: s.invitations,
      activities: s.activities,
      blocks: s.blocks,
      guards: s.guards,
    }),
  reactions: {
    'pair.blocked': (s) => async (pair, tx) => {
      await s.friends.removeIn(tx, pair.blockerId, pair.blockedId);
      for (const { guest, host } of eachWay(pair)) {
        await s.invitations.removeIn(tx, guest, s.activities.hostedBy(host));
      }
    },
  },
});
