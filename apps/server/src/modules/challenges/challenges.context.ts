import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { CoinsService } from '../coins/coins.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { LevelsService } from '../levels/levels.service.js';
import type { SponsorsService } from '../sponsors/sponsors.service.js';
import type { StoreService } from '../store/store.service.js';
import type { UsersService } from '../users/users.service.js';
import { challenges } from './challenges.schema.js';
import { challengeViews, type ChallengeRow } from './challenges.view.js';

export type ChallengesDependencies = {
  coins: Pick<CoinsService, 'transferIn'>;
  badges: Pick<StoreService, 'awardBadgeIn'>;
  levels: Pick<LevelsService, 'calorieEstimate'>;
  /** Optional where only the rules are tested: views need them. */
  concepts?: Pick<ConceptsService, 'options' | 'checkOptions'> | undefined;
  sponsors?: Pick<SponsorsService, 'viewsOf' | 'mustExist'> | undefined;
  users?: Pick<UsersService, 'names'> | undefined;
  /** A blocked pair is left out of each other's leaderboard (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith'>;
  clock?: Clock | undefined;
};

/**
 * What every use case of challenges shares: the dependencies, a challenge's row (404 without
 * it), and challenges as the contract shows them.
 */
export function challengesContext(db: Db, deps: ChallengesDependencies) {
  async function get(id: number): Promise<ChallengeRow> {
    const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** These challenges as `userId` sees them (`null`: nobody's progress), in the order given. */
  const views = (rows: ChallengeRow[], userId: number | null) =>
    challengeViews(db, deps, rows, userId);

  return { db, ...deps, get, views };
}

export type ChallengesContext = ReturnType<typeof challengesContext>;
