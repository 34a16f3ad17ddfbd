/** The history's anchor on the page, and the address's parameter that filters it by member. */
export const HISTORY_ANCHOR = 'historial';
export const MEMBER_PARAM = 'miembro';

/** This page with the history showing one member's grants (or all), scrolled to it. */
export const historyLink = (userId?: number) => ({
  search: userId === undefined ? '' : `?${MEMBER_PARAM}=${userId}`,
  hash: HISTORY_ANCHOR,
});
