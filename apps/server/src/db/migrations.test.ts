import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { modules } from '../modules/index.js';

/** Every table, as the modules declare them (module.ts). */
const schema: Record<string, unknown> = Object.assign(
  {},
  ...modules.map((module) => module.tables),
);

// drizzle-kit's programmatic API is CommonJS only.
const require = createRequire(import.meta.url);
const kit = require('drizzle-kit/api') as {
  generateDrizzleJson(
    imports: Record<string, unknown>,
    prevId?: string,
    filters?: string[],
    casing?: string,
  ): unknown;
  generateMigration(prev: unknown, current: unknown): Promise<string[]>;
};

it('has checked-in migrations that match the schema (run npm run db:generate -w apps/server)', async () => {
  const meta = fileURLToPath(new URL('../../drizzle/meta', import.meta.url));
  const snapshots = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort();
  const latest = JSON.parse(readFileSync(`${meta}/${snapshots.at(-1)!}`, 'utf8')) as { id: string };
  const current = kit.generateDrizzleJson(schema, latest.id, undefined, 'snake_case');
  expect(await kit.generateMigration(latest, current)).toEqual([]);
});

it("knows every module's tables: each *.schema.ts is declared by its module.ts, as drizzle-kit reads them", async () => {
  const root = fileURLToPath(new URL('../modules', import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.schema.ts'),
  );
  expect(files.length).toBeGreaterThan(30);
  const declared = new Set(Object.values(schema));
  for (const file of files) {
    const tables = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, table] of Object.entries(tables)) {
      expect(declared.has(table), `${file}: ${name}`).toBe(true);
    }
  }
});
