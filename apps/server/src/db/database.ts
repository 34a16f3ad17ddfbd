import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDirectory } from './data-lock.js';

/**
 * One handle type for both backends: the queries are the same PostgreSQL either way. Queries
 * name their tables (each module's own *.schema.ts), so the handle needs no schema of its own.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations, then runs `afterMigrate`, as one node at a time. */
  migrate(afterMigrate?: () => Promise<void>): Promise<void>;
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  /**
   * Hears the time of every query from now on (the app's metrics); one observer at a time,
   * the last one set wins, `undefined` stops.
   */
  observeQueries(observer: QueryObserver | undefined): void;
  /** The connection pool's figures, where there is a pool (PostgreSQL through `pg`). */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * Raw SQL with `$1` parameters, outside drizzle, for a library that brings its own SQL (the
   * delivery queue, pg-boss). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

/** `statement`: the SQL text sent (placeholders, never the values). */
export type QueryObserver = (
  seconds: number,
  failed: boolean,
  statement: string | undefined,
) => void;

/** The SQL text of a driver call: PGlite and pg take it first, as text or as `{ text }`. */
function statementOf(first: unknown): string | undefined {
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/**
 * The database layer's one timing point: wraps a driver's `query` so that every statement
 * drizzle (or anything else) sends is timed, whatever builds it. Both forms are timed: a
 * returned promise (PGlite; pg's clients as drizzle's transactions call them) and a trailing
 * callback (what pg's `pool.query` hands its client, drizzle's queries outside transactions).
 */
function timed<F extends (...args: never[]) => unknown>(
  query: F,
  observer: () => QueryObserver | undefined,
): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const observe = observer();
    if (!observe) return query.apply(this, args);
    const start = process.hrtime.bigint();
    const done = (failed: boolean) =>
      observe(Number(process.hrtime.bigint() - start) / 1e9, failed, statementOf(args[0]));
    const last = args.length - 1;
    const callback = args[last] as unknown;
    if (typeof callback === 'function') {
      const calls = [...args] as unknown[];
      calls[last] = (error: unknown, ...rest: unknown[]) => {
        done(Boolean(error));
        return (callback as (...all: unknown[]) => unknown)(error, ...rest);
      };
      return query.apply(this, calls as Parameters<F>);
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.then(
      (value: unknown) => {
        done(false);
        return value;
      },
      (error: unknown) => {
        done(true);
        throw error;
      },
    );
  } as F;
}

// src/db and dist/db both sit two levels below apps/server, where drizzle/ is.
export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number: every node of one install takes the same advisory lock.
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * PGlite, a real PostgreSQL in this process: data under `directory`, or in memory (then
 * from `dump`, a data directory PGlite dumped, when given: no initdb to run).
 */
export async function openPglite(directory?: string, dump?: Blob): Promise<Database> {
  let unlock = () => {};
  if (directory) {
    mkdirSync(directory, { recursive: true });
    unlock = lockDataDirectory(path.join(directory, '..', 'pglite.lock'));
  }
  let client: PGlite;
  try {
    client = await (directory === undefined && dump
      ? PGlite.create({ loadDataDir: dump })
      : PGlite.create(directory));
  } catch (error) {
    unlock();
    throw error;
  }
  let observer: QueryObserver | undefined;
  // drizzle sends statements through client.query, and inside a transaction through the
  // transaction's own query: both are timed.
  client.query = timed(client.query.bind(client), () => observer);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx), () => observer);
      return callback(tx);
    });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    observeQueries(next) {
      observer = next;
    },
    // One process owns the files, so no lock is needed.
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS });
      await afterMigrate?.();
    },
    async ping() {
      await client.query('select 1');
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query() takes one statement; exec() takes a script and answers each.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PostgreSQL through a `pg` pool. `durable: false` (the demo seed, thousands of small
 * transactions of invented data) skips the wait for each commit's WAL flush
 * (`synchronous_commit=off`): a crash may lose the last ones, never consistency.
 */
export function openPostgres(url: string, poolSize = 10, durable = true): Database {
  // A connection attempt that hangs (a restarting server) fails after 5 s rather than forever.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    // No JIT: PostgreSQL compiles a query whose estimate passes jit_above_cost on every run,
    // and the activity list's (a subquery per row) spent 160 ms of 250 ms compiling. A setting
    // in DATABASE_URL (`?options=-c jit=on`) still wins.
    options: durable ? '-c jit=off' : '-c jit=off -c synchronous_commit=off',
  });
  // An idle client that loses its server must not take the process down with it.
  pool.on('error', () => undefined);
  let observer: QueryObserver | undefined;
  // Every query, pool.query's included, runs on a pooled client: each is timed once, when the
  // pool makes it.
  pool.on('connect', (client) => {
    // The class's query, looked up at each call rather than bound now, so that whatever
    // stands on the prototype later (a test counting statements) still sees every query.
    const query = (...args: unknown[]) =>
      (Object.getPrototypeOf(client) as { query: (...all: unknown[]) => unknown }).query.apply(
        client,
        args,
      );
    client.query = timed(query, () => observer) as typeof client.query;
  });
  const db = drizzlePg({ client: pool, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    observeQueries(next) {
      observer = next;
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async migrate(afterMigrate) {
      // Several nodes may start together: the advisory lock lets one migrate and seed while
      // the others wait, then find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: MIGRATIONS });
        await afterMigrate?.();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    executeSql: (text, values) => pool.query(text, values),
    async close() {
      await pool.end();
    },
  };
}

/**
 * The database the settings name: PostgreSQL when DATABASE_URL is set, else PGlite.
 * `durable`: see openPostgres.
 */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  durable = true,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, 10, durable);
  return openPglite(path.join(config.dataDir, 'pglite'));
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`, but the shared handle
 * type cannot say so, hence the cast in one place.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
