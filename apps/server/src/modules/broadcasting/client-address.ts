import type { IncomingMessage } from 'node:http';

/**
 * The client address of a websocket upgrade, read the way Fastify reads `request.ip` with the
 * server's `trustProxy` setting (a boolean here): without it, the socket's peer; with it, the
 * left-most `X-Forwarded-For` entry (the first proxy's view of the client), falling back to the
 * peer. Upgrades never reach Fastify's routing, so `request.ip` is not there to ask.
 * @example clientAddress(request, true) // '203.0.113.7' for "X-Forwarded-For: 203.0.113.7, 10.0.0.2"
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const peer = request.socket.remoteAddress ?? '';
  if (!trustProxy) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded[0] ?? peer;
}
