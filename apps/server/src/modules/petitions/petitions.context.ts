import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { PlansService } from '../plans/plans.service.js';
import type { UsersService } from '../users/users.service.js';
import { petitions } from './petitions.schema.js';
import { petitionViews, type PetitionRow } from './petitions.view.js';

export type PetitionsDependencies = {
  publisher: Publisher;
  activities: Pick<ActivitiesService, 'lockOpen' | 'lockNotStarted' | 'get' | 'hideGroupFrom'>;
  matches: Pick<MatchesService, 'add'>;
  concepts: Pick<ConceptsService, 'options'>;
  users: Pick<UsersService, 'publicViews'>;
  /** A blocked pair's activities do not exist for each other (decision 0022). */
  blocks: Pick<BlocksService, 'hideFrom' | 'guardPairsIn'>;
  /** The notifications centre: the host hears of a request, the asker of the answer. */
  notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
  /** Premium's exclusive events (decision 0029). */
  plans: Pick<PlansService, 'mustAllow'>;
  /** Absent in the server (lib/clock.ts). */
  clock?: Clock | undefined;
};

export const pending = and(eq(petitions.acepted, false), eq(petitions.refused, false));
/** Pending and on the waiting list; or pending and the host's to answer. */
export const waitingNow = and(pending, eq(petitions.waiting, true));
export const answerable = and(pending, eq(petitions.waiting, false));
/** Positions told live at most (beyond, members see theirs when they look). */
const WAITING_TOLD_MAX = 200;

/**
 * What every use case of petitions shares: the dependencies, and the steps several of them
 * take (places on the waiting list read and told, the petitions as the contract shows them,
 * one petition loaded).
 */
export function petitionsContext(db: Db, deps: PetitionsDependencies) {
  const { users } = deps;

  /** The places of these petitions on their activities' waiting lists (those waiting). */
  async function positionsOf(rows: PetitionRow[], tx: Db = db): Promise<Map<number, number>> {
    const activityIds = [
      ...new Set(rows.filter((row) => row.waiting).map((row) => row.activityId)),
    ];
    if (activityIds.length === 0) return new Map();
    const listed = await tx
      .select({
        id: petitions.id,
        position: sql<number>`row_number() over (partition by ${petitions.activityId} order by ${petitions.id})::int`,
      })
      .from(petitions)
      .where(and(inArray(petitions.activityId, activityIds), waitingNow));
    return new Map(listed.map((row) => [row.id, row.position]));
  }

  const views = async (rows: PetitionRow[]) => petitionViews(users, rows, await positionsOf(rows));

  /** Inside `tx`: tells everyone waiting for the activity their place, once committed. */
  async function tellPositionsIn(tx: Db, emit: Emit, activityId: number) {
    const listed = await tx
      .select({ id: petitions.id, userId: petitions.fromUserId })
      .from(petitions)
      .where(and(eq(petitions.activityId, activityId), waitingNow))
      .orderBy(asc(petitions.id))
      .limit(WAITING_TOLD_MAX);
    for (const [index, row] of listed.entries()) {
      emit('waiting-list', [row.userId], {
        petition_id: row.id,
        activity_id: activityId,
        position: index + 1,
      });
    }
  }

  /** The petition, or 404. Who may answer or withdraw it is its policy's question. */
  async function get(id: number): Promise<PetitionRow> {
    const [row] = await db.select().from(petitions).where(eq(petitions.id, id));
    if (!row) throw notFound();
    return row;
  }

  return { db, ...deps, positionsOf, views, tellPositionsIn, get };
}

export type PetitionsContext = ReturnType<typeof petitionsContext>;
