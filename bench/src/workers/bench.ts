import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Account } from '../api/accounts.js';
import { createPostgresDatabase, POSTGRES_URL } from '../api/backends.js';
import { apiRoutes, type RouteLoad } from '../api/routes.js';
import { load, type LoadResult } from '../load.js';
import { REDIS_URL, redisUnavailable } from '../realtime/redis.js';
import { startChild, track } from '../shared/child.js';
import { tempDir } from '../shared/temp.js';

// WORKERS (decision 0053): the real server (apps/server/dist/main.js) with one worker and with
// two, on the same seeded PostgreSQL and Redis, taking turns twice so that a drift of this
// shared machine shows as a spread rather than as a difference.

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));
/** The routes compared: the database's (list, deck), Node's (a cached page) and the CPU's. */
const COMPARED = [
  'GET /api/activity (near, discipline)',
  'GET /api/activity/deck (near)',
  'GET /api/marketing/view',
  'POST /api/auth/singin',
];
export const WORKER_COUNTS = [1, 2] as const;
const ROUNDS = 2;
const WARMUP_SECONDS = 1;
/** 50 sign-ins left in flight by the warm-up take a few seconds of hashing to answer. */
const SETTLE_MS = 3_000;

export type WorkersRow = LoadResult & { route: string; workers: number; round: number };
export type WorkersResult = { rows: WorkersRow[]; activities: number; skipped?: string };

type Ready = { host: Account; viewer: Account; chats: number[]; seedSeconds: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
  });
}

/** Polls `url` until it answers 200. */
async function answering(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The server with `workers` workers, once every one of them listens. Its logs stay off, as
 * the API part's server's: writing a line a request would be measured too.
 */
async function startServer(
  workers: number,
  env: Record<string, string>,
): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...env,
      WORKERS: String(workers),
      PORT: String(port),
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  // The primary says each worker's "listening" whatever the log level; a lone server answers.
  let listening = 0;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      listening += chunk.match(/\[workers\] worker \d+ listening/g)?.length ?? 0;
      if (listening >= workers) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) while starting`)));
  });
  // A lone server never says "listening": its stop would otherwise reject nobody's promise.
  ready.catch(() => undefined);
  const base = `http://127.0.0.1:${port}`;
  await (workers > 1 ? ready : Promise.race([ready, answering(`${base}/api/health`)]));
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * Seeds a PostgreSQL database as the API part does (its server process, then stopped), then
 * loads the compared routes on one worker and on two, in turns.
 */
export async function benchWorkers(
  seconds: number,
  options: { connections: number; activities: number },
): Promise<WorkersResult> {
  const redis = await redisUnavailable();
  if (redis) return { rows: [], activities: options.activities, skipped: redis };
  const created = await createPostgresDatabase(POSTGRES_URL);
  if ('skipped' in created)
    return { rows: [], activities: options.activities, skipped: created.skipped };
  const data = tempDir();
  try {
    const seeder = await startChild('api/server-main.js', {
      readyBody: { dataDir: data.dir, activities: options.activities, databaseUrl: created.url },
      readyTimeoutMs: 600_000,
    });
    const ready = seeder.ready as Ready;
    await seeder.stop();
    console.log(
      `seeded ${options.activities.toLocaleString('en')} activities in ${ready.seedSeconds} s`,
    );
    // The settings of the API part's server (api/server-main.ts), and the data directory whose
    // generated secrets signed the accounts' tokens.
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: data.dir,
      DATABASE_URL: created.url,
      REDIS_URL,
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_REQUESTS_PER_HOUR: '100000',
      TRUST_PROXY: 'true',
      HASH_QUEUE: '100',
    };
    const rows: WorkersRow[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const workers of WORKER_COUNTS) {
        const server = await startServer(workers, env);
        try {
          const routes = (await apiRoutes(server.base, ready, ready.chats)).filter((route) =>
            COMPARED.includes(route.name),
          );
          for (const route of routes) {
            const measured = await measure(server.base, route, seconds, options.connections);
            rows.push({ route: route.name, workers, round, ...measured });
            console.log(
              `round ${round}, ${workers} worker${workers > 1 ? 's' : ''}: ${route.name} ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms`,
            );
          }
        } finally {
          await server.stop();
        }
      }
    }
    return { rows, activities: options.activities };
  } finally {
    await created.drop();
    data.remove();
  }
}

async function measure(
  base: string,
  route: RouteLoad,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const options = { ...route.options, connections };
  await load(base + route.path, { ...options, seconds: WARMUP_SECONDS });
  // What the warm-up left in flight is answered before the measure starts.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return load(base + route.path, { ...options, seconds });
}
