import { randomBytes } from 'node:crypto';
import { and, arrayOverlaps, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sha256Hex } from '../../lib/hash.js';
import type { PasswordHasher } from '../auth/password.js';
import type { TokensService } from '../auth/tokens.service.js';
import type { SettingsService } from '../info/settings.service.js';
import { users } from './users.schema.js';

export const STAFF_ROLES = ['admin:general', 'admin:dev'];

/**
 * The setting that remembers which account the last start kept as staff from ADMIN_EMAIL (its
 * id), so that a start with another ADMIN_EMAIL knows whose roles to take back
 * (docs/decisions/0033-admin-rotation.md).
 */
export const STAFF_ACCOUNT_SETTING = 'staff:account';

export type StaffAccountOptions = {
  email: string;
  password: string | undefined;
  announce: (message: string) => void;
};

export type StaffAccountDependencies = {
  db: Db;
  hasher: PasswordHasher;
  settings: Pick<SettingsService, 'get' | 'set'>;
  tokens: Pick<TokensService, 'revokeUser'>;
};

type Account = { id: number; email: string | null; phone: string | null; roles: string[] };

const nameOf = (account: Pick<Account, 'id' | 'email' | 'phone'>) =>
  account.email ?? account.phone ?? `#${account.id}`;

/**
 * Makes ADMIN_EMAIL's account the staff account, at every start (decision 0033):
 * - no such account: it is created with the staff roles; with no ADMIN_PASSWORD a password is
 *   generated and handed to `announce` once;
 * - an account without the staff roles (a member's e-mail): it gets them, its password kept;
 * - the account a former ADMIN_EMAIL made staff loses the staff roles and its sessions, and
 *   `announce` names it. Accounts given staff roles another way are left as they are.
 * A start with the same ADMIN_EMAIL changes nothing.
 */
export async function ensureStaffAccount(
  deps: StaffAccountDependencies,
  options: StaffAccountOptions,
): Promise<void> {
  const current = await staffAccountOf(deps, options);
  const remembered = await deps.settings.get(STAFF_ACCOUNT_SETTING);
  if (remembered === undefined) {
    await nameOtherStaff(deps.db, current, options.announce);
  } else if (Number(remembered) !== current.id) {
    await withdrawStaff(deps, Number(remembered), current, options.announce);
  }
  await deps.settings.set(STAFF_ACCOUNT_SETTING, String(current.id));
}

/** ADMIN_EMAIL's account, created or given the staff roles as needed. */
async function staffAccountOf(
  { db, hasher }: StaffAccountDependencies,
  { email, password, announce }: StaffAccountOptions,
): Promise<Account> {
  const columns = { id: users.id, email: users.email, phone: users.phone, roles: users.roles };
  const [existing] = await db.select(columns).from(users).where(eq(users.email, email));
  if (existing) {
    const missing = STAFF_ROLES.filter((role) => !existing.roles.includes(role));
    if (missing.length === 0) return existing;
    const [promoted] = await db
      .update(users)
      .set({ roles: [...existing.roles, ...missing], updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning(columns);
    announce(
      `${email} is now the staff account (ADMIN_EMAIL): the account already existed, so it ` +
        'keeps its password (ADMIN_PASSWORD applies only to an account the start creates).',
    );
    return promoted!;
  }
  const chosen = password ?? randomBytes(12).toString('base64url');
  // Stored like every password: argon2id of the SHA-256 hex the clients send.
  const passwordHash = await hasher.hash(sha256Hex(chosen));
  const [created] = await db
    .insert(users)
    .values({ firstname: 'Admin', email, passwordHash, roles: STAFF_ROLES })
    .returning(columns);
  if (!password) {
    announce(
      `Staff account created: ${email} / ${chosen}\n` +
        'This password is shown only once. Set ADMIN_PASSWORD to choose your own.',
    );
  }
  return created!;
}

/**
 * Takes the staff roles and the sessions from the account a former ADMIN_EMAIL made staff;
 * the account stays, a member's now. Nothing when it is gone or no longer staff.
 */
async function withdrawStaff(
  { db, tokens }: StaffAccountDependencies,
  formerId: number,
  current: Account,
  announce: (message: string) => void,
): Promise<void> {
  const former = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, phone: users.phone, roles: users.roles })
      .from(users)
      .where(and(eq(users.id, formerId), arrayOverlaps(users.roles, STAFF_ROLES)))
      .for('update');
    if (!row) return undefined;
    await tx
      .update(users)
      .set({
        roles: row.roles.filter((role) => !STAFF_ROLES.includes(role)),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, row.id));
    await tokens.revokeUser(row.id, undefined, tx);
    return row;
  });
  if (!former) return;
  announce(
    `${nameOf(former)} is no longer staff: ADMIN_EMAIL is now ${nameOf(current)}. Its staff ` +
      'roles were removed and its sessions closed; the account stays, as a member account.',
  );
}

/**
 * The first start that remembers the staff account (an install from before decision 0033)
 * cannot tell which other staff accounts earlier ADMIN_EMAILs made: it names them, and they
 * keep their roles.
 */
async function nameOtherStaff(
  db: Db,
  current: Account,
  announce: (message: string) => void,
): Promise<void> {
  const others = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(and(ne(users.id, current.id), arrayOverlaps(users.roles, STAFF_ROLES)))
    .orderBy(users.id);
  if (others.length === 0) return;
  announce(
    `The staff account is ${nameOf(current)} (ADMIN_EMAIL). These accounts hold staff roles ` +
      `too and keep them: ${others.map(nameOf).join(', ')}. From now on a new ADMIN_EMAIL ` +
      `takes the staff roles and sessions from ${nameOf(current)}.`,
  );
}
