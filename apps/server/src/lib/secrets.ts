import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { passwordPepper: string; pusherSecret: string };

/**
 * Secrets come from the settings. Outside production a missing one is generated once and kept
 * in `<data dir>/secrets.json` (readable by the owner only), so a local install works with no
 * configuration and keeps working across restarts. Production refuses to start without them
 * (see config.ts).
 */
export function loadSecrets(config: {
  dataDir: string;
  passwordPepper: string | undefined;
  pusher: { secret: string | undefined };
}): Secrets {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const kept = (value: unknown): value is string => typeof value === 'string' && value.length >= 32;
  const toStore: Partial<Secrets> = { ...stored };
  /** The setting if given; else the stored one; else a new one, stored (never a given one). */
  const pick = (name: keyof Secrets, given: string | undefined, make: () => string): string => {
    if (given) return given;
    const existing = stored[name];
    if (kept(existing)) return existing;
    return (toStore[name] = make());
  };
  const secrets: Secrets = {
    passwordPepper: pick('passwordPepper', config.passwordPepper, () =>
      randomBytes(32).toString('base64url'),
    ),
    pusherSecret: pick('pusherSecret', config.pusher.secret, () => randomBytes(32).toString('hex')),
  };
  if (
    Object.keys(toStore).some(
      (name) => toStore[name as keyof Secrets] !== stored[name as keyof Secrets],
    )
  ) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return secrets;
}
