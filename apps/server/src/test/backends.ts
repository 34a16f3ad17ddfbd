import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/database.js';
import { pgliteTemplate, postgresTemplate } from './templates.js';

/**
 * The databases the data tests run on: PGlite always, and PostgreSQL as well when
 * TEST_DATABASE_URL names a server. Each test file gets a database of its own, migrated
 * (copied from a template, test/templates.ts), or brand-new with `fresh`.
 */
export type Backend = {
  name: 'pglite' | 'postgres';
  open(options?: { fresh?: boolean }): Promise<TestDatabase>;
};
export type TestDatabase = Database & { dispose(): Promise<void> };

const postgresUrl = process.env.TEST_DATABASE_URL;

export async function createPostgresDatabase(
  baseUrl: string,
  fresh: boolean,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = fresh ? null : await postgresTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const backends: Backend[] = [
  {
    name: 'pglite',
    async open({ fresh = false } = {}) {
      const database = await openPglite(undefined, fresh ? undefined : await pgliteTemplate());
      return { ...database, dispose: () => database.close() };
    },
  },
  ...(postgresUrl
    ? [
        {
          name: 'postgres' as const,
          async open({ fresh = false } = {}) {
            const created = await createPostgresDatabase(postgresUrl, fresh);
            const database = openPostgres(created.url, 4);
            return {
              ...database,
              async dispose() {
                await database.close();
                await created.drop();
              },
            };
          },
        },
      ]
    : []),
];

/** A fresh directory under the system's temp folder, removed by the returned function. */
export function tempDir(prefix = 'antojo-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
