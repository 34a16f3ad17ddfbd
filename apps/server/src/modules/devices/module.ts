import { defineModule } from '../../module.js';
import * as tables from './devices.schema.js';
import { createDevicesService, type DevicesService } from './devices.service.js';

declare module '../../module.js' {
  interface Services {
    devices: DevicesService;
  }
}

/** The client applications the API knows (device mode, checked on every request in routes.ts). */
export const devicesModule = defineModule({
  name: 'devices',
  tables,
  services: {
    devices: (s) => createDevicesService(s.db),
  },
});
