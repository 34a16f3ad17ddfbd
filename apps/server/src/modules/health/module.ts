import { defineModule } from '../../module.js';
import { healthRoutes } from './health.routes.js';

/** Whether the API and its database answer. */
export const healthModule = defineModule({
  name: 'health',
  routes: (api, s) => api.register(healthRoutes, { database: s.database }),
});
