import { LEVEL_PRIOR, RESULT_MESSAGES } from '@app/contract/levels';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rate } from 'openskill';
import { conflict, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import { LEVEL_MODEL, ranksOf, type Winner } from './level-model.js';
import type { ActivityRow, LevelsContext } from './levels.context.js';
import * as policy from './levels.policy.js';
import type { ResultReport } from './levels.policy.js';
import { activityResults, resultPlayers, sportLevels } from './levels.schema.js';

/** Whether two reads of a report are the same report: reporter, teams and winner. */
const sameReport = (x: ResultReport, y: ResultReport) =>
  x.reportedBy === y.reportedBy &&
  x.winner === y.winner &&
  (['a', 'b'] as const).every((team) => x.teams[team].join() === y.teams[team].join());

/**
 * Competitive results (decision 0027): one side reports, the other side or the host answers,
 * and a confirmation moves every player's level once, in one transaction that locks their
 * ratings so concurrent results apply one after the other.
 */
export function results(ctx: LevelsContext) {
  const { db, matches, publisher, notices, at } = ctx;
  const { settleReportsIn, resultOf, pendingReport, mustBeReportable } = ctx;
  return {
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
     * `seen` is the report the route's policy let the caller answer (`canAnswer`).
     */
    async answer(actor: Actor, activity: ActivityRow, confirm: boolean, seen: ResultReport | null) {
      mustBeReportable(activity);
      await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // The result's row locked: one answer lands (the second finds it answered), and a new
          // report waits until this answer is in.
          const [row] = await tx
            .select({ status: activityResults.status })
            .from(activityResults)
            .where(eq(activityResults.activityId, activity.id))
            .for('update');
          if (!row || row.status !== 'reported') {
            throw conflict(
              row?.status === 'confirmed' ? RESULT_MESSAGES.confirmed : RESULT_MESSAGES.nothing,
            );
          }
          const current = (await pendingReport(activity.id, tx))!;
          // The report may have been replaced since the policy read it: the caller answers
          // only the one they saw, and only if the rule still lets them.
          const ref = { hostId: activity.hostId, matched: true, report: current };
          if (!seen || !sameReport(seen, current) || !policy.canAnswer(actor, ref)) {
            throw conflict(RESULT_MESSAGES.changed);
          }
          const players = (['a', 'b'] as const).flatMap((team) =>
            current.teams[team].map((userId) => ({ userId, team })),
          );
          const [answered] = await tx
            .update(activityResults)
            .set({
              status: confirm ? 'confirmed' : 'disputed',
              answeredBy: actor.userId,
              answeredAt: at(),
            })
            .where(eq(activityResults.activityId, activity.id))
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
              : [current.reportedBy]
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
