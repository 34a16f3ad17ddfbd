import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import type { Environment } from '../environment.js';

/** The realtime timings and endpoints of the spec (section 9). */
export const REALTIME_DEFAULTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
  authPath: '/broadcasting/auth',
  userAuthPath: '/broadcasting/user-auth',
} as const;

/** Where the websocket is: from the environment's API address. */
export type SocketAddress = { host: string; port: number; tls: boolean };

/**
 * The websocket's host, port and TLS from the API address (`https` means TLS); a relative
 * address (a website on the API's origin) is read against the page's location.
 * @example socketAddress('https://antojo.app/api') // { host: 'antojo.app', port: 443, tls: true }
 */
export function socketAddress(apiUrl: string): SocketAddress {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  const url = new URL(apiUrl, base);
  const tls = url.protocol === 'https:';
  return { host: url.hostname, port: url.port ? Number(url.port) : tls ? 443 : 80, tls };
}

/**
 * The pusher-js options of the apps (spec, sections 7 and 9): protocol 7 (pusher-js 8's own),
 * the environment's host and port, TLS when the scheme is https, channel authorisation at
 * `<api>/broadcasting/auth` and user authentication at `<api>/broadcasting/user-auth` with the
 * headers `headers()` gives at the moment (the bearer token), and the spec's timeouts. With
 * `authorizeChannel`, pusher-js asks it instead of posting to the endpoint (the live layer
 * batches its channels: `batch-authorizer.ts`).
 * @example new Pusher(environment.realtimeKey, pusherOptions(environment, () => bearer()));
 */
export function pusherOptions(
  environment: Environment,
  headers: () => Record<string, string>,
  authorizeChannel?: ChannelAuthorizationHandler,
): Options {
  const address = socketAddress(environment.apiUrl);
  return {
    // pusher-js requires a cluster; with wsHost set it is never used.
    cluster: 'mt1',
    wsHost: address.host,
    wsPort: address.port,
    wssPort: address.port,
    forceTLS: address.tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: REALTIME_DEFAULTS.activityTimeout,
    pongTimeout: REALTIME_DEFAULTS.pongTimeout,
    unavailableTimeout: REALTIME_DEFAULTS.unavailableTimeout,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${environment.apiUrl}${REALTIME_DEFAULTS.authPath}`,
      headersProvider: headers,
      ...(authorizeChannel && { customHandler: authorizeChannel }),
    },
    userAuthentication: {
      transport: 'ajax',
      endpoint: `${environment.apiUrl}${REALTIME_DEFAULTS.userAuthPath}`,
      headersProvider: headers,
    },
  };
}
