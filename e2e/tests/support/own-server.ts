import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

export type OwnServer = { url: string; stop(): Promise<void> };

/**
 * The built server in a process of its own, on a fresh embedded database (or the data
 * directory given, which it then owns and removes) and a free port, with settings of a test's
 * own (playwright.config.ts's shared server lifts the rate limits, which a test of those
 * limits cannot use). Nothing of the shared server's settings applies: what `env` leaves out
 * is the server's default.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<OwnServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'antojo-e2e-own-'));
  // A free port known before the start, so that PUBLIC_URL (CORS, CSP) names it.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // A server that never says it listens is stopped, not left running after the test.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the server did not start:\n${output}`));
    }, 90_000);
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`the server exited:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
