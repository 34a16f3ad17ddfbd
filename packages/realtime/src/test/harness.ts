import { afterEach } from 'vitest';
import type { RealtimeOptions } from '../options.js';
import { recordingLogger, testApp, type AdapterCase } from './adapters.js';
import { pusherClient, type PusherClient } from './pusher-client.js';
import { RawClient } from './raw-client.js';
import { startStandalone, type Standalone } from './standalone.js';

/**
 * Servers and clients for one describe block, all closed after each test. Call inside
 * `describe`: it registers the `afterEach`.
 */
export function useHarness(adapterCase: AdapterCase) {
  const servers: Standalone[] = [];
  const pushers: PusherClient[] = [];
  const raws: RawClient[] = [];

  afterEach(async () => {
    for (const client of pushers.splice(0)) client.disconnect();
    for (const client of raws.splice(0)) client.close();
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  return {
    /** A server on loopback; `prefix` makes Redis servers share one cluster. */
    async start(options: Partial<RealtimeOptions> = {}, prefix?: string): Promise<Standalone> {
      const server = await startStandalone({
        apps: [testApp],
        adapter: adapterCase.create(prefix),
        logger: recordingLogger(),
        ...options,
      });
      servers.push(server);
      return server;
    },
    pusher(...args: Parameters<typeof pusherClient>): PusherClient {
      const client = pusherClient(...args);
      pushers.push(client);
      return client;
    },
    async raw(port: number, path?: string): Promise<RawClient> {
      const client = await RawClient.open(port, path);
      raws.push(client);
      return client;
    },
    async connectRaw(port: number, options?: Parameters<typeof RawClient.connect>[1]) {
      const connection = await RawClient.connect(port, options);
      raws.push(connection.client);
      return connection;
    },
  };
}
