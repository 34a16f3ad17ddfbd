import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS, openPostgres } from '../db/database.js';

/**
 * Databases the tests start from, already migrated: migrating anew for each test file cost
 * seconds a file on each database (PGlite's initdb and 30 migrations, PostgreSQL's), most of
 * the unit run. A template is built once per set of migrations and copied for each file:
 * PGlite's data directory dumped to a file under the system's temp folder, a PostgreSQL
 * database the server copies (CREATE DATABASE … TEMPLATE).
 */

/** What a template is good for: these migrations, on this PGlite. */
const key = (() => {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(full));
  }
  // PGlite's version: its package.json, found above its entry (the package exports no path to it).
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  hash.update(readFileSync(path.join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
})();

/** PGlite's migrated data directory, as the tar PGlite loads (`loadDataDir`). */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `antojo-test-pglite-${key}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create();
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a worker building it at the same time never reads half.
    const building = `${file}.${process.pid}`;
    writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
    renameSync(building, file);
  }
  return new Blob([readFileSync(file)]);
}

// Any fixed number: the test workers of one server build a template one at a time.
const TEMPLATE_LOCK_ID = 727_274_099;
let postgresTemplateName: Promise<string> | undefined;

/** The name of the migrated PostgreSQL database to copy, on the server of `baseUrl`. */
export function postgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplateName ??= buildPostgresTemplate(baseUrl);
  return postgresTemplateName;
}

async function buildPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `test_template_${key}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when whole: a build cut short is never copied.
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      // Two connections: migrate holds one for its lock and migrates through the other.
      const database = openPostgres(url.toString(), 2);
      await database.migrate();
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
      // Templates of older migrations go, unless a run elsewhere is copying one right now.
      const old = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of old.rows) {
        await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      }
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
}
