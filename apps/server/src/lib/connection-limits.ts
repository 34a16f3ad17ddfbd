import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { API_MESSAGES } from '@app/contract/messages';

/**
 * At most `maxPerAddress` open connections from one client address; the next is answered 429
 * (in the API's JSON shape, with Retry-After) and closed before any request is read. Behind a
 * proxy (TRUST_PROXY) every connection comes from the proxy, so the proxy must bound them.
 * Websockets are counted until they upgrade; the realtime server bounds them after that.
 */
export function limitConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  const open = new Map<string, number>();
  const body = JSON.stringify({ message: API_MESSAGES.tooManyConnections });
  const refusal =
    'HTTP/1.1 429 Too Many Requests\r\n' +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Retry-After: 1\r\n' +
    'X-Content-Type-Options: nosniff\r\n' +
    'Connection: close\r\n\r\n' +
    body;

  const counted = new WeakSet<Socket>();
  const release = (socket: Socket, address: string) => {
    if (!counted.delete(socket)) return;
    const left = (open.get(address) ?? 1) - 1;
    if (left <= 0) open.delete(address);
    else open.set(address, left);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      // Nothing more is read from it, so no request on it reaches the API.
      socket.pause();
      socket.end(refusal, () => socket.destroy());
      return;
    }
    open.set(address, count + 1);
    counted.add(socket);
    socket.once('close', () => release(socket, address));
  });
  // A websocket leaves HTTP: the realtime server counts its connections with limits of its own.
  server.on('upgrade', (_request: unknown, socket: Socket) =>
    release(socket, socket.remoteAddress ?? 'unknown'),
  );
}
