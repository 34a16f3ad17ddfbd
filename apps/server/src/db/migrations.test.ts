import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import * as schema from './schema.js';

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
