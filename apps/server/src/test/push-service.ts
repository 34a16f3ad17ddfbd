import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/** A subscription as the local push service hands it out, with its id there. */
export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

export type LocalPushService = {
  url: string;
  /** Subscribes a "browser" to pushes signed with `applicationServerKey` (the VAPID key). */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted payloads delivered to a subscription so far, oldest first. */
  messages(subscription: TestSubscription): Promise<string[]>;
  /** From now on the service answers 410 Gone for this subscription. */
  expire(subscription: TestSubscription): Promise<void>;
  close(): Promise<void>;
};

/** The package's server: an express app with its routes, which `startServer` would listen on. */
type TestingServer = {
  _app: { listen(port: number, host: string): Server };
  setRequestHandlers(): void;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * web-push-testing's push service (RFC 8030 with RFC 8291 encryption and RFC 8292 VAPID) in
 * this process, on a free loopback port: it checks each push's VAPID signature against the key
 * the subscription was made with, decrypts the payload with the subscription's private key and
 * keeps it, as a browser's push service and the browser together would.
 */
export async function startPushService(): Promise<LocalPushService> {
  // The package is CommonJS and names no entry point of its own; these are its two modules.
  const require = createRequire(import.meta.url);
  const Server = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => TestingServer;
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => { notifyUrl: string };
  };
  const port = await freePort();
  const model = new PushApiModel();
  const testing = new Server(model, port);
  // Endpoints on the loopback address it listens on (it names "localhost" otherwise).
  model.notifyUrl = `http://127.0.0.1:${port}/notify/`;
  // What its startServer does, without the console line and the process.exit on an error.
  const server = testing._app.listen(port, '127.0.0.1');
  testing.setRequestHandlers();
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${port}`;
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    url,
    async subscribe(applicationServerKey) {
      const answer = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return ((await answer.json()) as { data: TestSubscription }).data;
    },
    async messages(subscription) {
      const answer = await post('/get-notifications', { clientHash: subscription.clientHash });
      return ((await answer.json()) as { data: { messages: string[] } }).data.messages;
    },
    async expire(subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
