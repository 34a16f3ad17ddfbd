import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  ConfigError,
  DEFAULT_PUSH_SERVICE_HOSTS,
  LOCAL_DEVICE_KEYS,
  loadConfig,
} from './config.js';
import { productionEnv } from './test/app.js';

describe('loadConfig', () => {
  it('runs a local install on defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8000,
      publicUrl: 'http://localhost:8000',
      countries: ['ES'],
      databaseUrl: undefined,
      redisUrl: undefined,
      deviceKeys: LOCAL_DEVICE_KEYS,
      rateLimitPerMinute: 120,
      rateLimitPerAddressPerMinute: 2400,
    });
    expect(config.corsOrigins).toContain('http://localhost:8000');
  });

  it('turns payments on with all four Stripe settings, off with none, and stops on a partial set', () => {
    expect(loadConfig({}).payments).toBeUndefined();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_MOVE: 'price_move',
      STRIPE_PRICE_PREMIUM: 'price_premium',
    };
    expect(loadConfig(stripe).payments).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      prices: { move: 'price_move', premium: 'price_premium' },
      apiUrl: undefined,
    });
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_PREMIUM: '' })).toThrow(
      /STRIPE_PRICE_PREMIUM/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_public' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('reads lists and numbers from text', () => {
    const config = loadConfig({
      PORT: '9000',
      COUNTRIES: 'es, pt',
      CORS_ORIGINS: 'https://a.es,https://b.es',
    });
    expect(config.port).toBe(9000);
    expect(config.countries).toEqual(['ES', 'PT']);
    expect(config.corsOrigins).toEqual(['https://a.es', 'https://b.es']);
  });

  it('bounds realtime connections and subscriptions by default', () => {
    expect(loadConfig({}).realtimeLimits).toEqual({
      maxConnections: 10_000,
      maxConnectionsPerAddress: 100,
      maxSubscriptionsPerConnection: 100,
    });
    expect(() => loadConfig({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /REALTIME_MAX_CONNECTIONS_PER_ADDRESS/,
    );
  });

  it('hashes passwords at the cheap cost only for the tests', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).hashing.cheap).toBe(true);
    expect(loadConfig({}).hashing.cheap).toBe(false);
    expect(loadConfig(productionEnv()).hashing.cheap).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' }).databaseUrl).toBeUndefined();
  });

  it('runs several workers only on a shared PostgreSQL and Redis', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /DATABASE_URL: is required with WORKERS=2[\s\S]*REDIS_URL: is required with WORKERS=2/,
    );
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://db/antojo' })).toThrow(
      /REDIS_URL/,
    );
    const shared = { DATABASE_URL: 'postgres://db/antojo', REDIS_URL: 'redis://cache:6379' };
    expect(loadConfig({ ...shared, WORKERS: '4' }).workers).toBe(4);
    // What a node caps, its workers share: an address's connections, the geocoder's pace.
    const one = loadConfig({ ...shared, NODE_ENV: 'development' });
    const four = loadConfig({ ...shared, NODE_ENV: 'development', WORKERS: '4' });
    expect(four.maxConnectionsPerAddress).toBe(one.maxConnectionsPerAddress / 4);
    expect(four.realtimeLimits.maxConnectionsPerAddress).toBe(
      one.realtimeLimits.maxConnectionsPerAddress / 4,
    );
    expect(four.realtimeLimits.maxConnections).toBe(one.realtimeLimits.maxConnections / 4);
    expect(four.geocoder!.intervalMs).toBe(one.geocoder!.intervalMs * 4);
    expect(loadConfig({ ...shared, WORKERS: '3' }).maxConnectionsPerAddress).toBe(34);
    expect(() => loadConfig({ ...shared, WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('fails fast naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'ochenta', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'ochenta', COUNTRIES: 'España' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/COUNTRIES/);
    }
  });

  it('refuses to run in production on local secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PASSWORD_PEPPER/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUSHER_APP_SECRET/);
    const config = loadConfig(productionEnv());
    expect(config.production).toBe(true);
  });

  it('refuses in production the device keys that .env.example publishes', () => {
    for (const [name, key] of [
      ['DEVICE_WEB_KEY', LOCAL_DEVICE_KEYS.web],
      ['DEVICE_ANDROID_KEY', LOCAL_DEVICE_KEYS.android],
      ['DEVICE_IOS_KEY', LOCAL_DEVICE_KEYS.ios],
    ] as const) {
      expect(() => loadConfig({ ...productionEnv(), [name]: key })).toThrow(
        new RegExp(`${name}: is a published local default`),
      );
    }
    // The published values are in .env.example's comments, so a copy of it is refused too.
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    for (const key of Object.values(LOCAL_DEVICE_KEYS)) expect(example).toContain(key);
  });

  it.each([
    ['short', 'a1b2c3d4e5f6'],
    ['one character repeated', 'k'.repeat(40)],
    ['a word repeated', 'password'.repeat(5)],
    ['a pattern repeated', '0123456789abcdef0123456789abcdef'],
    ['low entropy', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab'],
  ])('refuses a %s secret in production, naming the variable', (_kind, value) => {
    for (const name of ['PASSWORD_PEPPER', 'PUSHER_APP_SECRET', 'METRICS_TOKEN']) {
      expect(() => loadConfig({ ...productionEnv(), [name]: value })).toThrow(
        new RegExp(`${name}: (at least|too predictable)`),
      );
    }
  });

  it('keeps the Vite dev origin out of the default CORS list in production', () => {
    expect(loadConfig({}).corsOrigins).toContain('http://localhost:5173');
    expect(loadConfig(productionEnv()).corsOrigins).toEqual(['http://localhost:8000']);
  });

  it('needs the VAPID pair and subject in production, and says how to make them', () => {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      const env: Record<string, string | undefined> = { ...productionEnv(), [name]: undefined };
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`${name}: is required in production .*generate-vapid-keys`),
      );
    }
    const config = loadConfig(productionEnv());
    expect(config.push.vapid?.publicKey).toHaveLength(87);
    expect(config.push.subject).toBe('mailto:soporte@antojo.app');
    expect(config.push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
  });

  it('takes a VAPID pair only whole and well formed, anywhere', () => {
    const pair = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: .*one pair/,
    );
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY: must be a P-256 public key/);
    expect(() => loadConfig({ ...productionEnv(), VAPID_SUBJECT: 'http://antojo.app' })).toThrow(
      /VAPID_SUBJECT: must be mailto/,
    );
    // A local install generates its pair (secrets.ts), signs as the staff address and lets
    // pushes go to any host, a local push service included.
    expect(loadConfig({}).push).toEqual({
      vapid: undefined,
      subject: 'mailto:admin@antojo.local',
      serviceHosts: undefined,
    });
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, Otro.es' }).push.serviceHosts,
    ).toEqual(['push.example.com', 'otro.es']);
  });

  it('refuses a production start that would keep e-mail or SMS silently, naming the sender', () => {
    const env = (changes: Record<string, string | undefined>) => {
      const merged: Record<string, string | undefined> = { ...productionEnv(), ...changes };
      return merged;
    };
    expect(() => loadConfig(env({ SMTP_URL: undefined }))).toThrow(
      /SMTP_URL: is required in production/,
    );
    expect(() => loadConfig(env({ PHONE_SIGNUP: undefined }))).toThrow(
      /PHONE_SIGNUP: phone sign-up needs an SMS sender in production: set TWILIO_ACCOUNT_SID/,
    );
    // Phone sign-up on, with Twilio: a start. Off, without Twilio: a start too.
    const twilio = {
      PHONE_SIGNUP: 'on',
      TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+34910000000',
    };
    expect(loadConfig(env(twilio))).toMatchObject({
      phoneSignup: true,
      sms: { accountSid: twilio.TWILIO_ACCOUNT_SID, from: '+34910000000', apiUrl: undefined },
    });
    expect(loadConfig(env({})).phoneSignup).toBe(false);
    // Half of Twilio is a mistake anywhere, each missing setting named.
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID })).toThrow(
      /TWILIO_AUTH_TOKEN: is needed to send SMS with Twilio[\s\S]*TWILIO_FROM: Twilio needs a sender/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: '600 000 000' })).toThrow(
      /TWILIO_FROM: must be/,
    );
    // Outside production nothing is needed: the outbox keeps what has no provider.
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, sms: undefined, phoneSignup: true });
  });
});
