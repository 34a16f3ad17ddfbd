/** Sponsors' events (challenges are shared with the live layer: lib/query-keys.ts). */
export const eventKeys = { list: ['events'] as const };
