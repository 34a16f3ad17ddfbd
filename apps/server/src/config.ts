import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/object-storage.js';
import { secretWeakness } from './lib/secret-strength.js';
import type { TwilioSettings } from './modules/notifications/senders.js';

/**
 * Every setting the server reads, parsed from the environment once at start. A bad value
 * stops the start with a message naming the variable (see `.env.example` for each one).
 */

const ISO2_LIST = /^[A-Z]{2}(,[A-Z]{2})*$/;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const DAY_MS = 24 * 60 * 60 * 1000;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const port = z.coerce.number().int().min(0).max(65_535);
/** How many members' budgets one address gets unless RATE_LIMIT_PER_ADDRESS_PER_MINUTE says. */
const ADDRESS_CEILING_MEMBERS = 20;
const positiveInt = z.coerce.number().int().min(1);

/**
 * Where browsers' push services live (the hosts of a PushSubscription's endpoint): Chrome and
 * the Chromium browsers (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari (Apple).
 * Production sends pushes only to these, or to PUSH_SERVICE_HOSTS: a subscription's endpoint
 * is a URL the member hands in, and the server would otherwise POST to any address it names.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Bytes of a base64url text, or -1 when it is not base64url. */
function base64UrlBytes(text: string): number {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return -1;
  return Buffer.from(text, 'base64url').length;
}

/** An uncompressed P-256 point: 65 bytes starting with 4 (what browsers take). */
const isVapidPublicKey = (text: string) =>
  base64UrlBytes(text) === 65 && Buffer.from(text, 'base64url')[0] === 4;
const isVapidPrivateKey = (text: string) => base64UrlBytes(text) === 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  WEB_DIST_DIR: optionalText,
  MAP_STYLE_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value === 'none' || isHttpUrl(value) || /^\/(?!\/)/.test(value),
        'una URL http(s), una ruta del servidor que empiece por /, o none',
      )
      .optional(),
  ),
  MAP_ORIGINS: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((origin) => isHttpUrl(origin.trim())),
        'una lista de orígenes http(s) separados por comas',
      )
      .optional(),
  ),
  GEOCODER: z.enum(['photon', 'nominatim', 'none']).optional(),
  GEOCODER_URL: optionalText.pipe(
    z.string().refine(isHttpUrl, 'una URL http(s) de un servidor Photon o Nominatim').optional(),
  ),
  GEOCODER_REQUESTS_PER_SECOND: z.coerce.number().positive().max(100).default(1),
  COUNTRIES: z
    .string()
    .default('ES')
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .pipe(
      z.string().regex(ISO2_LIST, 'una lista de códigos ISO 3166-1 alfa-2 separados por comas'),
    ),
  // Per member, and per address for guests: ten full loads of the app (docs/decisions/0032).
  RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
  // Unset: twenty members' budgets.
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    positiveInt.optional(),
  ),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: positiveInt.default(10 * 1024 * 1024),
  DEPLOY_LIMIT_BYTES: positiveInt.default(500 * 1024 * 1024),
  BODY_TIMEOUT_MS: positiveInt.default(20_000),
  BODY_MIN_BYTES_PER_SECOND: positiveInt.default(1024),
  HEADERS_TIMEOUT_MS: positiveInt.default(20_000),
  FACTS_SWEEP_MS: positiveInt.default(60_000),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(100),
  HASH_CONCURRENCY: positiveInt.default(2),
  HASH_QUEUE: z.coerce.number().int().min(0).default(32),
  DEVICE_WEB_KEY: optionalText,
  DEVICE_ANDROID_KEY: optionalText,
  DEVICE_IOS_KEY: optionalText,
  ADMIN_EMAIL: z.email().default('admin@antojo.local'),
  ADMIN_PASSWORD: optionalText,
  PASSWORD_PEPPER: optionalText,
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
  TOKEN_TTL_DAYS: positiveInt.default(30),
  TOKEN_IDLE_DAYS: positiveInt.default(14),
  VERIFICATION_SENDS_PER_HOUR: positiveInt.default(500),
  AUTH_REQUESTS_PER_HOUR: positiveInt.default(20),
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('antojo'),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('antojo-key'),
  PUSHER_APP_SECRET: optionalText,
  WEBHOOK_URLS: optionalText,
  METRICS_TOKEN: optionalText,
  // OpenTelemetry's own names: the collector's base URL (traces go to {it}/v1/traces).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(
    z.string().refine(isHttpUrl, 'una URL http(s)').optional(),
  ),
  OTEL_SERVICE_NAME: z.string().min(1).default('antojo'),
  REALTIME_MAX_CONNECTIONS: positiveInt.default(10_000),
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: positiveInt.default(100),
  REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION: positiveInt.default(100),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .refine(isVapidPublicKey, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .refine(isVapidPrivateKey, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:address or an https:// URL')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optionalText,
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_PRICE_MOVE: optionalText.pipe(
    z
      .string()
      .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
      .optional(),
  ),
  STRIPE_PRICE_PREMIUM: optionalText.pipe(
    z
      .string()
      .regex(/^price_\S+$/, 'must be a Stripe price id (price_…)')
      .optional(),
  ),
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.string().refine(isHttpUrl, 'an http(s) URL, such as http://minio:9000').optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        'folders of letters, digits, . _ and - (not starting with a dot), / between them',
      )
      .optional(),
  ),
});

/** Device keys a local install uses until settings give others (the SDK's local environment). */
export const LOCAL_DEVICE_KEYS = {
  web: 'local-web-device-key',
  android: 'local-android-device-key',
  ios: 'local-ios-device-key',
} as const;

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function toConfig(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production';
  // Unset, the public address is this machine on the configured port.
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  // The Vite dev server's origin is a development convenience, never a production default.
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim())
    : production
      ? [publicOrigin]
      : [publicOrigin, 'http://localhost:5173'];
  const deviceKeys = {
    web: env.DEVICE_WEB_KEY ?? LOCAL_DEVICE_KEYS.web,
    android: env.DEVICE_ANDROID_KEY ?? LOCAL_DEVICE_KEYS.android,
    ios: env.DEVICE_IOS_KEY ?? LOCAL_DEVICE_KEYS.ios,
  };
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    corsOrigins,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    map: mapConfig(env),
    geocoder: geocoderConfig(env, publicUrl),
    countries: env.COUNTRIES.split(','),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitPerAddressPerMinute:
      env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? env.RATE_LIMIT_PER_MINUTE * ADDRESS_CEILING_MEMBERS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    deployLimitBytes: env.DEPLOY_LIMIT_BYTES,
    bodyTimeout: { baseMs: env.BODY_TIMEOUT_MS, minBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND },
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    factsSweepMs: env.FACTS_SWEEP_MS,
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    hashing: {
      concurrency: env.HASH_CONCURRENCY,
      queue: env.HASH_QUEUE,
      // The tests' servers hash at argon2id's smallest cost (password.ts says why).
      cheap: env.NODE_ENV === 'test',
    },
    deviceKeys,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    passwordPepper: env.PASSWORD_PEPPER,
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
    tokenTtlMs: env.TOKEN_TTL_DAYS * DAY_MS,
    tokenIdleMs: env.TOKEN_IDLE_DAYS * DAY_MS,
    verificationSendsPerHour: env.VERIFICATION_SENDS_PER_HOUR,
    authRequestsPerHour: env.AUTH_REQUESTS_PER_HOUR,
    pusher: { appId: env.PUSHER_APP_ID, key: env.PUSHER_APP_KEY, secret: env.PUSHER_APP_SECRET },
    webhookUrls: env.WEBHOOK_URLS ? env.WEBHOOK_URLS.split(',').map((url) => url.trim()) : [],
    metricsToken: env.METRICS_TOKEN,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    realtimeLimits: {
      maxConnections: env.REALTIME_MAX_CONNECTIONS,
      maxConnectionsPerAddress: env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
      maxSubscriptionsPerConnection: env.REALTIME_MAX_SUBSCRIPTIONS_PER_CONNECTION,
    },
    payments: paymentsConfig(env),
    s3: s3Config(env),
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      // A local install signs as its staff address; production names its own (required).
      subject: env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL.toLowerCase()}`,
      // Production: the known push services unless told otherwise; elsewhere any host, so
      // that a local push service (web-push-testing) can be used.
      serviceHosts: env.PUSH_SERVICE_HOSTS
        ? env.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim().toLowerCase())
        : production
          ? DEFAULT_PUSH_SERVICE_HOSTS
          : undefined,
    },
  };
}

const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const;

/**
 * SMS through Twilio (docs/decisions/0043-delivery-queue.md): the account SID and auth token,
 * and a sender (TWILIO_FROM) or a Messaging Service. Unset: no SMS provider (outside
 * production, SMS go to the development outbox).
 */
function smsConfig(env: z.infer<typeof envSchema>): TwilioSettings | undefined {
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
function checkTwilio(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
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

/**
 * Move and Premium through Stripe (decision 0029): on only with the key, the webhook's signing
 * secret and both plans' prices; otherwise checkout says it is off and staff grants still work.
 * A partial set is a mistake worth stopping for.
 */
function paymentsConfig(env: z.infer<typeof envSchema>) {
  const settings = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MOVE: env.STRIPE_PRICE_MOVE,
    STRIPE_PRICE_PREMIUM: env.STRIPE_PRICE_PREMIUM,
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`Stripe needs ${missing.join(', ')} too (or none of the four).`);
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: { move: env.STRIPE_PRICE_MOVE!, premium: env.STRIPE_PRICE_PREMIUM! },
    apiUrl: env.STRIPE_API_URL,
  };
}

/**
 * Files in an S3-compatible bucket (docs/decisions/0041-object-storage.md) when S3_BUCKET is
 * set; otherwise under DATA_DIR. Keys come as a pair or not at all (then the SDK's own chain:
 * an instance role, AWS_* variables). A named endpoint (MinIO, R2...) gets path-style
 * addressing unless S3_FORCE_PATH_STYLE says otherwise.
 */
function s3Config(env: z.infer<typeof envSchema>): S3Settings | undefined {
  const keys = {
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(keys)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 1) throw new ConfigError(`S3 needs ${missing[0]} too (or neither key).`);
  if (!env.S3_BUCKET) {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PREFIX'] as const;
    const set = stray.filter((name) => env[name] !== undefined);
    if (set.length > 0)
      throw new ConfigError(`${set.join(', ')} without S3_BUCKET: set the bucket too.`);
    return undefined;
  }
  const prefix = env.S3_PREFIX ? env.S3_PREFIX.replace(/\/?$/, '/') : '';
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      missing.length === 0
        ? { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
        : undefined,
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? String(env.S3_ENDPOINT !== undefined)) === 'true',
    prefix,
  };
}

/**
 * The street map every install draws unless told otherwise: OpenFreeMap's Liberty, free and
 * keyless, its style, tiles, fonts and sprites all on one origin, credits in its tiles' TileJSON
 * (docs/decisions/0037-geocoder.md).
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * The map's tile style (docs/decisions/0016-map.md): a MapLibre style the web uses instead of
 * the embedded basemap, and the origins its style, tiles, glyphs and sprites come from, which
 * the CSP lets the browser reach. A style on this server (`/map/style.json`) needs none. Unset,
 * OpenFreeMap's streets, except in tests, which never reach the network; `none`: the embedded
 * basemap only.
 */
function mapConfig(env: z.infer<typeof envSchema>) {
  const configured =
    env.MAP_STYLE_URL ?? (env.NODE_ENV === 'test' ? 'none' : DEFAULT_MAP_STYLE_URL);
  const styleUrl = configured === 'none' ? undefined : configured;
  const origins = new Set<string>();
  if (styleUrl && isHttpUrl(styleUrl)) origins.add(new URL(styleUrl).origin);
  for (const origin of env.MAP_ORIGINS?.split(',') ?? [])
    origins.add(new URL(origin.trim()).origin);
  return { styleUrl, origins: [...origins] };
}

/** The public instances of each geocoder, used unless GEOCODER_URL names another. */
export const PUBLIC_GEOCODERS = {
  photon: 'https://photon.komoot.io',
  nominatim: 'https://nominatim.openstreetmap.org',
} as const;

/**
 * Place search (docs/decisions/0037-geocoder.md): Photon or Nominatim by URL, Photon's public
 * instance unless told otherwise, none in tests (which never reach the network) or with
 * GEOCODER=none. Requests to it are paced to GEOCODER_REQUESTS_PER_SECOND per node (1, as
 * both public instances ask) and say who sends them.
 */
function geocoderConfig(env: z.infer<typeof envSchema>, publicUrl: string) {
  const kind = env.GEOCODER ?? (env.NODE_ENV === 'test' && !env.GEOCODER_URL ? 'none' : 'photon');
  if (kind === 'none') return undefined;
  return {
    kind,
    url: (env.GEOCODER_URL ?? PUBLIC_GEOCODERS[kind]).replace(/\/+$/, ''),
    intervalMs: Math.ceil(1000 / env.GEOCODER_REQUESTS_PER_SECOND),
    userAgent: `Antojo/1.0 (+${publicUrl})`,
  };
}

/**
 * In production nothing secret may fall back to a local default, be one of the values this
 * repository publishes (the local device keys in .env.example), or be short or predictable.
 */
function checkProduction(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  // The two VAPID keys are one pair: half of one is a mistake anywhere.
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one pair: this one is missing',
    });
  }
  checkTwilio(env, ctx);
  if (env.NODE_ENV !== 'production') return;
  const published = new Set<string>(Object.values(LOCAL_DEVICE_KEYS));
  const secrets = [
    'PASSWORD_PEPPER',
    'PUSHER_APP_SECRET',
    'DEVICE_WEB_KEY',
    'DEVICE_ANDROID_KEY',
    'DEVICE_IOS_KEY',
  ] as const;
  const problem = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  for (const name of secrets) {
    const value = env[name];
    if (value !== undefined && published.has(value)) {
      problem(name, 'is a published local default; set a private value in production');
      continue;
    }
    const weakness = secretWeakness(value);
    if (weakness) problem(name, weakness);
  }
  // Web Push signs with keys that must outlive any one machine: browsers' subscriptions are
  // bound to the public key, so production may not make one up.
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
    if (env[name] === undefined) {
      problem(
        name,
        'is required in production (generate the pair with `npx web-push generate-vapid-keys`; ' +
          'VAPID_SUBJECT is mailto:you@example.com or your https:// address)',
      );
    }
  }
  // Production never keeps what it should send (there is no outbox): each channel in use needs
  // its provider, or the start fails naming it.
  if (env.SMTP_URL === undefined) {
    problem(
      'SMTP_URL',
      'is required in production: verification codes and password resets go out by e-mail ' +
        '(smtp://user:password@host:587 or smtps://…)',
    );
  }
  if (env.PHONE_SIGNUP === 'on' && (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN)) {
    problem(
      'PHONE_SIGNUP',
      'phone sign-up needs an SMS sender in production: set TWILIO_ACCOUNT_SID, ' +
        'TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID), or PHONE_SIGNUP=off',
    );
  }
  // Optional, but when set it guards /metrics and must be as strong as the others.
  const metricsWeakness = env.METRICS_TOKEN ? secretWeakness(env.METRICS_TOKEN) : undefined;
  if (metricsWeakness) problem('METRICS_TOKEN', metricsWeakness);
}

/**
 * Parses the environment. Throws a ConfigError that names every bad variable.
 * @example loadConfig({ PORT: '8080' }).port // 8080
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.superRefine(checkProduction).safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(result.data);
}
