/** The interface texts staff edit. */
export const textKeys = { all: ['texts'] as const };
