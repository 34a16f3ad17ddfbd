import type { ClientOptions } from '@app/sdk/client';

/**
 * Where the website's SDK clients find the API: this origin's `/api` unless VITE_API_URL says
 * otherwise (the SDK wants the host and adds `/api` itself; '' is this page's origin).
 */
export function sdkEnvironment(): ClientOptions {
  return {
    environment: 'local',
    local: {
      host: (import.meta.env.VITE_API_URL || '/api').replace(/\/api\/?$/, ''),
      ...(import.meta.env.VITE_WEB_DEVICE_KEY && {
        deviceKey: import.meta.env.VITE_WEB_DEVICE_KEY,
      }),
    },
  };
}
