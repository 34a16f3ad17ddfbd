import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh database on the PostgreSQL server at `baseUrl`, dropped by `drop`; or the reason
 * it could not be had (the server does not answer within 3 s, say). `options` (`-c jit=on`)
 * go into the returned URL, where they override the server's own connection settings.
 */
export async function createPostgresDatabase(
  baseUrl = POSTGRES_URL,
  options?: string,
): Promise<{ url: string; drop(): Promise<void> } | { skipped: string }> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  const client = admin();
  try {
    await client.connect();
    await dropStale(client);
    await client.query(`create database ${name}`);
  } catch (error) {
    return { skipped: `PostgreSQL at ${redact(baseUrl)} did not answer: ${String(error)}` };
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  if (options) url.searchParams.set('options', options);
  return {
    url: url.toString(),
    async drop() {
      const dropper = admin();
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Databases of interrupted runs (bench_<ms>_<hex>, over an hour old) are dropped. */
async function dropStale(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    String.raw`select datname from pg_database where datname ~ '^bench_\d+_[0-9a-f]{6}$'`,
  );
  for (const { datname } of rows) {
    const created = Number(datname.split('_')[1]);
    if (Date.now() - created > 60 * 60_000) {
      await client.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
