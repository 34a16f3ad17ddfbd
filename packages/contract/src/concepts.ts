/**
 * Concept codes the clients look up by name (api-contract.md, "Reference data"). Option tags
 * are `<code>-<slug>`, as in `petitions_types-match`.
 */
export const CONCEPT_CODES = {
  doExercises: 'do_exercises',
  extremeSports: 'extreme_sports',
  groupalSports: 'groupal_sports',
  individualsSports: 'individuals_sports',
  likes: 'likes',
  studiesLevels: 'studies_levels',
  pets: 'pets',
  recreativesActivities: 'recreatives_activities',
  zodiacalSigns: 'zodiacal_signs',
  socialState: 'social_state',
  gender: 'gender',
  petitionsTypes: 'petitions_types',
  activityTypes: 'activity_types',
  disciplines: 'disciplines',
  levels: 'levels',
} as const;

/** The interest lists whose combined count makes a profile complete (spec, section 5). */
export const PROFILE_INTEREST_CODES = [
  'do_exercises',
  'extreme_sports',
  'groupal_sports',
  'likes',
  'individuals_sports',
  'studies_levels',
  'pets',
] as const;

/** The option tag of a match request. */
export const PETITION_MATCH_TAG = 'petitions_types-match';

/** The activity kinds. */
export const ACTIVITY_TYPE_TAGS = {
  social: 'activity_types-social',
  sport: 'activity_types-sport',
} as const;
