import { load, type LoadOptions, type LoadResult } from '../load.js';
import { startChild, type Child } from '../shared/child.js';
import { sample } from '../shared/http.js';
import { tempDir } from '../shared/temp.js';
import type { Account } from './accounts.js';
import { createPostgresDatabase, POSTGRES_URL } from './backends.js';
import type { ProfileShare } from './profile.js';
import { apiRoutes, type RouteLoad } from './routes.js';

export type ApiRow = {
  database: string;
  route: string;
  bytes: number;
  ofCeiling: number;
  note?: string;
} & LoadResult;

export type ApiResult = {
  rows: ApiRow[];
  skipped: string[];
  seedSeconds: Record<string, number>;
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
}> = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
  {
    name: 'PostgreSQL, JIT on (before the fix)',
    postgres: true,
    urlOptions: '-c jit=on',
    routeWords: ['GET /api/activity'],
  },
];
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
  options: { connections: number; profile: boolean },
): Promise<ApiResult> {
  const result: ApiResult = { rows: [], skipped: [], seedSeconds: {}, profiles: {} };
  // BENCH_API_DATABASES=PostgreSQL (or PGlite) runs one of them only.
  const only = process.env.BENCH_API_DATABASES?.split(',');
  for (const { name, postgres, urlOptions, routeWords } of DATABASES) {
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
          ...(created && 'url' in created && { databaseUrl: created.url }),
        },
        readyTimeoutMs: 180_000,
      });
      const ready = server.ready as ServerReady;
      result.seedSeconds[name] = ready.seedSeconds;
      console.log(`${name}: signed up, seeded and listening in ${ready.seedSeconds} s`);
      // BENCH_API_ROUTES=activity (words of the route names) runs those routes only.
      const wanted = routeWords ?? process.env.BENCH_API_ROUTES?.split(',');
      const routes = (await apiRoutes(ready.base, ready, ready.chats)).filter(
        (route) => !wanted || wanted.some((word) => route.name.includes(word)),
      );
      for (const route of routes) {
        const rows = await benchRoute(
          server,
          ready.base,
          route,
          name,
          seconds,
          options.connections,
        );
        result.rows.push(...rows);
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
    } finally {
      await server?.stop();
      if (created && 'drop' in created) await created.drop();
      data.remove();
    }
  }
  return result;
}

async function benchRoute(
  server: Child,
  base: string,
  route: RouteLoad,
  database: string,
  seconds: number,
  connections: number,
): Promise<ApiRow[]> {
  const first = route.options.vary?.(0);
  const response = await sample(base + (first?.path ?? route.path), {
    method: route.options.method ?? 'GET',
    headers: { ...route.options.headers, ...first?.headers },
    ...(route.options.body !== undefined && { body: route.options.body }),
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
  console.log(
    `${database} ${route.name}: ${measured.requestsPerSecond} req/s (ceiling ${bare.requestsPerSecond}), p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} errors`,
  );
  return [
    {
      database,
      route: route.name,
      bytes,
      ...measured,
      ofCeiling: measured.requestsPerSecond / Math.max(1, bare.requestsPerSecond),
      ...(route.note && { note: route.note }),
    },
    { database, route: '  bare Fastify, same bytes', bytes, ...bare, ofCeiling: 1 },
  ];
}

/** Waits until the server has answered what a load left in flight. */
async function drain(server: Child): Promise<void> {
  const { inFlight } = await server.call<{ inFlight: number }>('drain', {}, 70_000);
  if (inFlight > 0) console.warn(`the server still had ${inFlight} requests in flight after 60 s`);
}
