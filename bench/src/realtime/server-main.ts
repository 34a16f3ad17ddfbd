import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '@app/server/app';
import { loadConfig } from '@app/server/config';
import { serveParent } from '../shared/child.js';
import { startBareWs, startSocketIo, type RunningServer } from './peer-servers.js';

export type ServerKind = 'antojo' | 'socketio' | 'ws';

// One websocket server under test in a process of its own (run with --expose-gc), so that its
// memory and CPU are its own and the load clients live elsewhere.
let running: RunningServer | undefined;

async function startAntojo(message: Record<string, unknown>): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATA_DIR: String(message.dataDir),
    RATE_LIMIT_PER_MINUTE: '100000000',
    // Every bench client comes from 127.0.0.1, standing for thousands of people on as many
    // addresses: the per-address caps (100 by default, on handshakes then on websockets)
    // would turn most of them away.
    MAX_CONNECTIONS_PER_ADDRESS: '100000',
    REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '100000',
    REALTIME_MAX_CONNECTIONS: '100000',
    PUSHER_APP_ID: String(message.appId),
    PUSHER_APP_KEY: String(message.key),
    PUSHER_APP_SECRET: String(message.secret),
    ...(typeof message.redisUrl === 'string' && { REDIS_URL: message.redisUrl }),
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: (app.server.address() as { port: number }).port, close: () => app.close() };
}

serveParent(
  {
    async ready(message) {
      const kind = message.kind as ServerKind;
      running =
        kind === 'antojo'
          ? await startAntojo(message)
          : kind === 'socketio'
            ? await startSocketIo()
            : await startBareWs();
      return { port: running.port };
    },

    /** Resident, heap and external memory after two full collections, once settled. */
    async memory() {
      const gc = (globalThis as { gc?: () => void }).gc;
      for (let round = 0; round < 2; round++) {
        gc?.();
        await sleep(200);
      }
      const usage = process.memoryUsage();
      return {
        rss: usage.rss,
        heapUsed: usage.heapUsed,
        external: usage.external,
        gc: gc !== undefined,
      };
    },
  },
  async () => {
    await running?.close();
  },
);
