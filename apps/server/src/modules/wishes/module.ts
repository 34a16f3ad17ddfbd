import { defineModule } from '../../module.js';
import { eachWay } from '../blocks/pair-blocked.js';
import { nothingElse, personOf, unlessMissing } from '../reports/subject-helpers.js';
import { wishesRoutes } from './wishes.routes.js';
import * as tables from './wishes.schema.js';
import { createWishesService, type WishesService } from './wishes.service.js';

declare module '../../module.js' {
  interface Services {
    wishes: WishesService;
  }
}

/** Wishes on the map, their answers, and a wish becoming a plan. */
export const wishesModule = defineModule({
  name: 'wishes',
  tables,
  services: {
    wishes: (s) =>
      createWishesService(s.db, {
        plans: s.plans,
        publisher: s.publisher,
        notices: s.notices,
        blocks: s.blocks,
        users: s.users,
        places: s.places,
        concepts: s.concepts,
        activities: s.activities,
        petitions: s.petitions,
        clock: s.clock,
      }),
  },
  routes: (api, s) =>
    api.register(wishesRoutes, { wishes: s.wishes, blocks: s.blocks, guards: s.guards }),
  reportSubjects: (s) => ({
    wish: {
      find: async (id) => {
        const wish = await unlessMissing(s.wishes.get(id));
        return wish && { ownerId: wish.userId, snapshot: wish.text };
      },
      hide: async (id) => s.wishes.remove(await s.wishes.get(id)),
      show: async (id) => {
        const wish = await unlessMissing(s.wishes.get(id));
        if (!wish) return undefined;
        const person = await personOf(s.users)(wish.userId);
        return {
          ...nothingElse,
          title: `Deseo de ${person?.firstname ?? 'una cuenta eliminada'}`,
          text: wish.text,
          person,
          // A wish has no page of its own: its author's profile.
          link: { kind: 'user', id: wish.userId },
        };
      },
    },
  }),
  reactions: {
    'pair.blocked': (s) => async (pair, tx) => {
      for (const { guest, host } of eachWay(pair)) {
        await s.wishes.removeAnswersIn(tx, guest, host);
      }
    },
  },
});
