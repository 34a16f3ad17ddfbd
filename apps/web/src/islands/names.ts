/**
 * The attribute that marks an element for islands/index.ts to hydrate, and the islands there
 * are. A module of its own, so that the components that render the marked elements do not
 * import the islands.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

export type IslandName = 'testimonials';
