import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/database.js';
import { b64, bearer, postForm, signInStaff } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, tempDir } from '../../test/backends.js';
import { startSmsStandIn } from '../../test/sms-stand-in.js';

/** Quick retries (1 s, then 2 s) and polling, so that the proofs take seconds. */
const QUICK = {
  DELIVERY_RETRY_DELAY_SECONDS: '1',
  DELIVERY_RETRY_LIMIT: '2',
  DELIVERY_POLL_SECONDS: '0.5',
  ADMIN_EMAIL: 'envios@antojo.test',
  ADMIN_PASSWORD: 'personal',
  // One install across the restart: the same pepper hashes the code before and after.
  PASSWORD_PEPPER: 'pimienta-de-prueba-0123456789abcdef0123456789',
};

async function until<T>(check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A real SMTP server on loopback. Mail to `rebota@…` is always refused (451); any other
 * recipient's first `failFirst` messages are refused, then accepted.
 */
async function startSmtpStandIn(failFirst: number) {
  const attempts = new Map<string, number>();
  const accepted: Array<{ to: string; body: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]!.address;
        const tries = (attempts.get(to) ?? 0) + 1;
        attempts.set(to, tries);
        if (to.startsWith('rebota@') || tries <= failFirst) {
          const refusal = Object.assign(new Error('Buzón temporalmente no disponible'), {
            responseCode: 451,
          });
          return callback(refusal);
        }
        accepted.push({ to, body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    attempts,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text.replace(/=\r?\n/g, ''))?.[1];

describe.each(backends)('the delivery queue on $name', (backend) => {
  const sms = startSmsStandIn();
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

  beforeAll(async () => {
    smtp = await startSmtpStandIn(2);
  });
  afterAll(async () => {
    await smtp.close();
    await (await sms).close();
  });

  it('answers once the code is stored, retries a failing provider and delivers once; gives up visibly', async () => {
    const database = await backend.open();
    const { app, close } = await testApp(database, { ...QUICK, SMTP_URL: smtp.url });
    try {
      const asked = await postForm(app, '/api/auth/notificable/email', {
        email: 'ana@example.com',
      });
      expect(asked.statusCode).toBe(200);
      // Answered before any successful send: the provider refuses the first two tries.
      expect(smtp.accepted).toHaveLength(0);
      const bounced = await postForm(app, '/api/auth/notificable/email', {
        email: 'rebota@example.com',
      });
      expect(bounced.statusCode).toBe(200);

      const mail = await until(() => smtp.accepted.find((m) => m.to === 'ana@example.com'));
      expect(smtp.attempts.get('ana@example.com')).toBe(3);
      const code = codeIn(mail.body)!;
      expect(code).toMatch(/^\d{6}$/);
      const validated = await postForm(app, '/api/auth/notificable/email/validate', {
        key: asked.json<{ key: string }>().key,
        code: b64(code),
      });
      expect(validated.statusCode).toBe(200);

      // The one that never goes through: tried three times, then listed for staff.
      const staff = await signInStaff(app, QUICK.ADMIN_EMAIL, QUICK.ADMIN_PASSWORD);
      let listed: { data: Array<Record<string, unknown>>; total: number } | undefined;
      const end = Date.now() + 15_000;
      while (Date.now() < end) {
        const response = await app.inject({
          url: '/api/admin/deliveries/failed',
          headers: bearer(staff),
        });
        expect(response.statusCode).toBe(200);
        listed = response.json();
        if (listed!.total > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(listed?.data).toEqual([
        expect.objectContaining({
          channel: 'email',
          to: 'rebota@example.com',
          attempts: 3,
          error: expect.stringContaining('smtp: '),
        }),
      ]);
      expect(smtp.attempts.get('rebota@example.com')).toBe(3);
      // Delivered once: nothing more arrives for Ana.
      expect(smtp.accepted.filter((m) => m.to === 'ana@example.com')).toHaveLength(1);
      expect((await app.inject('/api/admin/deliveries/failed')).statusCode).toBe(401);
    } finally {
      await close();
      await database.dispose();
    }
  }, 30_000);

  it('loses nothing when the server restarts between the request and the send, and the SMS says it in Spanish', async () => {
    const standIn = await sms;
    // PGlite is reopened from its files, as a restarted `npm start` does; PostgreSQL stays up.
    const files = tempDir();
    const directory = path.join(files.dir, 'pglite');
    const first = backend.name === 'pglite' ? null : await backend.open();
    let database: Database = first ?? (await openPglite(directory));
    try {
      // A node that only stores jobs (no workers): the request answers, nothing is sent.
      const before = await testApp(database, {
        ...QUICK,
        ...standIn.env,
        DELIVERY_WORKERS: '0',
      });
      const asked = await postForm(before.app, '/api/auth/notificable/phone', {
        phone: '+34 600 111 222',
      });
      expect(asked.statusCode).toBe(200);
      await before.close();
      expect(standIn.received).toHaveLength(0);
      if (!first) {
        await database.close();
        database = await openPglite(directory);
      }

      // The server again, with workers: the stored job goes out, once, and Twilio fails once.
      standIn.failNext(1);
      const after = await testApp(database, { ...QUICK, ...standIn.env });
      try {
        const sent = await until(() => standIn.received[0]);
        expect(sent).toEqual({
          to: '+34600111222',
          from: '+34910000000',
          service: null,
          body: expect.stringMatching(
            /^Antojo: tu código de verificación es \d{6}\. Caduca en 10 minutos\. No lo compartas con nadie\.$/,
          ),
        });
        const validated = await postForm(after.app, '/api/auth/notificable/phone/validate', {
          key: asked.json<{ key: string }>().key,
          code: b64(codeIn(sent.body)!),
        });
        expect(validated.statusCode).toBe(200);
        expect(standIn.received).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await (first ? first.dispose() : database.close());
      files.remove();
    }
  }, 30_000);
});
