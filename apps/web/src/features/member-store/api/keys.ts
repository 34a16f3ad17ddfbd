/** The store's query keys (badges are shared: lib/query-keys.ts). */
export const storeKeys = {
  items: ['store'] as const,
  highlightable: ['store', 'highlightable'] as const,
};
