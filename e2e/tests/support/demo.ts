import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEED = fileURLToPath(new URL('../../../apps/server/dist/demo/main.js', import.meta.url));

/** The demo's sign-in (apps/server/src/demo/members.plan.ts, the README). */
export const DEMO_ACCOUNT = { email: 'lucia@demo.invalid', password: 'antojo-demo' } as const;

/**
 * A new data directory filled by `npm run seed:demo` (the built seed, as the command runs
 * it, on the embedded database): its members, plans and all around them, made now. A few
 * minutes on a busy machine.
 */
export async function seedDemoDirectory(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'antojo-e2e-demo-'));
  const child = spawn(process.execPath, [SEED], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seed:demo failed (${code}):\n${output}`);
  return dataDir;
}
