import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_DEVICE_KEYS, loadConfig } from './config.js';

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
      rateLimitPerMinute: 60,
    });
    expect(config.corsOrigins).toContain('http://localhost:8000');
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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' }).databaseUrl).toBeUndefined();
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
    const key = 'k'.repeat(32);
    const config = loadConfig({
      NODE_ENV: 'production',
      PASSWORD_PEPPER: key,
      PUSHER_APP_SECRET: key,
      DEVICE_WEB_KEY: key,
      DEVICE_ANDROID_KEY: key,
      DEVICE_IOS_KEY: key,
    });
    expect(config.production).toBe(true);
  });
});
