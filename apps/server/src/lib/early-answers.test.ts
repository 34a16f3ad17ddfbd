import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/backends.js';
import { signUpOverHttp, type HttpSession } from '../test/http-accounts.js';
import { startServer, type ServerProcess } from '../test/server-process.js';

/**
 * Answers given before the body is read (a guard's 401, 403 or 429, a 413 part way) reach a
 * client that writes its whole body before it reads, as Node's fetch (undici) does: through
 * the real server process and real sockets, 100 multipart uploads per status.
 */

const GUEST_BUDGET = 150;
const ROUNDS = 100;
const CONCURRENCY = 4;
let server: ServerProcess;
let member: HttpSession;
const data = tempDir();

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: data.dir,
    RATE_LIMIT_PER_MINUTE: String(GUEST_BUDGET),
    BODY_TIMEOUT_MS: '1500',
    BODY_MIN_BYTES_PER_SECOND: '100',
    AUTH_REQUESTS_PER_HOUR: '100',
  });
  member = await signUpOverHttp(server.url, 'early@example.com');
}, 120_000);
afterAll(async () => {
  await server.stop();
  data.remove();
});

/** A photo upload as the app sends it: one file part of `bytes`. */
function upload(bytes: number): FormData {
  const form = new FormData();
  form.append('photo', new Blob([Buffer.alloc(bytes, 0x41)], { type: 'image/png' }), 'a.png');
  return form;
}

/** Sends `count` uploads, a few at a time; each ends as its status or the error fetch threw. */
async function send(count: number, request: () => Promise<Response>): Promise<string[]> {
  const outcomes: string[] = [];
  const worker = async () => {
    while (outcomes.length < count) {
      const slot = outcomes.push('pending') - 1;
      outcomes[slot] = await request().then(
        async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        },
        (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => {
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  }, {});

/** A photo's size: well past what a socket's buffers hold, so the answer meets the writes. */
const SIZE = 512 * 1024;

/** A raw connection, and everything it receives (`text()`), resolving `closed` when it ends. */
async function rawConnection() {
  const socket: Socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answers = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
  return { socket, closed, answers, text: () => received };
}

const waitFor = async (check: () => boolean, what: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
};

describe('what follows an answer given before the body', () => {
  const head = (length: number) =>
    'POST /api/user/1/photo HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer 1|bad\r\n' +
    `Content-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`;

  it('drops the rest of a small body, then serves the next request on the connection', async () => {
    const connection = await rawConnection();
    connection.socket.write(head(4000) + 'a'.repeat(1000));
    await waitFor(() => connection.answers().length === 1, 'the 401');
    expect(connection.answers()).toEqual(['HTTP/1.1 401']);
    connection.socket.write('b'.repeat(3000));
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await waitFor(() => connection.answers().length === 2, 'the next answer');
    expect(connection.answers()).toEqual(['HTTP/1.1 401', 'HTTP/1.1 200']);
    connection.socket.destroy();
  });

  it('closes the connection when the rest of the body stops coming', async () => {
    const connection = await rawConnection();
    const started = Date.now();
    connection.socket.write(head(4000) + 'a'.repeat(100));
    await connection.closed;
    expect(connection.answers()).toEqual(['HTTP/1.1 401']);
    // The body's time limit (1.5 s here), checked every 250 ms.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('closes the connection once a chunked body goes past the bound', async () => {
    const connection = await rawConnection();
    // Writes that meet the close fail: that is the point here.
    connection.socket.on('error', () => {});
    connection.socket.write(
      'POST /api/user/1/photo HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer 1|bad\r\n' +
        'Content-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    // Up to 12 MiB, past the 10 MiB bound (UPLOAD_LIMIT_BYTES), unless the server closes first.
    for (let sent = 0; sent < 12 && !connection.socket.destroyed; sent++) {
      connection.socket.write(`${chunk.length.toString(16)}\r\n`);
      connection.socket.write(chunk);
      const written = connection.socket.write('\r\n');
      // A close while waiting for the buffers to drain ends the wait too: no drain follows it.
      if (!written)
        await Promise.race([
          new Promise((resolve) => connection.socket.once('drain', resolve)),
          connection.closed,
        ]);
    }
    await connection.closed;
    expect(connection.answers()).toEqual(['HTTP/1.1 401']);
  });

  it('closes at once on a body declared past the bound, unread', async () => {
    const connection = await rawConnection();
    connection.socket.write(head(50 * 1024 * 1024) + 'a'.repeat(100));
    await connection.closed;
    expect(connection.answers()).toEqual(['HTTP/1.1 401']);
    expect(connection.text()).toMatch(/connection: close/i);
  });
});

describe("Node's fetch sending multipart to guarded routes", () => {
  it('receives every 401 of a bad token', async () => {
    const outcomes = await send(ROUNDS, () =>
      fetch(`${server.url}/api/user/1/photo`, {
        method: 'POST',
        headers: { authorization: 'Bearer 1|not-a-token' },
        body: upload(SIZE),
      }),
    );
    expect(tally(outcomes)).toEqual({ 401: ROUNDS });
  });

  it("receives every 403 of someone else's gallery", async () => {
    const outcomes = await send(ROUNDS, () =>
      fetch(`${server.url}/api/user/${member.user.id + 1}/photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}` },
        body: upload(SIZE),
      }),
    );
    expect(tally(outcomes)).toEqual({ 403: ROUNDS });
  });

  it('receives every 413 of a form refused part way, and the connection goes on', async () => {
    // A text field past its limit (BODY_LIMIT_BYTES, 1 MiB): the parser stops reading there,
    // with megabytes still to come.
    const outcomes = await send(ROUNDS / 2, () => {
      const form = new FormData();
      form.append('description', 'x'.repeat(2 * 1024 * 1024));
      form.append('photo', new Blob([Buffer.alloc(3 * 1024 * 1024)]), 'a.png');
      return fetch(`${server.url}/api/activity`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}` },
        body: form,
      });
    });
    expect(tally(outcomes)).toEqual({ 413: ROUNDS / 2 });
  });

  it('receives every 429 past the budget', async () => {
    // Spend what is left of the guest budget of this address, then go on past it.
    const outcomes = await send(GUEST_BUDGET + ROUNDS, () =>
      fetch(`${server.url}/api/user/1/photo`, { method: 'POST', body: upload(SIZE) }),
    );
    expect(tally(outcomes.slice(-ROUNDS))).toEqual({ 429: ROUNDS });
  });
});
