import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/backends.js';
import { startServer, type ServerProcess } from '../test/server-process.js';

/**
 * The bounds a client meets on the wire, through the real server process and real sockets:
 * a guest's huge upload is refused before it is read, slow bodies and headers are cut, and
 * one address cannot hold more than its share of connections.
 */

const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const MAX_CONNECTIONS = 6;
let server: ServerProcess;
const data = tempDir();

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: data.dir,
    BODY_TIMEOUT_MS: '1500',
    BODY_MIN_BYTES_PER_SECOND: '100',
    HEADERS_TIMEOUT_MS: '1500',
    MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
});
afterAll(async () => {
  await server.stop();
  data.remove();
});

/** Reads a whole answer. */
async function readAnswer(response: IncomingMessage) {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return { status: response.statusCode, headers: response.headers, text };
}

/** Opens a raw connection and waits until it is established. */
async function openSocket(): Promise<Socket> {
  const socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Everything a raw socket receives until the server closes it, and how long that took. */
function untilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return new Promise((resolve) => {
    socket.once('close', () => resolve({ text, ms: Date.now() - started }));
  });
}

describe('guards before bodies', () => {
  it("answers a guest's 200 MB multipart with 401 without reading it, memory flat", async () => {
    const size = 200 * 1024 * 1024;
    const boundary = 'guest-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const before = residentBytes(server.child.pid!);
    let peak = before;
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x41);

    const answer = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/activity',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      });
      request.on('response', (response) => {
        peak = Math.max(peak, residentBytes(server.child.pid!));
        readAnswer(response).then(resolve, reject);
      });
      // The server may close while we still write: that is the point, not a failure.
      request.on('error', () => {});
      const write = () => {
        while (sent < size) {
          peak = Math.max(peak, residentBytes(server.child.pid!));
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        request.end(tail);
      };
      request.write(head);
      write();
    });

    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toEqual({ message: 'No autenticado.' });
    // Answered long before the body could have been read, and nothing was buffered.
    expect(sent).toBeLessThan(size);
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('time limits', () => {
  it('cuts a body trickled a byte at a time with 408 in the API shape', async () => {
    const socket = await openSocket();
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/auth/singin HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 500);
    const { text, ms } = await closed;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/x-content-type-options: nosniff/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'La petición tardó demasiado en llegar. Inténtalo de nuevo.',
    });
    expect(ms).toBeLessThan(10_000);
  });

  it('lets a slow but steady body through', async () => {
    const body = JSON.stringify({ email_or_phone: 'nadie@example.com', padding: 'x'.repeat(600) });
    const answer = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: '/api/auth/singin',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      request.on('response', (response) => readAnswer(response).then(resolve, reject));
      request.on('error', reject);
      // 200 bytes every 400 ms (500 B/s, above the 100 B/s floor), for longer than the base.
      let offset = 0;
      const timer = setInterval(() => {
        request.write(body.slice(offset, offset + 200));
        offset += 200;
        if (offset >= body.length) {
          clearInterval(timer);
          request.end();
        }
      }, 400);
    });
    // It reached validation: the password is missing, so 422, not 408.
    expect(answer.status).toBe(422);
  });

  it('closes a connection whose headers never finish', async () => {
    const socket = await openSocket();
    const closed = untilClosed(socket);
    socket.write('GET /api/info HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const trickle = setInterval(() => socket.writable && socket.write('a'), 300);
    const { text, ms } = await closed;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(6_000);
  });
});

describe('keep-alive', () => {
  it('keeps an idle connection open past Node’s 5 s, so a client reusing it is not reset', async () => {
    const socket = await openSocket();
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    let closed = false;
    socket.once('close', () => (closed = true));
    const ask = async () => {
      const before = (text.match(/HTTP\/1\.1 200 /g) ?? []).length;
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      const until = Date.now() + 5_000;
      while ((text.match(/HTTP\/1\.1 200 /g) ?? []).length === before && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await ask();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    await ask();
    expect(text.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    socket.destroy();
  }, 20_000);
});

describe('connections per address', () => {
  it('answers 429 to the connection past the limit, and frees the place on close', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, openSocket));
    const extra = await openSocket();
    const { text } = await untilClosed(extra);
    expect(text).toMatch(/^HTTP\/1\.1 429 /);
    expect(text).toMatch(/retry-after: 1/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Demasiadas conexiones desde tu dirección. Inténtalo de nuevo en unos segundos.',
    });

    await Promise.all(
      held.map((socket) => {
        const closed = new Promise((resolve) => socket.once('close', resolve));
        socket.destroy();
        return closed;
      }),
    );
    // The server hears of the closes a moment later: ask until it has (a bounded wait).
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = await fetch(`${server.url}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
