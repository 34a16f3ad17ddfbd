import type { Db } from '../../db/database.js';
import { wishAnswering } from './answers.js';
import { wishConversion } from './conversion.js';
import { publishing } from './publishing.js';
import { wishMap } from './wish-map.js';
import { wishesContext, type WishesDependencies } from './wishes.context.js';
import { wishQueries } from './wishes.queries.js';

export { clusterDegrees } from './wish-map.js';
export type { WishesDependencies, WishRow } from './wishes.context.js';

/**
 * The map of wishes (decision 0021): publishing with a rounded place and an end, the area's
 * wishes or clusters, answering, withdrawing, and turning a wish into an activity whose places
 * go to those who answered. Every change tells the viewers of its cell that it changed.
 * One file per use case over a shared context (wishes.context.ts); the public service is
 * their union.
 */
export function createWishesService(db: Db, deps: WishesDependencies) {
  const context = wishesContext(db, deps);
  return {
    ...wishQueries(context),
    ...publishing(context),
    ...wishMap(context),
    ...wishAnswering(context),
    ...wishConversion(context),
  };
}

export type WishesService = ReturnType<typeof createWishesService>;
