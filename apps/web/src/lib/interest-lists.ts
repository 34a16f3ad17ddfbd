import { CONCEPT_CODES, PROFILE_INTEREST_CODES } from '@app/contract/concepts';
import type { Concept } from '@app/contract/reference';
import { USER_LIST_FIELDS, type UserListField } from '@app/contract/users';

/** The interest lists a member picks; the zodiac sign follows the birthdate (spec, section 5). */
export const PICKED_LISTS = USER_LIST_FIELDS.filter(
  (field) => field !== CONCEPT_CODES.zodiacalSigns,
);

/** Whether a list's items count toward a complete profile (spec, section 5). */
export const countsTowardProfile = (field: UserListField) =>
  (PROFILE_INTEREST_CODES as readonly string[]).includes(field);

/** "A, B y C", as Spanish joins a list. */
export const joinedList = (names: readonly string[]) =>
  new Intl.ListFormat('es', { style: 'long', type: 'conjunction' }).format(names);

/**
 * The names of the picked interest lists, those that count toward a complete profile and
 * those that do not, «quoted» as the profile form titles them (the concepts' own names).
 * @example interestListNames(concepts).counted // ['«Ejercicio que practico»', …, '«Mascotas»']
 */
export function interestListNames(concepts: readonly Concept[]) {
  const name = (field: UserListField) =>
    `«${concepts.find((concept) => concept.code === field)?.name ?? field}»`;
  return {
    counted: PICKED_LISTS.filter(countsTowardProfile).map(name),
    uncounted: PICKED_LISTS.filter((field) => !countsTowardProfile(field)).map(name),
  };
}
