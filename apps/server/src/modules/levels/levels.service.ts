import { ATTENDANCE_WINDOW } from '@app/contract/attendance';
import {
  DEFAULT_WEIGHT_KG,
  estimateKcal,
  intensityFor,
  INTENSITIES,
  MET_SOURCE,
  MET_TABLE,
  type CalorieEstimate,
} from '@app/contract/calories';
import {
  assessedLevel,
  bandOf,
  LEVEL_ANY_TAG,
  LEVEL_PRIOR,
  levelOf,
  levelReliability,
  RESULT_MESSAGES,
  type ActivityResult,
  type LevelAssessmentRequest,
  type SportLevel,
} from '@app/contract/levels';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rate } from 'openskill';
import type { Db } from '../../db/database.js';
import { nowMs, type Clock } from '../../lib/clock.js';
import { conflict, forbidden, validationError } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { Actor } from '../auth/actor.js';
import type { ConceptsService } from '../concepts/concepts.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { UsersService } from '../users/users.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { Emit, Publisher } from '../../lib/publisher.js';
import { activityResults, resultPlayers, sportLevels } from './levels.schema.js';

type ActivityRow = Awaited<ReturnType<ActivitiesService['get']>>;
type LevelRow = typeof sportLevels.$inferSelect;
type Winner = 'a' | 'b' | 'draw';

/**
 * OpenSkill on the level scale: its default model (Plackett–Luce) with our prior. Its other
 * constants are given on our scale too (the library's defaults are for mu 25): the
 * performance spread beta is sigma/2 and the drift tau mu/300, as its defaults are.
 */
export const LEVEL_MODEL = {
  mu: LEVEL_PRIOR.mu,
  sigma: LEVEL_PRIOR.sigma,
  beta: LEVEL_PRIOR.sigma / 2,
  tau: LEVEL_PRIOR.mu / 300,
};

const levelView = (row: LevelRow): SportLevel => ({
  discipline_option_id: row.disciplineOptionId,
  level: levelOf(row.mu),
  reliability: levelReliability(row.sigma),
  results: row.results,
  updatedAt: row.updatedAt.toISOString(),
});

/** Ranks for OpenSkill's `rate`: lower is better, equal is a draw. */
const ranksOf = (winner: Winner) => (winner === 'a' ? [1, 2] : winner === 'b' ? [2, 1] : [1, 1]);

/**
 * Levels per discipline and the results that move them (decision 0027): a self-assessment
 * gives the first, a confirmed result updates every player's with OpenSkill, in one
 * transaction that locks their ratings so concurrent results apply one after the other.
 */
export function createLevelsService(
  db: Db,
  deps: {
    matches: Pick<MatchesService, 'memberIds'>;
    users: Pick<UsersService, 'names' | 'weightOf'>;
    concepts: Pick<ConceptsService, 'optionsOf' | 'options'>;
    publisher: Pick<Publisher, 'afterCommit'>;
    /** Who may answer a report is told of it; the players, of its answer. */
    notices: Pick<NotificationCentre, 'addIn' | 'settleIn'>;
    clock?: Clock | undefined;
  },
) {
  const { matches, users, concepts, publisher, notices, clock } = deps;
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
    const names = await users.names(players.map((player) => player.userId));
    const team = (side: 'a' | 'b') =>
      players
        .filter((player) => player.team === side && names.has(player.userId))
        .map((player) => personRef(names.get(player.userId)!));
    return {
      activity_id: result.activityId,
      discipline_option_id: result.disciplineOptionId,
      teams: [team('a'), team('b')],
      winner: result.winner,
      status: result.status,
      reported_by: result.reportedBy,
      answered_by: result.answeredBy,
      changes:
        result.status === 'confirmed'
          ? players.map((player) => ({
              user_id: player.userId,
              before: levelOf(player.muBefore ?? LEVEL_PRIOR.mu),
              after: levelOf(player.muAfter ?? LEVEL_PRIOR.mu),
            }))
          : [],
      createdAt: result.createdAt.toISOString(),
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
    const now = nowMs(clock);
    if (now < activity.startAt.getTime()) throw conflict(RESULT_MESSAGES.notStarted);
    const end = activity.startAt.getTime() + activity.durationMinutes * 60_000;
    if (now > end + ATTENDANCE_WINDOW.closesAfterMs) throw conflict(RESULT_MESSAGES.closed);
  }

  return {
    resultOf,
    playersOf,

    /** `userId`'s levels, the most reliable first. */
    async levelsOf(userId: number): Promise<SportLevel[]> {
      const rows = await db
        .select()
        .from(sportLevels)
        .where(eq(sportLevels.userId, userId))
        .orderBy(asc(sportLevels.sigma), asc(sportLevels.disciplineOptionId));
      return rows.map(levelView);
    },

    /**
     * The self-assessment sets a first level, as uncertain as a newcomer's, while no result
     * has moved it (after that, results speak: 409).
     */
    async assess(userId: number, input: LevelAssessmentRequest & { discipline: number }) {
      const mu = assessedLevel({
        years: Number(input.years),
        frequency: Number(input.frequency),
        competition: Number(input.competition),
        technique: Number(input.technique),
      });
      const [row] = await db
        .insert(sportLevels)
        .values({
          userId,
          disciplineOptionId: input.discipline,
          mu,
          sigma: LEVEL_PRIOR.sigma,
          assessed: true,
          updatedAt: at(),
        })
        .onConflictDoUpdate({
          target: [sportLevels.userId, sportLevels.disciplineOptionId],
          set: { mu, sigma: LEVEL_PRIOR.sigma, assessed: true, updatedAt: at() },
          setWhere: eq(sportLevels.results, 0),
        })
        .returning();
      if (!row) throw conflict('Tu nivel en esta disciplina ya lo dan tus resultados.');
      return levelView(row);
    },

    /**
     * A member's calorie estimate for an activity (decision 0027): MET by discipline and
     * intensity × their weight (or 70 kg) × hours; null for a plan without a MET.
     */
    async calorieEstimate(
      row: ActivityRow,
      userId: number,
    ): Promise<NonNullable<CalorieEstimate['estimate']> | null> {
      if (row.disciplineOptionId === null) return null;
      const options = await concepts.options(
        [row.disciplineOptionId, row.levelOptionId].filter((id): id is number => id !== null),
      );
      const mets = MET_TABLE[options.get(row.disciplineOptionId)?.tag ?? ''];
      if (!mets) return null;
      const [mine] = await db
        .select({ mu: sportLevels.mu })
        .from(sportLevels)
        .where(
          and(
            eq(sportLevels.userId, userId),
            eq(sportLevels.disciplineOptionId, row.disciplineOptionId),
          ),
        );
      const intensity = intensityFor(
        row.levelOptionId === null ? null : (options.get(row.levelOptionId)?.tag ?? null),
        mine ? levelOf(mine.mu) : null,
      );
      const met = mets[INTENSITIES.indexOf(intensity)]!;
      const weight = await users.weightOf(userId);
      const kg = weight ?? DEFAULT_WEIGHT_KG;
      return {
        kcal: estimateKcal(met, kg, row.durationMinutes),
        met,
        intensity,
        minutes: row.durationMinutes,
        weight_kg: kg,
        weight_given: weight !== null,
        source: MET_SOURCE,
      };
    },

    /**
     * The kcal `userId` spent in each of these activities, as `calorieEstimate` counts them,
     * in three queries whatever their number (0 for a plan without a MET).
     */
    async kcalOf(rows: ActivityRow[], userId: number): Promise<Map<number, number>> {
      const optionIds = rows.flatMap((row) =>
        [row.disciplineOptionId, row.levelOptionId].filter((id): id is number => id !== null),
      );
      const [options, mine, weight] = await Promise.all([
        concepts.options([...new Set(optionIds)]),
        db
          .select({ disciplineOptionId: sportLevels.disciplineOptionId, mu: sportLevels.mu })
          .from(sportLevels)
          .where(eq(sportLevels.userId, userId)),
        users.weightOf(userId),
      ]);
      const muOf = new Map(mine.map((level) => [level.disciplineOptionId, level.mu]));
      const kg = weight ?? DEFAULT_WEIGHT_KG;
      return new Map(
        rows.map((row) => {
          const mets =
            row.disciplineOptionId === null
              ? undefined
              : MET_TABLE[options.get(row.disciplineOptionId)?.tag ?? ''];
          if (!mets || row.disciplineOptionId === null) return [row.id, 0];
          const mu = muOf.get(row.disciplineOptionId);
          const intensity = intensityFor(
            row.levelOptionId === null ? null : (options.get(row.levelOptionId)?.tag ?? null),
            mu === undefined ? null : levelOf(mu),
          );
          const met = mets[INTENSITIES.indexOf(intensity)]!;
          return [row.id, estimateKcal(met, kg, row.durationMinutes)];
        }),
      );
    },

    /** For the data export: `userId`'s levels, and the results they played in, by activity. */
    async exportFor(userId: number) {
      const levels = await db
        .select()
        .from(sportLevels)
        .where(eq(sportLevels.userId, userId))
        .orderBy(asc(sportLevels.disciplineOptionId));
      const played = await db
        .select({
          activityId: resultPlayers.activityId,
          team: resultPlayers.team,
          winner: activityResults.winner,
          status: activityResults.status,
          before: resultPlayers.muBefore,
          after: resultPlayers.muAfter,
        })
        .from(resultPlayers)
        .innerJoin(activityResults, eq(activityResults.activityId, resultPlayers.activityId))
        .where(eq(resultPlayers.userId, userId))
        .orderBy(asc(resultPlayers.activityId));
      return {
        levels: levels.map((row) => ({ ...levelView(row), self_assessed: row.assessed })),
        results: played.map((row) => ({
          activityId: row.activityId,
          team: row.team,
          winner: row.winner,
          status: row.status,
          level_before: row.before === null ? null : levelOf(row.before),
          level_after: row.after === null ? null : levelOf(row.after),
        })),
      };
    },

    /**
     * For the deck and "Para mi nivel": per discipline where `userId` has a level, the activity
     * level options that fit it ("todos" and their band).
     */
    async fitsOf(userId: number) {
      const [rows, options] = await Promise.all([
        db
          .select({ disciplineOptionId: sportLevels.disciplineOptionId, mu: sportLevels.mu })
          .from(sportLevels)
          .where(eq(sportLevels.userId, userId)),
        concepts.optionsOf('levels'),
      ]);
      const idOf = (tag: string) => options.find((option) => option.tag === tag)?.id;
      return rows.map((row) => ({
        disciplineOptionId: row.disciplineOptionId,
        levelOptionIds: [idOf(LEVEL_ANY_TAG), idOf(bandOf(levelOf(row.mu)))].filter(
          (id): id is number => id !== undefined,
        ),
      }));
    },

    /**
     * One side reports the result: two teams of people in the activity (its host and those
     * matched), and the winner. A new report replaces one not yet confirmed (a disputed one is
     * settled this way); a confirmed result is final.
     */
    async report(
      actor: Actor,
      activity: ActivityRow,
      input: { team_a: number[]; team_b: number[]; winner: Winner },
    ) {
      mustBeReportable(activity);
      const a = [...new Set(input.team_a)];
      const b = [...new Set(input.team_b)];
      if (a.some((id) => b.includes(id)))
        throw validationError({ team_b: [RESULT_MESSAGES.twice] });
      const players = new Set([activity.hostId, ...(await matches.memberIds(activity.id))]);
      for (const [field, team] of [
        ['team_a', a],
        ['team_b', b],
      ] as const) {
        if (team.some((id) => !players.has(id))) {
          throw validationError({ [field]: [RESULT_MESSAGES.notPlayer] });
        }
      }
      if (actor.userId !== activity.hostId && ![...a, ...b].includes(actor.userId)) {
        throw validationError({ team_a: [RESULT_MESSAGES.reporterPlays] });
      }
      // Who may answer it: the host and the other side (every player when the host, not
      // playing, reported it); told in the same transaction as the report.
      const reporterSide = a.includes(actor.userId) ? 'a' : b.includes(actor.userId) ? 'b' : null;
      const answerers = new Set([
        activity.hostId,
        ...(reporterSide === 'a' ? [] : a),
        ...(reporterSide === 'b' ? [] : b),
      ]);
      answerers.delete(actor.userId);
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const [stored] = await tx
            .insert(activityResults)
            .values({
              activityId: activity.id,
              disciplineOptionId: activity.disciplineOptionId!,
              winner: input.winner,
              status: 'reported',
              reportedBy: actor.userId,
              createdAt: at(),
            })
            .onConflictDoUpdate({
              target: activityResults.activityId,
              set: {
                winner: input.winner,
                status: 'reported',
                reportedBy: actor.userId,
                answeredBy: null,
                answeredAt: null,
                createdAt: at(),
              },
              setWhere: sql`${activityResults.status} <> 'confirmed'`,
            })
            .returning({ activityId: activityResults.activityId });
          if (!stored) throw conflict(RESULT_MESSAGES.confirmed);
          const replaced = await tx
            .delete(resultPlayers)
            .where(eq(resultPlayers.activityId, activity.id))
            .returning({ userId: resultPlayers.userId });
          await settleReportsIn(
            tx,
            emit,
            activity,
            replaced.map((player) => player.userId),
          );
          await tx
            .insert(resultPlayers)
            .values([
              ...a.map((userId) => ({ activityId: activity.id, userId, team: 'a' as const })),
              ...b.map((userId) => ({ activityId: activity.id, userId, team: 'b' as const })),
            ]);
          await notices.addIn(
            tx,
            emit,
            [...answerers].map((userId) => ({
              userId,
              kind: 'result_reported' as const,
              actorId: actor.userId,
              activityId: activity.id,
            })),
          );
        }),
      );
      return (await resultOf(activity.id))!;
    },

    /**
     * The other side (a player not on the reporter's team) or the host, if they did not report
     * it, confirms the result (every player's level moves, once) or disputes it (nothing moves).
     */
    async answer(actor: Actor, activity: ActivityRow, confirm: boolean) {
      mustBeReportable(activity);
      const current = await resultOf(activity.id);
      if (!current || current.status !== 'reported') {
        throw conflict(
          current?.status === 'confirmed' ? RESULT_MESSAGES.confirmed : RESULT_MESSAGES.nothing,
        );
      }
      const players = await db
        .select()
        .from(resultPlayers)
        .where(eq(resultPlayers.activityId, activity.id));
      const sideOf = (userId: number) => players.find((player) => player.userId === userId)?.team;
      const reporterSide = sideOf(current.reported_by);
      const mySide = sideOf(actor.userId);
      const mayAnswer =
        actor.userId !== current.reported_by &&
        (actor.userId === activity.hostId || (mySide !== undefined && mySide !== reporterSide));
      if (!mayAnswer) throw forbidden(RESULT_MESSAGES.notOther);

      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // Only one answer lands: the row lock orders them, the second finds it answered.
          const [answered] = await tx
            .update(activityResults)
            .set({
              status: confirm ? 'confirmed' : 'disputed',
              answeredBy: actor.userId,
              answeredAt: at(),
            })
            .where(
              and(
                eq(activityResults.activityId, activity.id),
                eq(activityResults.status, 'reported'),
              ),
            )
            .returning();
          if (!answered) throw conflict(RESULT_MESSAGES.confirmed);
          await settleReportsIn(
            tx,
            emit,
            activity,
            players.map((player) => player.userId),
          );
          // A dispute goes back to who reported it; a confirmation to everyone it moved.
          await notices.addIn(
            tx,
            emit,
            (confirm
              ? [activity.hostId, ...players.map((player) => player.userId)]
              : [current.reported_by]
            )
              .filter((userId, index, all) => all.indexOf(userId) === index)
              .map((userId) => ({
                userId,
                kind: confirm ? ('result_confirmed' as const) : ('result_disputed' as const),
                actorId: actor.userId,
                activityId: activity.id,
              })),
          );
          if (!confirm) return;
          const ids = players.map((player) => player.userId).sort((x, y) => x - y);
          const discipline = answered.disciplineOptionId;
          await tx
            .insert(sportLevels)
            .values(
              ids.map((userId) => ({
                userId,
                disciplineOptionId: discipline,
                mu: LEVEL_PRIOR.mu,
                sigma: LEVEL_PRIOR.sigma,
              })),
            )
            .onConflictDoNothing();
          // Locked in id order, so two results sharing players never wait on each other in a circle.
          const ratings = await tx
            .select()
            .from(sportLevels)
            .where(
              and(eq(sportLevels.disciplineOptionId, discipline), inArray(sportLevels.userId, ids)),
            )
            .orderBy(asc(sportLevels.userId))
            .for('update');
          const byUser = new Map(ratings.map((row) => [row.userId, row]));
          const team = (side: 'a' | 'b') =>
            players.filter((player) => player.team === side).map((player) => player.userId);
          const teams = [team('a'), team('b')];
          const rated = rate(
            teams.map((members) =>
              members.map((userId) => {
                const row = byUser.get(userId)!;
                return { mu: row.mu, sigma: row.sigma };
              }),
            ),
            { ...LEVEL_MODEL, rank: ranksOf(answered.winner) },
          );
          for (const [index, members] of teams.entries()) {
            for (const [position, userId] of members.entries()) {
              const before = byUser.get(userId)!;
              const after = rated[index]![position]!;
              await tx
                .update(sportLevels)
                .set({
                  mu: after.mu,
                  sigma: after.sigma,
                  results: sql`${sportLevels.results} + 1`,
                  updatedAt: at(),
                })
                .where(
                  and(
                    eq(sportLevels.userId, userId),
                    eq(sportLevels.disciplineOptionId, discipline),
                  ),
                );
              await tx
                .update(resultPlayers)
                .set({
                  muBefore: before.mu,
                  sigmaBefore: before.sigma,
                  muAfter: after.mu,
                  sigmaAfter: after.sigma,
                })
                .where(
                  and(eq(resultPlayers.activityId, activity.id), eq(resultPlayers.userId, userId)),
                );
            }
          }
        }),
      );
      return (await resultOf(activity.id))!;
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
