import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RealtimeError } from '../errors.js';
import type { RealtimeOptions } from '../options.js';
import { createRealtimeServer, type RealtimeServer } from '../server.js';

/**
 * The realtime server on a plain node:http server on loopback, as the API server mounts it:
 * upgrades go to `handleUpgrade`, `/apps/*` to `handleHttp` with the raw body. It also serves
 * `/broadcasting/auth` and `/broadcasting/user-auth` the way the API will (form-encoded
 * `socket_id` and `channel_name`, a bearer token), with a test policy: the token is the user id,
 * and a channel whose name ends in `.{token}` belongs to that token only. The token is also the
 * session each authorisation is bound to (`bindSession`, as that user's), as the API binds its
 * token ids.
 */
export type Standalone = {
  realtime: RealtimeServer;
  port: number;
  close(): Promise<void>;
};

export async function startStandalone(options: RealtimeOptions): Promise<Standalone> {
  const realtime = createRealtimeServer(options);
  const server = createServer((request, response) => {
    route(realtime, request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  server.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await realtime.ready();
  return {
    realtime,
    port: (server.address() as AddressInfo).port,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function route(realtime: RealtimeServer, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const body = await readBody(request);
  if (url.pathname.startsWith('/apps/')) {
    const result = await realtime.handleHttp({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    return json(response, result.status, result.body);
  }
  if (url.pathname === '/metrics') {
    response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
    return response.end(realtime.metrics());
  }
  if (request.method === 'POST' && url.pathname.startsWith('/broadcasting/')) {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return json(response, 401, { message: 'Unauthenticated.' });
    const form = new URLSearchParams(body.toString('utf8'));
    const socketId = form.get('socket_id') ?? '';
    try {
      if (url.pathname === '/broadcasting/user-auth') {
        // A `watchlist` form field (comma separated, as pusher-js `params` send it) is signed in.
        const watchlist = form.get('watchlist')?.split(',');
        const user = { id: token, user_info: { name: `user ${token}` }, watchlist };
        const signed = realtime.authenticateUser(socketId, user);
        realtime.bindSession({ socketId, session: token });
        return json(response, 200, signed);
      }
      const channel = form.get('channel_name') ?? '';
      const owner = /\.([^.]+)$/.exec(channel)?.[1];
      if (owner !== undefined && owner !== token) return json(response, 403, { message: 'no' });
      const data = channel.startsWith('presence-')
        ? { user_id: token, user_info: { name: `user ${token}` } }
        : undefined;
      const signed = realtime.authorizeChannel(socketId, channel, data);
      realtime.bindSession({ socketId, session: token, channel, userId: token });
      return json(response, 200, signed);
    } catch (error) {
      if (error instanceof RealtimeError) return json(response, 403, { message: error.message });
      throw error;
    }
  }
  return json(response, 404, { message: 'Not found' });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
