import type { ClientOptions } from '@app/sdk/client';

/**
 * Where the website's SDK clients find the API: this origin's `/api` unless VITE_API_URL says
 * otherwise (the SDK wants the host and adds `/api` itself; '' is this page's origin). The
 * website is an anonymous web client: a device key in its public scripts would be no secret,
 * and the local default one is refused by a production server (its keys are its own), so it
 * names itself only when a build is given VITE_WEB_DEVICE_KEY.
 */
export function sdkEnvironment(): ClientOptions {
  return {
    environment: 'local',
    local: {
      host: (import.meta.env.VITE_API_URL || '/api').replace(/\/api\/?$/, ''),
      deviceKey: import.meta.env.VITE_WEB_DEVICE_KEY ?? '',
    },
  };
}
