import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Who may do what is a module's policy (decision 0006): each one is asked as the owner, another
// member, staff and a guest in a test beside it, so a new policy cannot land untested.
it('has a test beside every policy', () => {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const policies = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.policy.ts'),
  );
  expect(policies.length).toBeGreaterThan(20);
  const untested = policies.filter(
    (file) => !existsSync(path.join(root, file.replace(/\.ts$/, '.test.ts'))),
  );
  expect(untested).toEqual([]);
});
