import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from './users.schema.js';
import { type UserRow } from './users.view.js';
import { type AfterErasure, type UsersContext } from './users.context.js';

export type NewUser = {
  firstname: string;
  lastname?: string | null | undefined;
  birthdate: string;
  genderOptionId: number;
  cityId: number;
  passwordHash: string;
  email?: string;
  phone?: string;
};

/**
 * An account's life: signed up (or seeded without a contact), its password changed, suspended
 * by staff and lifted, erased.
 */
export function accounts(ctx: UsersContext) {
  const { db, erasers, clock, checkBirthdate, checkOptions, checkCity } = ctx;
  return {
    /**
     * A profile with no e-mail or phone and an unusable password: nobody signs in as it and
     * it is never listed among people to meet (the seeded testimonials' authors).
     */
    async createContactless(tx: Db, firstname: string): Promise<number> {
      const [row] = await tx
        .insert(users)
        // No argon2 hash ever matches this text.
        .values({ firstname, passwordHash: `!${randomBytes(16).toString('hex')}` })
        .returning({ id: users.id });
      return row!.id;
    },

    /**
     * Inside `tx`: suspends the account or lifts its suspension (staff, decision 0024); false
     * when it already was so. Its sessions are the tokens service's to end.
     */
    async setSuspendedIn(tx: Db, userId: number, suspended: boolean): Promise<boolean> {
      const changed = await tx
        .update(users)
        .set({ suspendedAt: suspended ? (clock?.() ?? new Date()) : null })
        .where(
          and(
            eq(users.id, userId),
            suspended ? isNull(users.suspendedAt) : isNotNull(users.suspendedAt),
          ),
        )
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /** Checks the sign-up fields that depend on stored data (age, gender option, city). */
    async checkNewUser(user: { birthdate: string; gender: number; city: number }) {
      await checkBirthdate(user.birthdate);
      await checkOptions('gender', [user.gender], 'gender');
      await checkCity(user.city);
    },

    async create(tx: Db, user: NewUser): Promise<UserRow> {
      const [row] = await tx
        .insert(users)
        .values({ ...user, createdAt: clock?.(), updatedAt: clock?.() })
        .returning();
      return row!;
    },

    /**
     * Sets a new password and a new realtime token, so that channels subscribed with the old
     * one stop receiving anything.
     */
    async setPassword(tx: Db, userId: number, passwordHash: string): Promise<void> {
      await tx
        .update(users)
        .set({
          passwordHash,
          wstoken: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },

    /**
     * Erases an account: what other modules keep of it (the erasers: tokens, verifications,
     * outbox), then the user row and, through the foreign keys, picked options, photo rows,
     * activities and matches. Returns the row so the caller can remove the user's files.
     */
    async remove(userId: number): Promise<UserRow | undefined> {
      const afterwards: AfterErasure[] = [];
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!row) return undefined;
        for (const erase of erasers) {
          const then = await erase(row, tx);
          if (then) afterwards.push(then);
        }
        await tx.delete(users).where(eq(users.id, userId));
        return row;
      });
      // The account is gone whatever happens here: a file left behind is an orphan, not a
      // reason to answer the erasure with an error.
      await Promise.allSettled(afterwards.map((then) => then()));
      return removed;
    },
  };
}
