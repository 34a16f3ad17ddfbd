import { load, type LoadOptions, type LoadResult } from '../load.js';
import { startChild, type Child } from '../shared/child.js';
import { sample } from '../shared/http.js';
import { grouped } from '../shared/stats.js';
import { tempDir } from '../shared/temp.js';
import type { Account } from './accounts.js';
import { createPostgresDatabase, POSTGRES_URL } from './backends.js';
import type { ProfileShare } from './profile.js';
import { apiRoutes, type RouteLoad } from './routes.js';
import type { Statement } from './sql-capture.js';
import { requestUuids, type Replayed } from './sql-replay.js';

export type ApiRow = {
  database: string;
  route: string;
  /** Activities in the database while it was measured. */
  activities: number;
  /** Response bytes, and the request body's (the same for the ceiling). */
  bytes: number;
  requestBytes: number;
  ofCeiling: number;
  /** PostgreSQL: the route's throughput as a share of its own statements replayed through pg. */
  ofSql?: number;
  note?: string;
} & LoadResult;

/** Seconds each seeding step took, per database: sign-up and first size, then each growth. */
export type SeedTimes = Array<{ activities: number; seconds: number }>;

export type ApiResult = {
  rows: ApiRow[];
  skipped: string[];
  seedSeconds: Record<string, SeedTimes>;
  profiles: Record<string, ProfileShare[]>;
};

const WARMUP_SECONDS = 1;

/**
 * The databases the API runs on. The last is the list route as it was before the fix (see
 * the README): PostgreSQL with JIT compilation back on, measured in the same run.
 */
const DATABASES: Array<{
  name: string;
  postgres: boolean;
  urlOptions?: string;
  routeWords?: string[];
  /** Whether the list is measured again at the further sizes (BENCH_API_SIZES). */
  scale: boolean;
  /** Whether each route is also set beside its own statements replayed through pg. */
  sqlCeiling?: boolean;
}> = [
  { name: 'PGlite', postgres: false, scale: true },
  { name: 'PostgreSQL', postgres: true, scale: true, sqlCeiling: true },
  {
    name: 'PostgreSQL, JIT on (before the fix)',
    postgres: true,
    urlOptions: '-c jit=on',
    routeWords: ['GET /api/activity'],
    scale: false,
  },
];
/**
 * The routes measured again at each further size (their names start so): the list and the deck,
 * whose work once grew with the table (decisions 0019, 0052).
 */
const SCALED_ROUTE = 'GET /api/activity';
/** Growing a database by a million activities takes PGlite minutes: bounded all the same. */
const GROW_TIMEOUT_MS = 20 * 60_000;
/** A route that answers fewer requests than this in the window is measured again for longer. */
const FEW_RESPONSES = 50;
const SLOW_ROUTE_SECONDS = 20;

type ServerReady = {
  base: string;
  host: Account;
  viewer: Account;
  chats: number[];
  seedSeconds: number;
};

/**
 * The API under load on each database, every route beside its ceiling: a bare Fastify route
 * sending the same bytes to the same requests, measured just before it in the same run. The
 * server and the ceiling each run in a process of their own; autocannon runs here.
 */
export async function benchApi(
  seconds: number,
  options: { connections: number; profile: boolean; sizes: number[] },
): Promise<ApiResult> {
  const result: ApiResult = { rows: [], skipped: [], seedSeconds: {}, profiles: {} };
  // BENCH_API_DATABASES=PostgreSQL (or PGlite) runs one of them only.
  const only = process.env.BENCH_API_DATABASES?.split(',');
  const [base, ...larger] = options.sizes;
  for (const { name, postgres, urlOptions, routeWords, scale, sqlCeiling } of DATABASES) {
    if (only && !only.some((word) => name.startsWith(word))) continue;
    const data = tempDir();
    let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
    let server: (Child & { ready: Record<string, unknown> }) | undefined;
    try {
      if (postgres) {
        created = await createPostgresDatabase(POSTGRES_URL, urlOptions);
        if ('skipped' in created) {
          console.warn(`API on PostgreSQL skipped: ${created.skipped}`);
          result.skipped.push(created.skipped);
          continue;
        }
      }
      server = await startChild('api/server-main.js', {
        readyBody: {
          dataDir: data.dir,
          activities: base,
          ...(created && 'url' in created && { databaseUrl: created.url }),
        },
        readyTimeoutMs: 600_000,
      });
      const ready = server.ready as ServerReady;
      const seeds: SeedTimes = [{ activities: base!, seconds: ready.seedSeconds }];
      result.seedSeconds[name] = seeds;
      console.log(
        `${name}: signed up, seeded ${grouped(base!)} activities and listening in ${ready.seedSeconds} s`,
      );
      // BENCH_API_ROUTES=activity (words of the route names) runs those routes only.
      const wanted = routeWords ?? process.env.BENCH_API_ROUTES?.split(',');
      const routes = (await apiRoutes(ready.base, ready, ready.chats)).filter(
        (route) => !wanted || wanted.some((word) => route.name.includes(word)),
      );
      const at = {
        server,
        base: ready.base,
        database: name,
        seconds,
        ...options,
        ...(sqlCeiling && created && 'url' in created && { databaseUrl: created.url }),
      };
      for (const route of routes) {
        result.rows.push(...(await benchRoute(at, route, base!)));
        if (options.profile) {
          // A separate load with the sampling profiler on in the server: where its time goes.
          await server.call('profileStart');
          await load(ready.base + route.path, {
            ...route.options,
            connections: options.connections,
            seconds,
          });
          await drain(server);
          result.profiles[`${name} ${route.name}`] =
            await server.call<ProfileShare[]>('profileStop');
        }
      }
      // The list again over a larger table, the same server and database, grown in place.
      const scaled = routes.filter((route) => route.name.startsWith(SCALED_ROUTE));
      for (const size of scale && scaled.length > 0 ? larger : []) {
        const { seconds: grew } = await server.call<{ seconds: number }>(
          'grow',
          { activities: size },
          GROW_TIMEOUT_MS,
        );
        seeds.push({ activities: size, seconds: grew });
        const total = seeds.reduce((sum, seed) => sum + seed.seconds, 0);
        console.log(
          `${name}: grown to ${grouped(size)} activities in ${grew} s (${total.toFixed(1)} s of seeding in all)`,
        );
        for (const route of scaled) result.rows.push(...(await benchRoute(at, route, size)));
      }
    } finally {
      await server?.stop();
      if (created && 'drop' in created) await created.drop();
      data.remove();
    }
  }
  return result;
}

/** Where a route is measured: the server, its database, and the load's settings. */
type Bench = {
  server: Child;
  base: string;
  database: string;
  seconds: number;
  connections: number;
  /** Set where the route's statements are replayed through pg beside it (PostgreSQL). */
  databaseUrl?: string;
};

/** The server's pool: openPostgres's default (apps/server/src/db/database.ts). */
const SERVER_POOL_SIZE = 10;

/** Variants of a varying route captured for its replay: a chat each, as the load rotates. */
const SQL_VARIANTS = 50;

/**
 * The route's own statements, captured from its requests (one, or one per variant of a route
 * that varies), replayed through pg at the same concurrency in a process of their own (no
 * HTTP, no JSON): what the database alone allows. Undefined where a request failed or sent
 * nothing to the database.
 */
async function sqlCeiling(
  server: Child,
  databaseUrl: string,
  route: RouteLoad,
  pace: { connections: number; seconds: number },
): Promise<(Replayed & { statements: number }) | undefined> {
  const requests: Array<{ statements: Statement[]; uuids: string[] }> = [];
  const variants = route.options.vary ? SQL_VARIANTS : 1;
  for (let n = 0; n < variants; n += 1) {
    // Numbers past the load's, so a varying body (a message's client_id) is a new one.
    const variant = route.options.vary?.(1_000_000_000 + n);
    const path = variant?.path ?? route.path;
    const body = variant?.body ?? route.options.body;
    const { status, statements } = await server.call<{ status: number; statements: Statement[] }>(
      'capture',
      {
        path,
        method: route.options.method ?? 'GET',
        headers: { ...route.options.headers, ...variant?.headers },
        ...(body !== undefined && { body: Buffer.from(body).toString('base64') }),
      },
    );
    if (status !== 200 || statements.length === 0) {
      // The wishes' area is answered from memory (wish-map.ts): nothing to replay.
      console.log(`${route.name}: answered ${status} with ${statements.length} statements`);
      return undefined;
    }
    const uuids = requestUuids(
      path + (body === undefined ? '' : Buffer.from(body).toString('latin1')),
    );
    requests.push({ statements, uuids });
  }
  const replayer = await startChild('api/sql-replay-main.js');
  try {
    const replayed = await replayer.call<Replayed>(
      'replay',
      {
        url: databaseUrl,
        requests,
        connections: pace.connections,
        seconds: pace.seconds,
        poolSize: SERVER_POOL_SIZE,
        warmupSeconds: WARMUP_SECONDS,
      },
      (pace.seconds + WARMUP_SECONDS + 60) * 1000,
    );
    return { ...replayed, statements: requests[0]!.statements.length };
  } finally {
    await replayer.stop();
  }
}

async function benchRoute(
  { server, base, database, seconds, connections, databaseUrl }: Bench,
  route: RouteLoad,
  activities: number,
): Promise<ApiRow[]> {
  const first = route.options.vary?.(0);
  const requestBody = first?.body ?? route.options.body;
  const response = await sample(base + (first?.path ?? route.path), {
    method: route.options.method ?? 'GET',
    headers: { ...route.options.headers, ...first?.headers },
    ...(requestBody !== undefined && { body: requestBody }),
  });
  if (response.status !== 200) {
    throw new Error(
      `${route.name} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
    );
  }
  const options: LoadOptions = { ...route.options, connections };

  const ceiling = await startChild('shared/ceiling-main.js', {
    readyBody: {
      payload: response.body.toString('base64'),
      encoding: response.headers['content-encoding'] ?? null,
    },
  });
  let bare: LoadResult;
  try {
    const ceilingBase = String(ceiling.ready.base);
    await load(ceilingBase + route.path, { ...options, seconds: WARMUP_SECONDS });
    bare = await load(ceilingBase + route.path, { ...options, seconds });
  } finally {
    await ceiling.stop();
  }
  // What a load leaves in flight is answered before the next load starts.
  await load(base + route.path, { ...options, seconds: WARMUP_SECONDS });
  await drain(server);
  let measured = await load(base + route.path, { ...options, seconds });
  await drain(server);
  if (measured.responses < FEW_RESPONSES && seconds < SLOW_ROUTE_SECONDS) {
    measured = await load(base + route.path, { ...options, seconds: SLOW_ROUTE_SECONDS });
    await drain(server);
    route = {
      ...route,
      note: [
        route.note,
        `fewer than ${FEW_RESPONSES} answers in ${seconds} s: measured over ${SLOW_ROUTE_SECONDS} s`,
      ]
        .filter(Boolean)
        .join('; '),
    };
  }
  const bytes = response.body.length;
  const requestBytes = requestBody === undefined ? 0 : Buffer.byteLength(requestBody);
  const sql =
    databaseUrl && !route.noSqlCeiling
      ? await sqlCeiling(server, databaseUrl, route, { connections, seconds: measured.seconds })
      : undefined;
  if (sql?.firstError) {
    console.warn(`${route.name}: ${sql.errors} replays failed, the first with: ${sql.firstError}`);
  }
  // A replay that mostly failed measures nothing: the share is left out.
  const sqlShare =
    sql && sql.responses >= FEW_RESPONSES && sql.errors * 100 <= sql.responses
      ? measured.requestsPerSecond / Math.max(1, sql.requestsPerSecond)
      : undefined;
  console.log(
    `${database} ${route.name} (${grouped(activities)} activities): ${measured.requestsPerSecond} req/s (ceiling ${bare.requestsPerSecond}${sql ? `, its SQL ${sql.requestsPerSecond}` : ''}), p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} errors`,
  );
  const same = { database, activities, bytes, requestBytes };
  return [
    {
      ...same,
      route: route.name,
      ...measured,
      ofCeiling: measured.requestsPerSecond / Math.max(1, bare.requestsPerSecond),
      ...(sqlShare !== undefined && { ofSql: sqlShare }),
      ...(route.note && { note: route.note }),
    },
    { ...same, route: '  bare Fastify, same bytes', ...bare, ofCeiling: 1 },
    ...(sql
      ? [
          {
            ...same,
            route: `  its ${sql.statements} statements through pg`,
            ...sql,
            // No answer goes on the wire: the row has no bytes of its own.
            bytes: 0,
            ofCeiling: sql.requestsPerSecond / Math.max(1, bare.requestsPerSecond),
          },
        ]
      : []),
  ];
}

/** Waits until the server has answered what a load left in flight. */
async function drain(server: Child): Promise<void> {
  const { inFlight } = await server.call<{ inFlight: number }>('drain', {}, 70_000);
  if (inFlight > 0) console.warn(`the server still had ${inFlight} requests in flight after 60 s`);
}
