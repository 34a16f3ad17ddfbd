import { z } from 'zod';
import type { TwilioSettings } from '../modules/notifications/senders.js';
import { optionalText, positiveInt } from './fields.js';

/** How e-mail and SMS leave the server, and the queue that delivers them. */

export const messagingEnv = z.object({
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().min(3).default('Antojo <no-reply@antojo.local>'),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{6,14}|(?=[A-Za-z0-9 ]*[A-Za-z])[A-Za-z0-9 ]{1,11})$/,
        'must be a number in E.164 (+34…) or an alphanumeric sender id (up to 11 characters, a letter at least)',
      )
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
    z
      .string()
      .regex(
        /^MG[0-9a-fA-F]{32}$/,
        'must be a Messaging Service SID (MG followed by 32 hex digits)',
      )
      .optional(),
  ),
  TWILIO_API_URL: optionalText.pipe(z.url().optional()),
  PHONE_SIGNUP: z.enum(['on', 'off']).default('on'),
  DELIVERY_WORKERS: z.coerce.number().int().min(0).max(50).default(2),
  DELIVERY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  DELIVERY_RETRY_DELAY_SECONDS: positiveInt.default(15),
  DELIVERY_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
});

type MessagingEnv = z.infer<typeof messagingEnv>;

export function messagingConfig(env: MessagingEnv) {
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: smsConfig(env),
    // Off: no phone codes, so no sign-up or password reset by phone (the app hides them).
    phoneSignup: env.PHONE_SIGNUP === 'on',
    delivery: {
      workers: env.DELIVERY_WORKERS,
      retryLimit: env.DELIVERY_RETRY_LIMIT,
      retryDelaySeconds: env.DELIVERY_RETRY_DELAY_SECONDS,
      pollingSeconds: env.DELIVERY_POLL_SECONDS,
    },
  };
}

const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const;

/**
 * SMS through Twilio (docs/decisions/0043-delivery-queue.md): the account SID and auth token,
 * and a sender (TWILIO_FROM) or a Messaging Service. Unset: no SMS provider (outside
 * production, SMS go to the development outbox).
 */
function smsConfig(env: MessagingEnv): TwilioSettings | undefined {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return undefined;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: env.TWILIO_API_URL,
  };
}

/** Half of Twilio's settings is a mistake anywhere; naming each missing one. */
export function checkTwilio(env: MessagingEnv, ctx: z.RefinementCtx) {
  const set = TWILIO_SETTINGS.filter((name) => env[name] !== undefined);
  const anySet = set.length > 0 || env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID;
  if (!anySet) return;
  for (const name of TWILIO_SETTINGS) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is needed to send SMS with Twilio' });
    }
  }
  if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_FROM'],
      message: 'Twilio needs a sender: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    });
  }
}
