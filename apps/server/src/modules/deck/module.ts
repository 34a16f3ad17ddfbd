import { defineModule } from '../../module.js';
import { deckRoutes } from './deck.routes.js';
import * as tables from './deck.schema.js';
import { createDeckService, type DeckService } from './deck.service.js';

declare module '../../module.js' {
  interface Services {
    deck: DeckService;
  }
}

/** Deslizar: the deck of plans, swiped. */
export const deckModule = defineModule({
  name: 'deck',
  tables,
  services: {
    deck: (s) =>
      createDeckService(s.db, {
        plans: s.plans,
        activities: s.activities,
        levels: s.levels,
        blocks: s.blocks,
        petitions: s.petitions,
        matches: s.matches,
        users: s.users,
        concepts: s.concepts,
        places: s.places,
        clock: s.clock,
      }),
  },
  routes: (api, s) => api.register(deckRoutes, { deck: s.deck, guards: s.guards }),
});
