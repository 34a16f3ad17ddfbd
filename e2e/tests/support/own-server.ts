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
 * own (the workers' servers, support/test.ts, lift the rate limits, which a test of those
 * limits cannot use). Nothing of the workers' settings applies: what `env` leaves out
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
  // The output is kept for the error of a start that fails: the last 64 KB of it, as a server
  // kept for a whole run of tests keeps writing.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // Started when its health answers (whatever LOG_LEVEL lets it say); a server that never
  // does is stopped, not left running after the test.
  const exited = once(child, 'exit').then(() => {
    throw new Error(`the server exited:\n${output}`);
  });
  const healthy = (async () => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const answer = await fetch(`${url}/api/health`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGTERM');
    throw new Error(`the server did not start:\n${output}`);
  })();
  try {
    await Promise.race([healthy, exited]);
  } finally {
    healthy.catch(() => undefined);
  }
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
