import Echo from 'laravel-echo';
import PusherJs from 'pusher-js';
import PusherServer from 'pusher';

// pusher-js ships CommonJS typed as `export default`: under NodeNext the default import is the
// class at run time but typed as the module.
const Pusher = PusherJs as unknown as typeof PusherJs.default;
export type PusherClient = InstanceType<typeof Pusher>;

/** A pusher-js client set up as the mobile app's: ws only, auth at /api/broadcasting/auth. */
export function pusherClient(port: number, key: string, token?: string): PusherClient {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      headers,
    },
    userAuthentication: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${port}/api/broadcasting/user-auth`,
      headers,
    },
  });
}

/** Laravel Echo over that client, namespace App.Events, as the mobile app uses it. */
export function echoClient(port: number, key: string, token?: string) {
  const client = pusherClient(port, key, token);
  const echo = new Echo({ broadcaster: 'pusher', client, key, namespace: 'App.Events' });
  return { echo, client, close: () => echo.disconnect() };
}

/** The `pusher` server SDK (what Laravel uses) pointed at our HTTP API. */
export function pusherServer(port: number, app: { id: string; key: string; secret: string }) {
  return new PusherServer({
    appId: app.id,
    key: app.key,
    secret: app.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
}

/** Awaits a promise with a deadline, so a missing event fails fast with a name. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
