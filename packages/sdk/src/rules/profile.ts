import { PROFILE_INTEREST_CODES } from '@app/contract/concepts';
import type { PublicUser } from '@app/contract/users';

/** The limits of a complete profile (spec, sections 5 and 9). */
export const PROFILE_RULES = {
  /** The first name must be longer than this. */
  firstnameLongerThan: 4,
  /** At least this many items across the interest lists. */
  minInterests: 10,
} as const;

/** What the rule reads of a user (own or public view). */
export type ProfileFields = Pick<
  PublicUser,
  'firstname' | 'avatarUpdatedAt' | (typeof PROFILE_INTEREST_CODES)[number]
>;

/**
 * How many interest items a profile has: do_exercises, extreme_sports, groupal_sports, likes,
 * individuals_sports, studies_levels and pets together.
 * @example interestCount(user) // 12
 */
export function interestCount(user: Partial<ProfileFields>): number {
  return PROFILE_INTEREST_CODES.reduce((total, code) => {
    const list = user[code];
    return total + (Array.isArray(list) ? list.length : 0);
  }, 0);
}

/**
 * A profile is complete (spec, section 5) when the first name is a string longer than 4
 * characters, the interest lists hold at least 10 items together, and an avatar was uploaded
 * (avatarUpdatedAt set).
 * @example if (!isProfileComplete(client.session.state.user!)) navigate('/profile');
 */
export function isProfileComplete(user: Partial<ProfileFields>): boolean {
  return (
    typeof user.firstname === 'string' &&
    user.firstname.length > PROFILE_RULES.firstnameLongerThan &&
    interestCount(user) >= PROFILE_RULES.minInterests &&
    Boolean(user.avatarUpdatedAt)
  );
}

/** A part of the completeness rule that a profile still lacks. */
export type ProfileGap =
  { part: 'firstname' } | { part: 'interests'; missing: number } | { part: 'avatar' };

/**
 * How far a profile is from complete: a percentage (the three parts of the rule weigh the
 * same; interests count item by item) and what is missing, in the rule's order.
 * @example profileProgress({ firstname: 'Lucía', avatarUpdatedAt: null }) // { percent: 33, gaps: [interests 10, avatar] }
 */
export function profileProgress(user: Partial<ProfileFields>): {
  percent: number;
  gaps: ProfileGap[];
} {
  const nameDone =
    typeof user.firstname === 'string' && user.firstname.length > PROFILE_RULES.firstnameLongerThan;
  const interests = Math.min(interestCount(user), PROFILE_RULES.minInterests);
  const avatarDone = Boolean(user.avatarUpdatedAt);
  const gaps: ProfileGap[] = [];
  if (!nameDone) gaps.push({ part: 'firstname' });
  if (interests < PROFILE_RULES.minInterests) {
    gaps.push({ part: 'interests', missing: PROFILE_RULES.minInterests - interests });
  }
  if (!avatarDone) gaps.push({ part: 'avatar' });
  const score = Number(nameDone) + interests / PROFILE_RULES.minInterests + Number(avatarDone);
  return { percent: Math.round((score / 3) * 100), gaps };
}
