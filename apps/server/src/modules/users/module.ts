import { defineModule, erasersOf } from '../../module.js';
import { fullName, nothingElse } from '../reports/subject-helpers.js';
import { usersRoutes } from './users.routes.js';
import * as tables from './users.schema.js';
import { createUsersService, type UsersService } from './users.service.js';
import { accountExportFiles } from './users.export.js';

declare module '../../module.js' {
  interface Services {
    users: UsersService;
  }
}

/** Accounts, profiles and people search. */
export const usersModule = defineModule({
  name: 'users',
  tables,
  services: {
    users: (s) =>
      createUsersService(s.db, {
        concepts: s.concepts,
        places: s.places,
        // Counted from the data each time, so they stay true through every transition.
        counters: async (userId) => ({
          matchesCount: await s.petitions.pendingCount(userId),
          messagesCount: await s.messages.unreadCount(userId),
        }),
        blocks: s.blocks,
        // What every module forgets or hands over of an erased account (module.ts erasers).
        erasers: erasersOf(s),
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(usersRoutes, {
      users: s.users,
      media: s.media,
      blocks: s.blocks,
      guards: s.guards,
      beforeErase: (userId) => s.plans.endSubscriptionsOf(userId),
    }),
  reportSubjects: (s) => ({
    user: {
      find: async (id) => {
        const user = await s.users.findById(id);
        if (!user) return undefined;
        return { ownerId: user.id, snapshot: fullName(user) };
      },
      show: async (id) => {
        const user = await s.users.publicView(id);
        if (!user) return undefined;
        return {
          ...nothingElse,
          title: fullName(user),
          text: null,
          person: { id: user.id, firstname: user.firstname, avatarUpdatedAt: user.avatarUpdatedAt },
          place: user.city?.name ?? null,
          link: { kind: 'user', id: user.id },
        };
      },
    },
  }),
  exportFiles: (s) => accountExportFiles(s.users, s.tokens),
});
