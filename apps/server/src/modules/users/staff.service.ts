import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sha256Hex } from '../../lib/hash.js';
import type { PasswordHasher } from '../auth/password.js';
import { users } from './users.schema.js';

export const STAFF_ROLES = ['admin:general', 'admin:dev'];

/**
 * Makes sure the first staff account exists. With no ADMIN_PASSWORD a password is generated
 * and handed to `announce` once, at the start that creates the account; later starts find the
 * account and change nothing.
 */
export async function ensureStaffAccount(
  db: Db,
  hasher: PasswordHasher,
  options: { email: string; password: string | undefined; announce: (message: string) => void },
): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.email));
  if (existing) return;
  const password = options.password ?? randomBytes(12).toString('base64url');
  // Stored like every password: argon2id of the SHA-256 hex the clients send.
  const passwordHash = await hasher.hash(sha256Hex(password));
  const inserted = await db
    .insert(users)
    .values({ firstname: 'Admin', email: options.email, passwordHash, roles: STAFF_ROLES })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0 && !options.password) {
    options.announce(
      `Staff account created: ${options.email} / ${password}\n` +
        'This password is shown only once. Set ADMIN_PASSWORD to choose your own.',
    );
  }
}
