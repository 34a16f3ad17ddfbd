import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { Connection } from './connection.js';
import { encodeFrame } from './frames.js';
import type { App } from './options.js';
import { handleFrame, type ProtocolDeps } from './protocol.js';

/**
 * The life of one accepted websocket: it gets a socket id and `connection_established`, its
 * frames go to the protocol, and when it closes it leaves every channel (presence events and
 * webhooks follow from that) and the registry.
 * @example wss.handleUpgrade(request, socket, head, (ws) => acceptConnection(deps, ws, app, 120));
 */
export function acceptConnection(
  deps: ProtocolDeps,
  socket: WebSocket,
  app: App,
  activityTimeoutSeconds: number,
  address: string,
): Connection {
  const id = newSocketId(deps);
  const connection = new Connection(id, app, address, socket, deps.metrics, (closed) => {
    for (const channel of [...closed.channels.keys()]) deps.channels.leave(closed, channel);
    deps.registry.remove(closed);
  });
  deps.registry.add(connection);
  deps.metrics.count('realtime_connections_opened_total', app.id);
  socket.on('message', (raw, isBinary) => handleFrame(deps, connection, raw, isBinary));
  // Protocol-level pings and pongs are activity too (browsers answer the server's pings).
  socket.on('ping', () => connection.touch());
  socket.on('pong', () => connection.touch());
  socket.on('close', () => connection.released());
  // An oversized or malformed frame makes ws close with 1009 or 1002 and emit this; without a
  // listener the error would be thrown and stop the process.
  socket.on('error', (error) =>
    deps.logger.info({ err: error, socketId: connection.socketId }, 'websocket error'),
  );
  connection.send(
    encodeFrame({
      event: 'pusher:connection_established',
      data: { socket_id: connection.socketId, activity_timeout: activityTimeoutSeconds },
    }),
  );
  return connection;
}

/** `<int>.<int>`, random so that ids from different nodes do not collide. */
function newSocketId(deps: ProtocolDeps): string {
  for (;;) {
    const id = `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
    if (!deps.registry.has(id)) return id;
  }
}
