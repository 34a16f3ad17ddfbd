import { describe, expect, it } from 'vitest';
import { apiUrlOf, resolveEnvironment } from './environment.js';

describe('environments (spec, section 7)', () => {
  it('local: http://localhost:8000/api, device web with its local key', () => {
    expect(resolveEnvironment({ environment: 'local' })).toEqual({
      name: 'local',
      host: 'http://localhost:8000',
      apiUrl: 'http://localhost:8000/api',
      deviceName: 'web',
      deviceKey: 'local-web-device-key',
      realtimeKey: 'antojo-key',
      storageId: 'local',
    });
  });

  it.each([
    ['android', 'local-android-device-key'],
    ['ios', 'local-ios-device-key'],
  ])('local: the app-supplied device %s gets %s', (deviceName, deviceKey) => {
    expect(resolveEnvironment({ environment: 'local', deviceName })).toMatchObject({
      deviceName,
      deviceKey,
    });
  });

  it('test and production: host and device key are settings the app passes', () => {
    const settings = {
      deviceName: 'android',
      test: { host: 'https://test.antojo.app/', deviceKey: 'test-key' },
      production: { host: 'https://antojo.app', deviceKey: 'prod-key', deviceName: 'ios' },
    };
    expect(resolveEnvironment({ ...settings, environment: 'test' })).toMatchObject({
      apiUrl: 'https://test.antojo.app/api',
      deviceName: 'android',
      deviceKey: 'test-key',
      storageId: 'test',
    });
    expect(resolveEnvironment({ ...settings, environment: 'production' })).toMatchObject({
      apiUrl: 'https://antojo.app/api',
      deviceName: 'ios',
      deviceKey: 'prod-key',
      storageId: 'production',
    });
  });

  it('refuses test or production without its settings, and an unknown local device', () => {
    expect(() => resolveEnvironment({ environment: 'production' })).toThrow(/host and device key/);
    expect(() => resolveEnvironment({ environment: 'local', deviceName: 'tv' })).toThrow(/tv/);
    // A build setting that never came (process.env.ANDROID_KEY unset) is not "no key".
    const unset = { host: 'https://antojo.app', deviceKey: undefined as unknown as string };
    expect(() => resolveEnvironment({ environment: 'production', production: unset })).toThrow(
      /device key \('' for none\)/,
    );
    expect(
      resolveEnvironment({ environment: 'production', production: { ...unset, deviceKey: '' } })
        .deviceKey,
    ).toBe('');
  });

  it('lets a website on the API origin use a relative /api', () => {
    expect(resolveEnvironment({ environment: 'local', local: { host: '' } }).apiUrl).toBe('/api');
    expect(apiUrlOf('http://127.0.0.1:9000//')).toBe('http://127.0.0.1:9000/api');
  });
});
