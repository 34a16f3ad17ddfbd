/** Members found by the staff's finder, by what was typed. */
export const memberFinderKeys = { find: (q: string) => ['admin-members', 'find', q] as const };
