import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createECDH, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { track } from '../shared/child.js';
import { tempDir } from '../shared/temp.js';

const MAIN = fileURLToPath(new URL('../../../apps/server/dist/main.js', import.meta.url));

/**
 * The real built server (`node apps/server/dist/main.js`) as production runs it, with fresh
 * secrets (`env` replaces any setting), on a free loopback port; its embedded database in
 * `data` (a temporary directory unless given, removed at stop either way).
 */
export async function startBuiltServer(
  data: { dir: string; remove(): void } = tempDir(),
  env: Record<string, string> = {},
): Promise<{ base: string; stop(): Promise<void> }> {
  const secret = () => randomBytes(24).toString('hex');
  // Web Push's key pair, required in production: a P-256 pair as web-push makes one.
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: data.dir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PASSWORD_PEPPER: secret(),
      PUSHER_APP_SECRET: secret(),
      DEVICE_WEB_KEY: secret(),
      DEVICE_ANDROID_KEY: secret(),
      DEVICE_IOS_KEY: secret(),
      ADMIN_PASSWORD: secret(),
      VAPID_PUBLIC_KEY: vapid.getPublicKey('base64url'),
      VAPID_PRIVATE_KEY: vapid.getPrivateKey('base64url'),
      VAPID_SUBJECT: 'mailto:bench@example.com',
      // Production needs a sender for e-mail and phone sign-up on or off: the page benchmarks
      // send nothing, so an address nothing listens on and no phone codes will do.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PHONE_SIGNUP: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await once(child, 'exit');
      clearTimeout(timer);
    }
    data.remove();
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start:\n${output}`)),
        90_000,
      );
      child.stdout.on('data', () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`the server exited:\n${output}`));
      });
    });
    return { base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
