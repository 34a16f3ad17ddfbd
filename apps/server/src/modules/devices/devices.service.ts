import { DEVICE_NAMES, type DeviceName } from '@app/contract/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sameDigest, sha256Hex } from '../../lib/hash.js';
import { devices } from './devices.schema.js';

// The registered applications are a handful of rows read on every device-mode request; a
// key changed in the settings takes effect at the next start anyway.
const CACHE_MS = 60_000;

export function createDevicesService(db: Db) {
  let cache: { at: number; hashes: Promise<Map<string, string>> } | undefined;
  function keyHashes(): Promise<Map<string, string>> {
    if (!cache || Date.now() - cache.at > CACHE_MS) {
      const hashes = db
        .select({ name: devices.name, keyHash: devices.keyHash })
        .from(devices)
        .then((rows) => new Map(rows.map((row) => [row.name, row.keyHash])));
      cache = { at: Date.now(), hashes };
      hashes.catch(() => (cache = undefined));
    }
    return cache.hashes;
  }

  return {
    /** Registers the client applications with the keys the settings give (updated if changed). */
    async seed(keys: Record<DeviceName, string>): Promise<void> {
      for (const name of DEVICE_NAMES) {
        const keyHash = sha256Hex(keys[name]);
        await db
          .insert(devices)
          .values({ name, keyHash })
          .onConflictDoUpdate({
            target: devices.name,
            set: { keyHash, updatedAt: sql`now()` },
            setWhere: sql`${devices.keyHash} is distinct from excluded.key_hash`,
          });
      }
      cache = undefined;
    },

    /**
     * Device login: the application sends the SHA-256 hex of its key as its password.
     * @returns the device's id, or undefined for a wrong name or password
     */
    async signIn(name: string, passwordHex: string): Promise<number | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.name, name));
      const matches = sameDigest(row?.keyHash ?? '00', passwordHex);
      return row && matches ? row.id : undefined;
    },

    /** True when `name` is a registered application and `key` is its key. */
    async verify(name: string, key: string): Promise<boolean> {
      const row = (await keyHashes()).get(name);
      // Hash even for an unknown name, so the answer takes the same time either way.
      const given = sha256Hex(key);
      return row !== undefined && sameDigest(row, given);
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
