import { load, type LoadOptions, type LoadResult } from '../load.js';
import { startChild, type Child } from '../shared/child.js';
import { sample } from '../shared/http.js';
import { grouped } from '../shared/stats.js';
import { tempDir } from '../shared/temp.js';
import type { Account } from './accounts.js';
import { createPostgresDatabase, POSTGRES_URL } from './backends.js';
import type { ProfileShare } from './profile.js';
import { apiRoutes, type RouteLoad } from './routes.js';

export type ApiRow = {
  database: string;
  route: string;
  /** Activities in the database while it was measured. */
  activities: number;
  /** Response bytes, and the request body's (the same for the ceiling). */
  bytes: number;
  requestBytes: number;
  ofCeiling: number;
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
}> = [
  { name: 'PGlite', postgres: false, scale: true },
  { name: 'PostgreSQL', postgres: true, scale: true },
  {
    name: 'PostgreSQL, JIT on (before the fix)',
    postgres: true,
    urlOptions: '-c jit=on',
    routeWords: ['GET /api/activity'],
    scale: false,
  },
];
/** The routes measured again at each further size: the list, whose work grows with the table. */
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
  for (const { name, postgres, urlOptions, routeWords, scale } of DATABASES) {
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
      const at = { server, base: ready.base, database: name, seconds, ...options };
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
};

async function benchRoute(
  { server, base, database, seconds, connections }: Bench,
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
  console.log(
    `${database} ${route.name} (${grouped(activities)} activities): ${measured.requestsPerSecond} req/s (ceiling ${bare.requestsPerSecond}), p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} errors`,
  );
  const same = { database, activities, bytes, requestBytes };
  return [
    {
      ...same,
      route: route.name,
      ...measured,
      ofCeiling: measured.requestsPerSecond / Math.max(1, bare.requestsPerSecond),
      ...(route.note && { note: route.note }),
    },
    { ...same, route: '  bare Fastify, same bytes', ...bare, ofCeiling: 1 },
  ];
}

/** Waits until the server has answered what a load left in flight. */
async function drain(server: Child): Promise<void> {
  const { inFlight } = await server.call<{ inFlight: number }>('drain', {}, 70_000);
  if (inFlight > 0) console.warn(`the server still had ${inFlight} requests in flight after 60 s`);
}
