import PusherJs, { type Channel, type Options } from 'pusher-js';
import { testApp } from './adapters.js';
import { within } from './waiting.js';

// pusher-js ships CommonJS whose types declare `export default`: under NodeNext the default
// import is module.exports (the class, at runtime) but is typed as the module. Fixed once here.
export const Pusher = PusherJs as unknown as typeof PusherJs.default;
export type PusherClient = InstanceType<typeof Pusher>;

/**
 * A pusher-js client configured as the mobile app is, against the standalone server: ws only,
 * no TLS, auth at `/broadcasting/auth` and `/broadcasting/user-auth` with a bearer token.
 */
export function pusherClient(port: number, token?: string, overrides: Partial<Options> = {}) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return new Pusher(testApp.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
      headers,
    },
    userAuthentication: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${port}/broadcasting/user-auth`,
      headers,
    },
    ...overrides,
  });
}

/** Resolves with the socket id once the client is connected. */
export function connected(client: PusherClient): Promise<string> {
  const done = new Promise<string>((resolve, reject) => {
    const check = () => {
      const { state, socket_id: socketId } = client.connection;
      if (state === 'connected') resolve(socketId);
      if (state === 'failed' || state === 'unavailable') reject(new Error(`state ${state}`));
    };
    client.connection.bind('state_change', check);
    check();
  });
  return within(done, 3000, 'pusher-js to connect');
}

/** Resolves with the subscription data; rejects with the subscription error. */
export function subscribed(channel: Channel): Promise<unknown> {
  const done = new Promise<unknown>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription_error ${JSON.stringify(error)}`)),
    );
  });
  return within(done, 3000, `subscription to ${channel.name}`);
}

/** The next occurrence of an event on a channel: its data and metadata (user_id). */
export function nextEvent(
  channel: Channel,
  event: string,
  ms = 3000,
): Promise<{ data: unknown; metadata: unknown }> {
  const done = new Promise<{ data: unknown; metadata: unknown }>((resolve) => {
    const handler = (data: unknown, metadata: unknown) => {
      channel.unbind(event, handler);
      resolve({ data, metadata });
    };
    channel.bind(event, handler);
  });
  return within(done, ms, `${event} on ${channel.name}`);
}

/** Every occurrence of an event on a channel, for checking what did not arrive. */
export function collect(channel: Channel, event: string): unknown[] {
  const seen: unknown[] = [];
  channel.bind(event, (data: unknown) => seen.push(data));
  return seen;
}
