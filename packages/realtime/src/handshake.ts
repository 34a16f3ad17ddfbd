import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { errorFrame } from './frames.js';
import type { App } from './options.js';

/** The only protocol version pusher-js 8 and Laravel Echo speak. */
const PROTOCOL = '7';
const PATH = /^\/app\/([^/]+)\/?$/;

export type HandshakeDeps = {
  wss: WebSocketServer;
  appsByKey: Map<string, App>;
  /** The client's address, as the owner's proxy settings say to read it. */
  clientAddress(request: IncomingMessage): string;
  accept(socket: WebSocket, app: App, address: string): void;
  /** A reason to refuse a new connection (shutdown, capacity) with its close code. */
  refusal(address: string): { code: number; message: string } | undefined;
};

/**
 * The websocket handshake of `/app/{key}?protocol=7`. Anything else is answered 404 without an
 * upgrade. Protocol and app errors are reported the Pusher way, after the upgrade: a
 * `pusher:error` frame and the same close code (4008 no protocol, 4007 unsupported protocol,
 * 4001 unknown app key; all permanent for pusher-js), because a client cannot read an HTTP
 * error status from a failed websocket handshake.
 * @example httpServer.on('upgrade', createUpgradeHandler({ wss, appsByKey, accept, refusal }));
 */
export function createUpgradeHandler(deps: HandshakeDeps) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = PATH.exec(url.pathname)?.[1];
    if (key === undefined || request.method !== 'GET') {
      socket.once('finish', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    deps.wss.handleUpgrade(request, socket, head, (ws) => {
      // A refused socket still needs a listener: an error on it must not crash the process.
      ws.on('error', () => undefined);
      const refuse = (code: number, message: string) => {
        ws.send(errorFrame(code, message));
        ws.close(code, message);
      };
      const protocol = url.searchParams.get('protocol');
      if (!protocol) return refuse(4008, 'No protocol version supplied');
      if (protocol !== PROTOCOL) return refuse(4007, `Unsupported protocol version ${protocol}`);
      const app = deps.appsByKey.get(key);
      if (!app) return refuse(4001, 'App key does not exist');
      const address = deps.clientAddress(request);
      const refusal = deps.refusal(address);
      if (refusal) return refuse(refusal.code, refusal.message);
      deps.accept(ws, app, address);
    });
  };
}
