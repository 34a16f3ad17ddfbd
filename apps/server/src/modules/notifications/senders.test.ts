import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/backends.js';
import { startSmsStandIn, TWILIO_TEST } from '../../test/sms-stand-in.js';
import { createNotifier, recordFailure } from './notifier.js';
import { createDeliveryQueue } from './delivery-queue.js';
import { createOutboxSender, createSmtpSender, createTwilioSender, sendersFor } from './senders.js';

describe('the senders', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let port: number;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  const received: Array<{ to: string[]; body: string }> = [];

  beforeAll(async () => {
    database = await backends[0]!.open();
    await database.migrate();
    sms = await startSmsStandIn();
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
    await sms.close();
    await database.dispose();
  });

  const notifierOver = () =>
    createNotifier(database.db, {
      queue: createDeliveryQueue(database, {
        workers: 0,
        retryLimit: 0,
        retryDelaySeconds: 1,
        log: console,
      }),
      senders: { email: createOutboxSender(database.db), sms: createOutboxSender(database.db) },
      log: console,
    });

  it('sends e-mail over SMTP', async () => {
    const sender = createSmtpSender({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Antojo <no-reply@antojo.test>',
    });
    await sender.send({
      channel: 'email',
      to: 'ana@example.com',
      subject: 'Código',
      text: 'Tu código es 123456.',
    });
    sender.close?.();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ana@example.com']);
    expect(received[0]!.body).toContain('Tu c=C3=B3digo es 123456.');
  });

  it('fails when the SMTP server cannot be reached', async () => {
    const sender = createSmtpSender({ url: 'smtp://127.0.0.1:1', from: 'x <x@x.es>' });
    await expect(
      sender.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow();
    sender.close?.();
  });

  it('sends SMS through Twilio with the sender number, or with a Messaging Service', async () => {
    const settings = {
      accountSid: TWILIO_TEST.accountSid,
      authToken: TWILIO_TEST.authToken,
      apiUrl: sms.url,
    };
    await createTwilioSender({
      ...settings,
      from: '+34910000000',
      messagingServiceSid: undefined,
    }).send({ channel: 'sms', to: '+34600000001', subject: '', text: 'Hola, ¿qué tal?' });
    const service = `MG${'a'.repeat(32)}`;
    await createTwilioSender({ ...settings, from: undefined, messagingServiceSid: service }).send({
      channel: 'sms',
      to: '+34600000002',
      subject: '',
      text: 'Otro',
    });
    expect(sms.received).toEqual([
      { to: '+34600000001', from: '+34910000000', service: null, body: 'Hola, ¿qué tal?' },
      { to: '+34600000002', from: null, service, body: 'Otro' },
    ]);
  });

  it("fails with Twilio's reason when Twilio refuses, or the token is wrong", async () => {
    const settings = {
      accountSid: TWILIO_TEST.accountSid,
      from: '+34910000000',
      messagingServiceSid: undefined,
      apiUrl: sms.url,
    };
    await expect(
      createTwilioSender({ ...settings, authToken: TWILIO_TEST.authToken }).send({
        channel: 'sms',
        to: '600000001',
        subject: '',
        text: 'x',
      }),
    ).rejects.toThrow(/not a valid phone number/);
    await expect(
      createTwilioSender({ ...settings, authToken: 'otro' }).send({
        channel: 'sms',
        to: '+34600000001',
        subject: '',
        text: 'x',
      }),
    ).rejects.toThrow(/Authenticate/);
  });

  it('keeps in the outbox what has no provider outside production, newest first', async () => {
    const senders = sendersFor(database.db, {
      production: false,
      smtpUrl: undefined,
      mailFrom: 'x <x@x.es>',
      sms: undefined,
    });
    await senders.sms.send({ channel: 'sms', to: '+34600000009', subject: '', text: 'primero' });
    await senders.sms.send({ channel: 'sms', to: '+34600000009', subject: '', text: 'segundo' });
    await senders.email.send({
      channel: 'email',
      to: 'luis@example.com',
      subject: 'Hola',
      text: 'T',
    });
    const notifier = notifierOver();
    const kept = await notifier.outbox('+34600000009');
    expect(kept.map((message) => message.text)).toEqual(['segundo', 'primero']);
    expect(kept[0]).toMatchObject({ channel: 'sms', subject: null });
    expect(await notifier.outbox('luis@example.com')).toMatchObject([
      { channel: 'email', subject: 'Hola', text: 'T' },
    ]);
  });

  it('has no outbox in production: a channel with no provider fails', async () => {
    const senders = sendersFor(database.db, {
      production: true,
      smtpUrl: undefined,
      mailFrom: 'x <x@x.es>',
      sms: undefined,
    });
    await expect(
      senders.sms.send({ channel: 'sms', to: '+34600000010', subject: '', text: 'x' }),
    ).rejects.toThrow(/no SMS provider/);
    expect(await notifierOver().outbox('+34600000010')).toEqual([]);
  });

  it("forgets an erased account's failed deliveries with its outbox", async () => {
    const attempt = { id: 'job-1', attempt: 3, lastAttempt: true, createdOn: new Date() };
    await recordFailure(database.db, attempt, {
      channel: 'sms',
      to: '+34600000011',
      subject: null,
      error: 'twilio: x'.repeat(100),
    });
    const notifier = notifierOver();
    const { rows, total } = await notifier.failures(10, 0);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', to: '+34600000011', attempts: 3 });
    // The provider's answer is kept short.
    expect(rows[0]!.error).toHaveLength(500);
    await database.db.transaction((tx) => notifier.forgetRecipients(['+34600000011'], tx));
    expect((await notifier.failures(10, 0)).total).toBe(0);
  });
});
