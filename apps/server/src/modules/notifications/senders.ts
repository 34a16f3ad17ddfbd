import nodemailer from 'nodemailer';
import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import type { Db } from '../../db/database.js';
import type { Notice } from './notifier.js';
import { outbox } from './outbox.schema.js';

/**
 * One way out for one channel: SMTP for e-mail, Twilio for SMS, or the development outbox.
 * `send` resolves once the provider has taken the message and throws when it has not; the
 * delivery queue retries on a throw (docs/decisions/0043-delivery-queue.md).
 */
export type Sender = {
  /** Named in logs and in staff's list of failures. */
  name: string;
  send(notice: Notice): Promise<void>;
  close?(): void;
};

/** E-mail over SMTP (SMTP_URL), from MAIL_FROM. */
export function createSmtpSender(options: { url: string; from: string }): Sender {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send(notice) {
      await transport.sendMail({
        from: options.from,
        to: notice.to,
        subject: notice.subject,
        text: notice.text,
      });
    },
    close: () => transport.close(),
  };
}

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164 or an alphanumeric sender id... */
  from: string | undefined;
  /** ...or a Messaging Service, which picks the sender itself. */
  messagingServiceSid: string | undefined;
  /** Another address for Twilio's API (a local stand-in in tests); unset, Twilio's own. */
  apiUrl: string | undefined;
};

/**
 * Twilio's HTTP client sends every request to `apiUrl` instead of Twilio's hosts, keeping the
 * path, body and authentication it would have sent (the package has no base-URL setting;
 * a custom `httpClient` is its documented way in).
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 15_000 });
  }
  override request<TData>(opts: TwilioRequestClient.RequestOptions<TData>) {
    const target = new URL(opts.uri);
    const moved = new URL(target.pathname + target.search, this.base);
    return super.request<TData>({ ...opts, uri: moved.href });
  }
}

/** SMS through Twilio's Messages API. Numbers are E.164 already (the contract's phone field). */
export function createTwilioSender(settings: TwilioSettings): Sender {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiUrl
      ? new RedirectedRequestClient(new URL(settings.apiUrl))
      : new twilio.RequestClient({ timeout: 15_000 }),
  });
  return {
    name: 'twilio',
    async send(notice) {
      await client.messages.create({
        to: notice.to,
        body: notice.text,
        ...(settings.messagingServiceSid
          ? { messagingServiceSid: settings.messagingServiceSid }
          : { from: settings.from! }),
      });
    },
  };
}

/**
 * Outside production, what has no provider is kept in the outbox table, which a local user and
 * the tests read at `GET /api/_dev/outbox`.
 */
export function createOutboxSender(db: Db): Sender {
  return {
    name: 'outbox',
    async send(notice) {
      await db.insert(outbox).values({
        channel: notice.channel,
        to: notice.to,
        subject: notice.channel === 'email' ? notice.subject : null,
        text: notice.text,
      });
    },
  };
}

/** A channel production has no provider for (phone sign-up off): nothing should reach it. */
function refusingSender(channel: string): Sender {
  return {
    name: 'none',
    send() {
      return Promise.reject(new Error(`no ${channel} provider is configured`));
    },
  };
}

/**
 * The sender of each channel the settings give: SMTP and Twilio when configured; otherwise
 * the outbox, outside production only (production refuses to start without a provider for a
 * channel in use, config.ts).
 */
export function sendersFor(
  db: Db,
  config: {
    production: boolean;
    smtpUrl: string | undefined;
    mailFrom: string;
    sms: TwilioSettings | undefined;
  },
): Record<Notice['channel'], Sender> {
  const fallback = (channel: string) =>
    config.production ? refusingSender(channel) : createOutboxSender(db);
  return {
    email: config.smtpUrl
      ? createSmtpSender({ url: config.smtpUrl, from: config.mailFrom })
      : fallback('e-mail'),
    sms: config.sms ? createTwilioSender(config.sms) : fallback('SMS'),
  };
}
