import { randomBytes } from 'node:crypto';
import { ID_MAX } from '@app/contract/fields';
import { and, asc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sameDigest, sha256Hex } from '../../lib/hash.js';
import { apiTokens } from './auth.schema.js';
import { exportedSession } from './auth.view.js';

export type TokenOwner = { userId: number } | { deviceId: number };
export type AuthenticatedToken = {
  tokenId: number;
  userId: number | null;
  deviceId: number | null;
};

const TOKEN_FORMAT = /^(\d{1,10})\|([A-Za-z0-9_-]{20,100})$/;
// Writing last_used_at on every request would turn reads into writes; once a minute is enough
// for the idle expiry.
const TOUCH_EVERY_MS = 60_000;

/** Told the ids of tokens that stopped working (revoked, or pruned once expired). */
export type RevokedListener = (tokenIds: number[]) => void;

/**
 * Sanctum-style API tokens: `id|secret` with 256 random bits, only SHA-256 of the secret
 * stored, compared in constant time; absolute and idle expiry. Whatever ends a token tells the
 * `onRevoked` listeners, so that what the token authorised elsewhere (realtime sockets) ends too.
 */
export function createTokensService(db: Db, options: { ttlMs: number; idleMs: number }) {
  // Every authenticated request starts here: the SQL is built once, and PostgreSQL plans it
  // once per connection (a named statement).
  const tokenById = db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.id, sql.placeholder('id')))
    .prepare('api_token_by_id');
  const listeners = new Set<RevokedListener>();
  // Told as soon as the rows are deleted, inside the caller's transaction if any: a rollback
  // would only cost the client a resubscription, while waiting for the commit would let a
  // socket keep receiving for as long as the transaction lasts.
  function revoked(rows: { id: number }[]): void {
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    for (const listener of listeners) listener(ids);
  }

  return {
    /** @example tokens.onRevoked((ids) => realtime.endSessions(ids.map(String))) */
    onRevoked(listener: RevokedListener): void {
      listeners.add(listener);
    },

    async issue(owner: TokenOwner, name: string): Promise<string> {
      const secret = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(apiTokens)
        .values({
          ...owner,
          name: name.slice(0, 100),
          secretHash: sha256Hex(secret),
          expiresAt: new Date(Date.now() + options.ttlMs),
        })
        .returning({ id: apiTokens.id });
      return `${row!.id}|${secret}`;
    },

    /**
     * The user's sessions for the data export: the device that signed in and the dates, never
     * the token or its hash.
     */
    async exportFor(userId: number) {
      const rows = await db
        .select({
          device_name: apiTokens.name,
          createdAt: apiTokens.createdAt,
          lastUsedAt: apiTokens.lastUsedAt,
          expiresAt: apiTokens.expiresAt,
        })
        .from(apiTokens)
        .where(eq(apiTokens.userId, userId))
        .orderBy(asc(apiTokens.id));
      return rows.map(exportedSession);
    },

    /** The token's owner, or undefined for a malformed, unknown, expired or idle token. */
    async authenticate(token: string): Promise<AuthenticatedToken | undefined> {
      const match = TOKEN_FORMAT.exec(token);
      if (!match) return undefined;
      const tokenId = Number(match[1]);
      if (tokenId > ID_MAX) return undefined;
      const [row] = await tokenById.execute({ id: tokenId });
      if (!row || !sameDigest(row.secretHash, sha256Hex(match[2]!))) return undefined;
      const now = Date.now();
      if (row.expiresAt.getTime() <= now || row.lastUsedAt.getTime() + options.idleMs <= now) {
        return undefined;
      }
      if (now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(apiTokens)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(apiTokens.id, tokenId));
      }
      return { tokenId, userId: row.userId, deviceId: row.deviceId };
    },

    async revoke(tokenId: number): Promise<void> {
      revoked(
        await db.delete(apiTokens).where(eq(apiTokens.id, tokenId)).returning({ id: apiTokens.id }),
      );
    },

    /** Revokes every token of a user but `keep`, inside `tx` when given. */
    async revokeUser(userId: number, keep?: number, tx: Db = db): Promise<void> {
      revoked(
        await tx
          .delete(apiTokens)
          .where(and(eq(apiTokens.userId, userId), keep ? ne(apiTokens.id, keep) : undefined))
          .returning({ id: apiTokens.id }),
      );
    },

    /** Deletes expired tokens; run now and then. */
    async prune(): Promise<void> {
      const idleLimit = new Date(Date.now() - options.idleMs);
      revoked(
        await db
          .delete(apiTokens)
          .where(or(lt(apiTokens.expiresAt, sql`now()`), lt(apiTokens.lastUsedAt, idleLimit)))
          .returning({ id: apiTokens.id }),
      );
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
