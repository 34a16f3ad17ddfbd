import { defineModule } from '../../module.js';
import { conceptsRoutes } from './concepts.routes.js';
import * as tables from './concepts.schema.js';
import { createConceptsService, type ConceptsService } from './concepts.service.js';

declare module '../../module.js' {
  interface Services {
    concepts: ConceptsService;
  }
}

/** The options members choose from (types, sports, interests...). */
export const conceptsModule = defineModule({
  name: 'concepts',
  tables,
  services: {
    concepts: (s) => createConceptsService(s.db, s.settings),
  },
  routes: (api, s) => api.register(conceptsRoutes, { concepts: s.concepts, settings: s.settings }),
});
