import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { passwordPepper: string };

/**
 * Secrets come from the settings. Outside production a missing one is generated once and kept
 * in `<data dir>/secrets.json` (readable by the owner only), so a local install works with no
 * configuration and keeps working across restarts. Production refuses to start without them
 * (see config.ts).
 */
export function loadSecrets(config: {
  dataDir: string;
  passwordPepper: string | undefined;
}): Secrets {
  if (config.passwordPepper) return { passwordPepper: config.passwordPepper };
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  if (typeof stored.passwordPepper === 'string' && stored.passwordPepper.length >= 32) {
    return { passwordPepper: stored.passwordPepper };
  }
  const secrets = { passwordPepper: randomBytes(32).toString('base64url') };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
