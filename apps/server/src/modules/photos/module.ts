import { defineModule } from '../../module.js';
import { createMediaService, type MediaService } from './media.service.js';
import { photosRoutes } from './photos.routes.js';
import * as tables from './photos.schema.js';
import { photosExportFiles } from './photos.export.js';

declare module '../../module.js' {
  interface Services {
    media: MediaService;
  }
}

/** Avatars and profile photos. */
export const photosModule = defineModule({
  name: 'photos',
  tables,
  services: {
    media: (s) => createMediaService(s.db, s.storage, s.users, s.clock),
  },
  routes: (api, s) =>
    api.register(photosRoutes, {
      media: s.media,
      users: s.users,
      blocks: s.blocks,
      guards: s.guards,
    }),
  exportFiles: (s) => photosExportFiles(s.media),
});
