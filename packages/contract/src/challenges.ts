/**
 * Challenges (member-features.md, section 6; issue 21): a goal over a period, counted from
 * verified attendances: a number of activities, minutes, kcal (the calorie estimate) or
 * distinct disciplines, optionally in one discipline; a reward in coins and a badge, once.
 */
export const CHALLENGE_METRICS = ['activities', 'minutes', 'kcal', 'disciplines'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];
