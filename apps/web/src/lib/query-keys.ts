/**
 * Query keys that live events make stale (use-live.ts) as well as their features: here, so
 * that the live layer, on every page, does not pull the features' API modules with it.
 */
export const CONVERSATIONS_KEY = ['conversations'] as const;
export const GROUPS_KEY = ['groups'] as const;
export const WISHES_KEY = ['wishes'] as const;
export const RANKING_KEY = ['ranking'] as const;
export const COINS_KEY = ['coins'] as const;
export const CHALLENGES_KEY = ['challenges'] as const;
export const PLAN_KEY = ['plan'] as const;
export const FRIENDS_KEY = ['friends'] as const;
