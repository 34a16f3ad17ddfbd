import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxMessage } from '@app/contract/auth';
import { buildApp } from '@app/server/app';
import { loadConfig } from '@app/server/config';
import { openPglite } from '@app/server/db/database';
import { startGeocoderStandIn } from '@app/server/test/geocoder-stand-in';
import PusherServer from 'pusher';

/** The staff account the test server creates at its first start. */
export const STAFF = { email: 'staff@example.com', password: 'staff-secret-123' };

/** The realtime application of the test server (the `pusher` server SDK signs with it). */
export const PUSHER_APP = { id: 'sdk-test', key: 'sdk-test-key', secret: 's'.repeat(64) };

export type RealServer = {
  /** `http://127.0.0.1:<port>`: the SDK's environment host. */
  host: string;
  port: number;
  /** The newest 6-digit code sent to `to`, read from the development outbox. */
  codeFor(to: string): Promise<string>;
  /**
   * Ends one of the host's plans now through the development route, so what counts once a plan
   * has ended (points, coins, challenges: decision 0034) counts without waiting.
   */
  endNow(hostToken: string, activityId: number): Promise<void>;
  /** Triggers an event as Laravel would, through the Pusher HTTP API. */
  trigger(channel: string, event: string, data: unknown): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real server, in-process: PGlite, a temporary data directory, quiet logs, no throttling,
 * listening on a free loopback port.
 */
export async function startRealServer(): Promise<RealServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'antojo-sdk-'));
  const database = await openPglite();
  // Place search answers from a local stand-in of Photon, never the network.
  const geocoder = await startGeocoderStandIn();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_REQUESTS_PER_HOUR: '100000',
    PUSHER_APP_ID: PUSHER_APP.id,
    PUSHER_APP_KEY: PUSHER_APP.key,
    PUSHER_APP_SECRET: PUSHER_APP.secret,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    GEOCODER: 'photon',
    GEOCODER_URL: geocoder.url,
  });
  const app = await buildApp(config, { database, announce: () => {} });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const host = `http://127.0.0.1:${port}`;
  const pusher = new PusherServer({
    appId: PUSHER_APP.id,
    key: PUSHER_APP.key,
    secret: PUSHER_APP.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });
  return {
    host,
    port,
    async codeFor(to) {
      const response = await fetch(`${host}/api/_dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as OutboxMessage[];
      const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
    async endNow(hostToken, activityId) {
      const response = await fetch(`${host}/api/_dev/activity/${activityId}/end`, {
        method: 'POST',
        headers: { authorization: `Bearer ${hostToken}` },
      });
      if (!response.ok) throw new Error(`ending plan ${activityId}: ${response.status}`);
    },
    async trigger(channel, event, data) {
      await pusher.trigger(channel, event, data);
    },
    async close() {
      await app.close();
      await database.close();
      await geocoder.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Awaits a promise with a deadline, so a missing event fails fast with a name. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
