import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../test/accounts.js';
import { tempDir } from '../../test/backends.js';
import { startServer, type ServerProcess } from '../../test/server-process.js';

const SIZE = Number(process.env.DEPLOY_TEST_MB ?? 300) * 1024 * 1024;

/** Resident memory of a process, from /proc (Linux). */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * A build of hundreds of megabytes goes through the real server process as a stream: its
 * resident memory grows by a small fraction of the upload.
 */
describe('a large deploy', () => {
  const data = tempDir();
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: data.dir,
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'personal',
      DEPLOY_LIMIT_BYTES: String(SIZE + 1024 * 1024),
    });
  });
  afterAll(async () => {
    await server.stop();
    data.remove();
  });

  it(`streams ${SIZE / 1024 / 1024} MB with the server's memory flat`, async () => {
    const signIn = await fetch(`${server.url}/api/auth/singin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_or_phone: 'staff@antojo.test', password: sha256('personal') }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const before = residentBytes(server.child.pid!);

    const boundary = 'large-deploy-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="appType"\r\n\r\napk\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\n5.0.0\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.apk"\r\nContent-Type: application/vnd.android.package-archive\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    let peak = before;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        peak = Math.max(peak, residentBytes(server.child.pid!));
        if (sent >= SIZE) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        const next =
          sent === 0
            ? Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), chunk.subarray(4)])
            : chunk;
        sent += next.length;
        controller.enqueue(next);
      },
    });
    const response = await fetch(`${server.url}/api/admin/deploy`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    const deploy = (await response.json()) as { size: number };
    expect(deploy.size).toBe(SIZE);
    const growth = peak - before;
    console.warn(
      `large deploy: ${SIZE / 2 ** 20} MB streamed; server memory ${Math.round(before / 2 ** 20)} MB before, peak growth ${Math.round(growth / 2 ** 20)} MB`,
    );
    expect(growth).toBeLessThan(SIZE / 5);
  }, 180_000);
});
