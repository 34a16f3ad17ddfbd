import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsFolded, escapeLike } from '../../lib/text-search.js';
import { users } from './users.schema.js';
import { foundMember } from './users.view.js';
import { type UsersContext } from './users.context.js';

/** The staff's member finder: any account, by name, e-mail, phone or number. */
export function memberFinder(ctx: UsersContext) {
  const { db } = ctx;
  return {
    /**
     * The staff's member finder: up to `limit` accounts whose name (every word typed, in the
     * first or last name, case and accents ignored) or e-mail holds what was typed, or whose
     * phone holds its digits however they are spaced ("+34 600 11 22 33" or "600112233");
     * typed as a whole number it is also the member with that number, listed first. Staff
     * accounts and suspended ones are listed too, marked: staff look for them as well.
     */
    async findMembers(typed: string, limit: number) {
      const text = typed.trim();
      const digits = text.replace(/\D/g, '');
      const conditions: SQL[] = [];
      // Typed as a number: the member's number ("#42" too), and any phone holding those digits.
      const asNumber = /^#?\d{1,10}$/.test(text) ? Number(text.replace('#', '')) : undefined;
      const exactId = asNumber !== undefined && asNumber <= 2_147_483_647 ? asNumber : undefined;
      if (exactId !== undefined) conditions.push(eq(users.id, exactId));
      // Only digits and what people put between them: a phone. Three digits at least, or
      // nearly every phone would hold them.
      if (/^[\d\s+().-]+$/.test(text) && digits.length >= 3) {
        conditions.push(sql`replace(${users.phone}, '+', '') like ${`%${digits}%`}`);
      }
      const words = text.split(/\s+/).filter(Boolean);
      if (exactId === undefined) {
        conditions.push(
          and(
            ...words.map((word) =>
              or(
                containsFolded(users.firstnameFolded, word),
                containsFolded(users.lastnameFolded, word),
                ilike(users.email, `%${escapeLike(word.toLowerCase())}%`),
              )!,
            ),
          )!,
        );
      }
      const where = or(...conditions);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const rows = await db
        .select({
          id: users.id,
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
          phone: users.phone,
          avatarUpdatedAt: users.avatarUpdatedAt,
          suspendedAt: users.suspendedAt,
          roles: users.roles,
        })
        .from(users)
        .where(where)
        .orderBy(
          // The member with the number typed first, then by name.
          sql`case when ${users.id} = ${exactId ?? 0} then 0 else 1 end`,
          users.firstnameFolded,
          users.lastnameFolded,
          users.id,
        )
        .limit(limit);
      return { data: rows.map(foundMember), total };
    },
  };
}
