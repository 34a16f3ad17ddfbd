import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The key pair that signs Web Push requests (VAPID, RFC 8292), both base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };

export type Secrets = { passwordPepper: string; pusherSecret: string; vapid: VapidKeys };

type Stored = Partial<{ passwordPepper: string; pusherSecret: string; vapid: VapidKeys }>;

/**
 * Secrets come from the settings. Outside production a missing one is generated once and kept
 * in `<data dir>/secrets.json` (readable by the owner only), so a local install works with no
 * configuration and keeps working across restarts. Production refuses to start without them
 * (see config.ts). Keeping the VAPID pair matters beyond convenience: browsers bind each push
 * subscription to the public key, so a new pair would silence every subscription made before.
 */
export function loadSecrets(config: {
  dataDir: string;
  passwordPepper: string | undefined;
  pusher: { secret: string | undefined };
  push: { vapid: VapidKeys | undefined };
}): Secrets {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch {
    stored = {};
  }
  const kept = (value: unknown): value is string => typeof value === 'string' && value.length >= 32;
  const toStore: Stored = { ...stored };
  /** The setting if given; else the stored one; else a new one, stored (never a given one). */
  const pick = (
    name: 'passwordPepper' | 'pusherSecret',
    given: string | undefined,
    make: () => string,
  ): string => {
    if (given) return given;
    const existing = stored[name];
    if (kept(existing)) return existing;
    return (toStore[name] = make());
  };
  /** The VAPID pair: both given, or both stored, or a new pair (web-push makes P-256 keys). */
  const pickVapid = (): VapidKeys => {
    if (config.push.vapid) return config.push.vapid;
    const existing = stored.vapid;
    if (kept(existing?.publicKey) && kept(existing.privateKey)) return existing;
    return (toStore.vapid = webpush.generateVAPIDKeys());
  };
  const secrets: Secrets = {
    passwordPepper: pick('passwordPepper', config.passwordPepper, () =>
      randomBytes(32).toString('base64url'),
    ),
    pusherSecret: pick('pusherSecret', config.pusher.secret, () => randomBytes(32).toString('hex')),
    vapid: pickVapid(),
  };
  if (
    Object.keys(toStore).some(
      (name) => toStore[name as keyof Stored] !== stored[name as keyof Stored],
    )
  ) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
