import type { OwnUser, UserListField } from '@app/contract/users';
import { USER_LIST_FIELDS } from '@app/contract/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { validationError } from '../../lib/http-errors.js';
import { userOptions, users } from './users.schema.js';
import { type UsersContext } from './users.context.js';

export type ProfileChanges = {
  firstname?: string | undefined;
  lastname?: string | null | undefined;
  birthdate?: string | undefined;
  weight?: number | null | undefined;
  gender?: number | null | undefined;
  city?: number | null | undefined;
  social_state?: number | null | undefined;
} & { [K in UserListField]?: Array<{ id: number }> | undefined };

/** A member editing their profile: its fields and lists, their settings, their avatar's stamp. */
export function profile(ctx: UsersContext) {
  const { db, concepts, checkBirthdate, checkOptions, checkCity, ownerView } = ctx;
  return {
    /** Applies the allowed profile fields; every other field the client sent was dropped. */
    async update(userId: number, changes: ProfileChanges): Promise<OwnUser> {
      if (changes.birthdate !== undefined) await checkBirthdate(changes.birthdate);
      if (changes.gender) await checkOptions('gender', [changes.gender], 'gender');
      if (changes.social_state)
        await checkOptions('social_state', [changes.social_state], 'social_state');
      if (changes.city) await checkCity(changes.city);
      const lists = USER_LIST_FIELDS.filter((field) => changes[field] !== undefined);
      // Every list in one query: each id must be an option of its field's concept.
      const picked = await concepts.options(
        lists.flatMap((field) => changes[field]!.map((option) => option.id)),
      );
      const wrong = lists.filter((field) =>
        changes[field]!.some((option) => picked.get(option.id)?.code !== field),
      );
      if (wrong.length > 0) {
        throw validationError(
          Object.fromEntries(wrong.map((field) => [field, ['La opción elegida no es válida.']])),
        );
      }
      // Each list replaces the options of its concept; their ids are asked before the
      // transaction, since PGlite has one connection and the transaction holds it.
      const replaced = await concepts.optionIdsOf(lists);
      const chosen = [
        ...new Set(lists.flatMap((field) => changes[field]!.map((option) => option.id))),
      ];
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            ...(changes.firstname !== undefined && { firstname: changes.firstname }),
            ...(changes.lastname !== undefined && { lastname: changes.lastname }),
            ...(changes.birthdate !== undefined && { birthdate: changes.birthdate }),
            ...(changes.weight !== undefined && { weightKg: changes.weight }),
            ...(changes.gender !== undefined && { genderOptionId: changes.gender }),
            ...(changes.city !== undefined && { cityId: changes.city }),
            ...(changes.social_state !== undefined && {
              socialStateOptionId: changes.social_state,
            }),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId));
        if (lists.length > 0) {
          await tx
            .delete(userOptions)
            .where(and(eq(userOptions.userId, userId), inArray(userOptions.optionId, replaced)));
          if (chosen.length > 0) {
            await tx.insert(userOptions).values(chosen.map((optionId) => ({ userId, optionId })));
          }
        }
      });
      return (await ownerView(userId))!;
    },

    async setConfigurations(userId: number, values: Record<string, unknown>) {
      const [row] = await db
        .update(users)
        .set({
          configurations: sql`${users.configurations} || ${JSON.stringify(values)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning({ configurations: users.configurations });
      return row?.configurations ?? {};
    },

    async setAvatarUpdatedAt(userId: number, at: Date | null): Promise<void> {
      await db.update(users).set({ avatarUpdatedAt: at }).where(eq(users.id, userId));
    },
  };
}
