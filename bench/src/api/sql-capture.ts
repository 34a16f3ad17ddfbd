import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { createRequire } from 'node:module';

/**
 * One statement as the server sent it to PostgreSQL: its text and values, the prepared
 * statement's name if it had one, its row mode, and whether it kept dates and times as text
 * (drizzle's own type parsers).
 */
export type Statement = {
  text: string;
  values: unknown[];
  name?: string;
  rowMode?: string;
  textTimes?: boolean;
};

type QueryFunction = (...args: unknown[]) => unknown;
type PgModule = {
  Client: { prototype: { query: QueryFunction } };
  Pool: { prototype: { connect: QueryFunction } };
};

/**
 * The `pg` the server runs on: its own dependency, resolved from the server package, so the
 * same module (and class) the server's pool uses.
 */
export function serverPg<T = PgModule>(): T {
  const require = createRequire(import.meta.resolve('@app/server/app'));
  return require('pg') as T;
}

/** A driver call's statement: `query(text, values)` or `query(config, values)`, as pg reads it. */
function statementOf(args: unknown[]): Statement | undefined {
  const [first, second] = args;
  if (typeof first === 'string')
    return { text: first, values: Array.isArray(second) ? second : [] };
  const config = first as {
    text?: unknown;
    values?: unknown;
    name?: unknown;
    rowMode?: unknown;
    types?: unknown;
  } | null;
  if (typeof config?.text !== 'string') return undefined;
  // pg takes the second argument's values over the config's, as drizzle sends them.
  const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
  return {
    text: config.text,
    values,
    ...(typeof config.name === 'string' && { name: config.name }),
    ...(typeof config.rowMode === 'string' && { rowMode: config.rowMode }),
    ...(config.types !== undefined && { textTimes: true }),
  };
}

/** The request being captured: statements sent outside it (timers, queue workers) are not its. */
const capturing = new AsyncLocalStorage<Statement[]>();

/**
 * Every statement the server sends to PostgreSQL for what `run` does, in order, with its
 * values: what one request asks of the database, to replay without HTTP or JSON
 * (sql-replay.ts). The pool's clients look `query` up on their class at each call
 * (db/database.ts), so standing on the prototype sees them all; only those sent from `run`'s
 * own asynchronous context are kept, not the sweeps' or the delivery queue's meanwhile.
 */
export async function captureStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const { Client, Pool } = serverPg();
  const original = Client.prototype.query;
  const connect = Pool.prototype.connect;
  const statements: Statement[] = [];
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const into = capturing.getStore();
    const statement = into && statementOf(args);
    if (statement) into.push(statement);
    return original.apply(this, args);
  };
  // A pool hands a busy moment's client over in the context of whoever released it: the
  // callback (`pool.query`'s) is bound to the context that asked, so its statement is seen.
  Pool.prototype.connect = function (this: unknown, ...args: unknown[]) {
    const [callback] = args;
    return connect.apply(
      this,
      typeof callback === 'function'
        ? [AsyncResource.bind(callback as (...all: unknown[]) => unknown)]
        : args,
    );
  };
  try {
    await capturing.run(statements, run);
  } finally {
    Client.prototype.query = original;
    Pool.prototype.connect = connect;
  }
  return statements;
}
