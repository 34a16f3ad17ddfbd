import { ATTENDANCE_WINDOW } from '@app/contract/attendance';
import { MINIMUM_MESSAGES } from '@app/contract/activities';
import { RESULT_MESSAGES, type ActivityResult } from '@app/contract/levels';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, validationError } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ResultReport } from './levels.policy.js';
import { activityResults, resultPlayers } from './levels.schema.js';
import { resultView } from './levels.view.js';

export type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;

export type LevelsDependencies = {
  matches: Pick<MatchesService, 'memberIds'>;
  users: Pick<UsersService, 'names' | 'weightOf'>;
  concepts: Pick<ConceptsService, 'optionsOf' | 'options' | 'optionsIn'>;
  publisher: Pick<Publisher, 'afterCommit'>;
  /** Who may answer a report is told of it; the players, of its answer. */
  notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
  clock?: Clock | undefined;
};

/**
 * What the use cases of levels share (decision 0027): the dependencies, a result as the
 * contract shows it, the report waiting for an answer, and when a result may be written.
 */
export function levelsContext(db: Db, deps: LevelsDependencies) {
  const { matches, users, notices, clock } = deps;
  const at = () => clock?.() ?? new Date();

  /** A report answered or replaced: its unread prompts to answer it are read. */
  async function settleReportsIn(tx: Db, emit: Emit, activity: ActivityRow, userIds: number[]) {
    for (const userId of new Set([activity.hostId, ...userIds])) {
      await notices.settleIn(tx, emit, {
        userId,
        kind: 'result_reported',
        activityId: activity.id,
      });
    }
  }

  async function resultOf(activityId: number): Promise<ActivityResult | null> {
    const [result] = await db
      .select()
      .from(activityResults)
      .where(eq(activityResults.activityId, activityId));
    if (!result) return null;
    const players = await db
      .select()
      .from(resultPlayers)
      .where(eq(resultPlayers.activityId, activityId))
      .orderBy(asc(resultPlayers.userId));
    return resultView(result, players, await users.names(players.map((p) => p.userId)));
  }

  /**
   * The report of `activityId` waiting for an answer, as the answer's rule reads it (who
   * reported it, the teams, the winner); null when there is none (none yet, disputed or
   * confirmed). Inside a transaction, `lock` holds the result's row until it ends.
   */
  async function pendingReport(
    activityId: number,
    tx: Db = db,
    lock = false,
  ): Promise<ResultReport | null> {
    const query = tx
      .select()
      .from(activityResults)
      .where(eq(activityResults.activityId, activityId));
    const [result] = lock ? await query.for('update') : await query;
    if (!result || result.status !== 'reported') return null;
    const players = await tx
      .select({ userId: resultPlayers.userId, team: resultPlayers.team })
      .from(resultPlayers)
      .where(eq(resultPlayers.activityId, activityId))
      .orderBy(asc(resultPlayers.userId));
    const team = (side: 'a' | 'b') => players.filter((p) => p.team === side).map((p) => p.userId);
    return {
      reportedBy: result.reportedBy,
      winner: result.winner,
      teams: { a: team('a'), b: team('b') },
    };
  }

  /** Who may be on the teams: the host and everyone matched, by first name. */
  async function playersOf(activity: ActivityRow) {
    const ids = [activity.hostId, ...(await matches.memberIds(activity.id))];
    const names = await users.names(ids);
    return ids
      .flatMap((id) => {
        const user = names.get(id);
        return user ? [personRef(user)] : [];
      })
      .sort((x, y) => x.firstname.localeCompare(y.firstname, 'es'));
  }

  /** The result can be written from the start until the attendance closes. */
  function mustBeReportable(activity: ActivityRow) {
    if (activity.disciplineOptionId === null) {
      throw validationError({ activity: [RESULT_MESSAGES.notSport] });
    }
    // A plan cancelled for want of its minimum (issue 38) was never played.
    if (activity.cancelledAt) throw conflict(MINIMUM_MESSAGES.cancelled);
    const now = nowMs(clock);
    if (now < activity.startAt.getTime()) throw conflict(RESULT_MESSAGES.notStarted);
    const end = activity.startAt.getTime() + activity.durationMinutes * 60_000;
    if (now > end + ATTENDANCE_WINDOW.closesAfterMs) throw conflict(RESULT_MESSAGES.closed);
  }

  return {
    db,
    ...deps,
    at,
    settleReportsIn,
    resultOf,
    pendingReport,
    playersOf,
    mustBeReportable,
  };
}

export type LevelsContext = ReturnType<typeof levelsContext>;
