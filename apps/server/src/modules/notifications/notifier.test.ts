import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/backends.js';
import { createNotifier } from './notifier.js';

describe('the notifier', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let port: number;
  const received: Array<{ to: string[]; body: string }> = [];

  beforeAll(async () => {
    database = await backends[0]!.open();
    await database.migrate();
    // A real SMTP server on loopback that keeps what it receives.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.dispose();
  });

  it('sends e-mail over SMTP when SMTP_URL is set, keeping nothing in the outbox', async () => {
    const notifier = createNotifier(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Antojo <no-reply@antojo.test>',
    });
    await notifier.send({
      channel: 'email',
      to: 'ana@example.com',
      subject: 'Código',
      text: 'Tu código es 123456.',
    });
    notifier.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ana@example.com']);
    expect(received[0]!.body).toContain('Tu c=C3=B3digo es 123456.');
    expect(await notifier.outbox('ana@example.com')).toEqual([]);
  });

  it('keeps SMS in the outbox, newest first, even with SMTP configured', async () => {
    const notifier = createNotifier(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x <x@x.es>',
    });
    await notifier.send({ channel: 'sms', to: '+34600000001', subject: '', text: 'primero' });
    await notifier.send({ channel: 'sms', to: '+34600000001', subject: '', text: 'segundo' });
    notifier.close();
    const kept = await notifier.outbox('+34600000001');
    expect(kept.map((message) => message.text)).toEqual(['segundo', 'primero']);
    expect(kept[0]).toMatchObject({ channel: 'sms', subject: null });
  });

  it('keeps e-mail in the outbox without SMTP', async () => {
    const notifier = createNotifier(database.db, { smtpUrl: undefined, from: 'x <x@x.es>' });
    await notifier.send({
      channel: 'email',
      to: 'luis@example.com',
      subject: 'Hola',
      text: 'Texto',
    });
    expect(await notifier.outbox('luis@example.com')).toMatchObject([
      { channel: 'email', subject: 'Hola', text: 'Texto' },
    ]);
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const notifier = createNotifier(database.db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x <x@x.es>',
    });
    await expect(
      notifier.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow();
    notifier.close();
  });
});
