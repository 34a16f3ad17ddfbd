/** The people the member has blocked. */
export const blockKeys = { list: ['blocked'] as const };
