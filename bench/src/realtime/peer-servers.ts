import http from 'node:http';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';

export type RunningServer = { port: number; close(): Promise<void> };

type PublishBody = { name: string; channel: string; data: string };

/** POST /publish with a JSON body: how the peers take an event (our server: the Pusher API). */
function publishRoute(onPublish: (body: PublishBody) => void): http.RequestListener {
  return (request, response) => {
    if (request.method !== 'POST' || request.url !== '/publish') return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        onPublish(JSON.parse(Buffer.concat(chunks).toString()) as PublishBody);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  };
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/**
 * The peer a Node developer would pick: Socket.IO 4, websocket transport only, a room per
 * channel; `io.to(room).emit` encodes the packet once for the whole room.
 */
export async function startSocketIo(): Promise<RunningServer> {
  const server = http.createServer();
  const io = new SocketIoServer(server, { transports: ['websocket'], serveClient: false });
  server.on(
    'request',
    publishRoute(({ name, channel, data }) => io.to(channel).emit(name, data)),
  );
  io.on('connection', (socket) => {
    socket.on('subscribe', (channel: unknown, ack?: () => void) => {
      if (typeof channel === 'string') void socket.join(channel);
      ack?.();
    });
  });
  const port = await listen(server);
  return {
    port,
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}

/**
 * The ceiling: bare `ws` with just enough of the Pusher protocol for the same clients
 * (connection_established, subscription_succeeded, pong), and a broadcast that serialises the
 * frame once and writes the same buffer to every subscriber.
 */
export async function startBareWs(): Promise<RunningServer> {
  const channels = new Map<string, Set<WebSocket>>();
  const server = http.createServer(
    publishRoute(({ name, channel, data }) => {
      const frame = Buffer.from(JSON.stringify({ event: name, channel, data }));
      for (const socket of channels.get(channel) ?? []) socket.send(frame, { binary: false });
    }),
  );
  const wss = new WebSocketServer({ server });
  let nextId = 1;
  wss.on('connection', (socket) => {
    const joined = new Set<string>();
    socket.send(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: `${nextId++}.1`, activity_timeout: 120 }),
      }),
    );
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data?: { channel?: string } };
      if (frame.event === 'pusher:subscribe' && typeof frame.data?.channel === 'string') {
        const channel = frame.data.channel;
        if (!channels.has(channel)) channels.set(channel, new Set());
        channels.get(channel)!.add(socket);
        joined.add(channel);
        socket.send(
          JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' }),
        );
      } else if (frame.event === 'pusher:ping') {
        socket.send('{"event":"pusher:pong","data":"{}"}');
      }
    });
    socket.on('close', () => {
      for (const channel of joined) channels.get(channel)?.delete(socket);
    });
  });
  const port = await listen(server);
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close(() => server.close(() => resolve()));
      }),
  };
}
