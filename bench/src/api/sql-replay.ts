import { randomUUID } from 'node:crypto';
import type { LoadResult } from '../load.js';
import { percentile } from '../shared/stats.js';
import { serverPg, type Statement } from './sql-capture.js';

type QueryConfig = {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: string;
  types?: unknown;
};
type PoolClient = { query(config: QueryConfig): Promise<unknown>; release(error?: Error): void };
type Pool = PoolClient & { connect(): Promise<PoolClient>; end(): Promise<void> };
type PgModule = {
  Pool: new (options: Record<string, unknown>) => Pool;
  types: {
    builtins: Record<string, number>;
    getTypeParser(typeId: number, format?: string): unknown;
  };
};

const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|end|rollback)\s*;?\s*$/i;

/**
 * drizzle's parsers: dates, times and intervals (and their arrays) stay text, as the server
 * reads them (drizzle-orm/node-postgres/session.js).
 */
function textTimes(types: PgModule['types']) {
  const kept = new Set([
    types.builtins.TIMESTAMPTZ,
    types.builtins.TIMESTAMP,
    types.builtins.DATE,
    types.builtins.INTERVAL,
    1231,
    1115,
    1185,
    1187,
    1182,
  ]);
  return {
    getTypeParser: (typeId: number, format?: string) =>
      kept.has(typeId) ? (value: string) => value : types.getTypeParser(typeId, format),
  };
}

/**
 * The request's values for one replay: each UUID the request itself sent (a message's
 * `client_id`) made new, so a write that must be new each time is, as the load's are.
 */
function freshValues(values: unknown[], fresh: ReadonlyMap<string, string>): unknown[] {
  if (fresh.size === 0) return values;
  return values.map((value) => (typeof value === 'string' ? (fresh.get(value) ?? value) : value));
}

/**
 * One request's statements, as the server sent them and committed: those between `begin`
 * and `commit` on one client, the others each on whichever pooled client is free.
 */
async function replayOnce(
  pool: Pool,
  statements: readonly Statement[],
  types: ReturnType<typeof textTimes>,
  requestUuids: readonly string[],
) {
  const fresh = new Map(requestUuids.map((uuid) => [uuid, randomUUID()]));
  let client: PoolClient | undefined;
  try {
    for (const statement of statements) {
      if (BEGIN.test(statement.text)) {
        if (client) throw new Error('a begin inside a transaction');
        client = await pool.connect();
      }
      await (client ?? pool).query({
        text: statement.text,
        values: freshValues(statement.values, fresh),
        ...(statement.name && { name: statement.name }),
        ...(statement.rowMode && { rowMode: statement.rowMode }),
        ...(statement.textTimes && { types }),
      });
      if (END.test(statement.text)) {
        client?.release();
        client = undefined;
      }
    }
  } catch (error) {
    // A client left inside a failed transaction is closed, not given to the next replay.
    client?.release(error instanceof Error ? error : new Error(String(error)));
    client = undefined;
    throw error;
  }
}

export type Replayed = LoadResult & { firstError?: string };

/**
 * Requests' own statements replayed through `pg` at the route's concurrency (`connections`
 * requests at once, through a pool of the server's size) for `seconds`, each request's in
 * turn (a route that varies, a chat each, is captured once per variant): the most the
 * database lets that route answer, the ceiling a database route is set beside. Writes are
 * committed, as the route's are; the UUIDs a request sent are new on each replay.
 */
export async function replayStatements(
  url: string,
  requests: ReadonlyArray<{ statements: Statement[]; uuids: string[] }>,
  options: { connections: number; seconds: number; poolSize: number; warmupSeconds: number },
): Promise<Replayed> {
  const pg = serverPg<PgModule>();
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize, options: '-c jit=off' });
  const types = textTimes(pg.types);
  let turn = 0;
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) {
          const request = requests[turn++ % requests.length]!;
          const started = performance.now();
          try {
            await replayOnce(pool, request.statements, types, request.uuids);
            // Only what finished in the window counts, as autocannon counts responses.
            if (performance.now() <= deadline) latencies.push(performance.now() - started);
          } catch (error) {
            errors += 1;
            firstError ??= error instanceof Error ? error.message : String(error);
          }
        }
      }),
    );
    return { latencies, errors, firstError };
  };
  try {
    await run(options.warmupSeconds);
    const { latencies, errors, firstError } = await run(options.seconds);
    const sorted = Float64Array.from(latencies).sort() as unknown as number[];
    return {
      requestsPerSecond: Math.round(latencies.length / options.seconds),
      p50Ms: Math.round(percentile(sorted, 50)),
      p99Ms: Math.round(percentile(sorted, 99)),
      errors,
      responses: latencies.length,
      seconds: options.seconds,
      ...(firstError !== undefined && { firstError }),
    };
  } finally {
    await pool.end();
  }
}

/** The UUIDs in a request's path, headers and body: those a replay makes new. */
export function requestUuids(text: string): string[] {
  return [...new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi))];
}
