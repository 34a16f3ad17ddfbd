/**
 * The three environments of the spec (section 7): local, test and production, chosen by a
 * setting. Each has a host, a device name and a device key; the local one has known defaults
 * (the server's local device keys), the others are settings the app passes.
 */
export type EnvironmentName = 'local' | 'test' | 'production';

/** Where the local server listens (`npm start`). */
export const LOCAL_HOST = 'http://localhost:8000';

/** The device keys a local server registers until its settings give others. */
export const LOCAL_DEVICE_KEYS: Readonly<Record<string, string>> = {
  web: 'local-web-device-key',
  android: 'local-android-device-key',
  ios: 'local-ios-device-key',
};

/** The realtime application key the server uses unless `PUSHER_APP_KEY` says otherwise. */
export const DEFAULT_REALTIME_KEY = 'antojo-key';

/** The host and device of one environment. */
export type EnvironmentTarget = {
  /** Scheme and authority, perhaps with a path prefix: `https://api.example.com`. `''` means
   * the page's own origin (a website served by the API). The API is at `<host>/api`. */
  host: string;
  /**
   * The device key registered on that server for `deviceName`. `''` for none: the client
   * then never names itself and calls as an anonymous web client (a website, whose scripts
   * anyone can read, holds no key worth the name; the server accepts it without headers).
   */
  deviceKey: string;
  /** Overrides the device name for this environment only. */
  deviceName?: string;
};

export type EnvironmentSettings = {
  /** The setting that chooses the environment. */
  environment: EnvironmentName;
  /** The client application: 'web' (the default), 'android' or 'ios'. */
  deviceName?: string;
  /** Overrides of the local defaults (`http://localhost:8000`, the local device keys). */
  local?: Partial<EnvironmentTarget>;
  /** The test server: required when `environment` is 'test'. */
  test?: EnvironmentTarget;
  /** The production server: required when `environment` is 'production'. */
  production?: EnvironmentTarget;
  /** The realtime application key (`PUSHER_APP_KEY` on the server); 'antojo-key' by default. */
  realtimeKey?: string;
  /** The id in the cache keys (`location {id}`…); the environment's name by default. */
  storageId?: string;
};

/** One environment, resolved: everything the calls and the realtime layer need. */
export type Environment = {
  name: EnvironmentName;
  host: string;
  /** The API's base address, ending in `/api`. */
  apiUrl: string;
  deviceName: string;
  /** `''`: no device headers are ever sent (see `EnvironmentTarget.deviceKey`). */
  deviceKey: string;
  realtimeKey: string;
  storageId: string;
};

/**
 * The API's base address for a host: the host without trailing slashes, then `/api`.
 * @example apiUrlOf('http://localhost:8000/') // 'http://localhost:8000/api'
 */
export function apiUrlOf(host: string): string {
  return `${host.replace(/\/+$/, '')}/api`;
}

/**
 * Resolves the chosen environment from the app's settings. Throws when test or production is
 * chosen without its host and device key, or when a local device name has no known key.
 * @example
 * resolveEnvironment({ environment: 'local' }).apiUrl; // 'http://localhost:8000/api'
 * resolveEnvironment({
 *   environment: 'production',
 *   deviceName: 'android',
 *   production: { host: 'https://antojo.app', deviceKey: process.env.ANDROID_KEY! },
 * });
 */
export function resolveEnvironment(settings: EnvironmentSettings): Environment {
  const name = settings.environment;
  const local = settings.local ?? {};
  const target = name === 'local' ? undefined : settings[name];
  if (name !== 'local' && !target) {
    throw new Error(`the ${name} environment needs its host and device key`);
  }
  const deviceName = target?.deviceName ?? local.deviceName ?? settings.deviceName ?? 'web';
  const host = target ? target.host : (local.host ?? LOCAL_HOST);
  const deviceKey = target ? target.deviceKey : (local.deviceKey ?? LOCAL_DEVICE_KEYS[deviceName]);
  // '' says "none" on purpose; a key that never came (an unset build setting) is a mistake an
  // app should hear about, not a silent anonymous client.
  if (target && typeof target.deviceKey !== 'string') {
    throw new Error(`the ${name} environment needs its device key ('' for none)`);
  }
  if (deviceKey === undefined) {
    throw new Error(`no local device key for "${deviceName}"; pass local.deviceKey`);
  }
  return {
    name,
    host: host.replace(/\/+$/, ''),
    apiUrl: apiUrlOf(host),
    deviceName,
    deviceKey,
    realtimeKey: settings.realtimeKey ?? DEFAULT_REALTIME_KEY,
    storageId: settings.storageId ?? name,
  };
}
