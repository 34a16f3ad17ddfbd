import { WISHES_CHANGED_EVENT, wishCellChannel, type Wish } from '@app/contract/wishes';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PetitionsService } from '../petitions/petitions.service.js';
import type { PlacesService } from '../places/places.service.js';
import type { PlansService } from '../plans/plans.service.js';
import type { UsersService } from '../users/users.service.js';
import { wishes, wishStates } from './wishes.schema.js';
import { wishViews, type WishRow } from './wishes.view.js';

export type { WishRow } from './wishes.view.js';

export type WishesDependencies = {
  publisher: Pick<Publisher, 'afterCommit' | 'toPublic'>;
  users: Pick<UsersService, 'findById' | 'publicViews' | 'names'>;
  places: Pick<PlacesService, 'cities'>;
  concepts: Pick<ConceptsService, 'checkOptions' | 'options' | 'optionsOf'>;
  activities: Pick<ActivitiesService, 'check' | 'insertIn' | 'viewsOf' | 'seesGroupPlan'>;
  petitions: Pick<PetitionsService, 'admit' | 'view'>;
  /** A blocked pair never see each other's wishes (decision 0022). */
  blocks: Pick<BlocksService, 'notBlockedWith' | 'guardPairsIn' | 'lockPairsIn' | 'among'>;
  /** The notifications centre: the wisher hears of answers, answerers of their places. */
  notices: Pick<NotificationCentre, 'addIn'>;
  /** Premium's three wishes (decision 0029). */
  plans: Pick<PlansService, 'planOf'>;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

/**
 * What every use case of wishes shares (decision 0021): the dependencies, the clock, what
 * "active" means, telling a cell's viewers, the views, the wish by id, the member's active wish
 * and their wish lock.
 */
export function wishesContext(db: Db, deps: WishesDependencies) {
  const { publisher, clock } = deps;
  const now = () => new Date(nowMs(clock));
  const active = (at: Date) => gt(wishes.expiresAt, at);

  /**
   * Tells the viewers of these cells that their wishes changed (after the commit): `{cell}` on
   * each cell's own channel, the one shape every listener reads.
   */
  const changed = async (...cells: number[]) => {
    for (const cell of new Set(cells)) {
      await publisher.toPublic([wishCellChannel(cell)], WISHES_CHANGED_EVENT, { cell });
    }
  };

  const views = (rows: WishRow[], viewerId: number): Promise<Wish[]> =>
    wishViews(db, deps, rows, viewerId);

  /** The wish, active or not, or 404. */
  async function get(id: number): Promise<WishRow> {
    const [row] = await db.select().from(wishes).where(eq(wishes.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** The member's active wish, if any (inside `tx` when given). */
  async function activeOf(userId: number, at: Date, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(wishes)
      .where(and(eq(wishes.userId, userId), active(at)))
      .orderBy(desc(wishes.createdAt))
      .limit(1);
    return row;
  }

  /** Takes the member's wish lock inside `tx` (the row is made on first use). */
  async function lockMember(tx: Db, userId: number) {
    await tx
      .insert(wishStates)
      .values({ userId })
      .onConflictDoUpdate({ target: wishStates.userId, set: { userId } });
  }

  return { db, ...deps, now, active, changed, views, get, activeOf, lockMember };
}

export type WishesContext = ReturnType<typeof wishesContext>;
