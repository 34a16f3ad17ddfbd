import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../test/accounts.js';
import { tempDir } from '../../test/backends.js';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import { startServer, type ServerProcess } from '../../test/server-process.js';

const SIZE = Number(process.env.DEPLOY_TEST_MB ?? 300) * 1024 * 1024;

/**
 * What "flat" allows. The server holds about 24 MB of a build at once (three 8 MiB parts on
 * the way to a bucket), but V8 frees the parts' buffers only once its external memory has grown
 * by tens of megabytes, so the sampled peak moves with GC timing: 6 MB to the disk, 38 to 69 MB
 * to a bucket on our machines. Holding the whole build would grow it by the build's 300 MB.
 */
const FLAT = SIZE * 0.4;

/** Resident memory of a process, from /proc (Linux). */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * A build of hundreds of megabytes goes through the real server process as a stream, to the
 * disk or in parts to a bucket (a local S3 server): its resident memory grows by a small
 * fraction of the upload, sampled until the answer comes (the bucket upload comes last).
 */
describe.each(['disk', 'bucket'] as const)('a large deploy to the %s', (storage) => {
  const data = tempDir();
  let server: ServerProcess;
  let s3: S3StandIn | undefined;

  beforeAll(async () => {
    if (storage === 'bucket') s3 = await startS3StandIn();
    server = await startServer({
      ...s3?.env,
      DATA_DIR: data.dir,
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'personal',
      DEPLOY_LIMIT_BYTES: String(SIZE + 1024 * 1024),
    });
  });
  afterAll(async () => {
    await server.stop();
    await s3?.stop();
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
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.child.pid!));
    }, 50);
    const response = await fetch(`${server.url}/api/admin/deploy`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit).finally(() => clearInterval(sampler));
    expect(response.status).toBe(200);
    const deploy = (await response.json()) as { id: number; size: number };
    expect(deploy.size).toBe(SIZE);
    const growth = peak - before;
    console.warn(
      `large deploy to the ${storage}: ${SIZE / 2 ** 20} MB streamed; server memory ${Math.round(before / 2 ** 20)} MB before, peak growth ${Math.round(growth / 2 ** 20)} MB`,
    );
    expect(growth).toBeLessThan(FLAT);

    if (!s3) return;
    // The other way: the build streams back from the bucket through the API, memory still flat.
    const download = await fetch(`${server.url}/api/admin/deploy/${deploy.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    let received = 0;
    let downloadPeak = before;
    for await (const part of download.body!) {
      received += part.length;
      downloadPeak = Math.max(downloadPeak, residentBytes(server.child.pid!));
    }
    expect(received).toBe(SIZE);
    expect(downloadPeak - before).toBeLessThan(FLAT);
  }, 180_000);
});
