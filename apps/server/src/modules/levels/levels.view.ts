import {
  LEVEL_PRIOR,
  levelOf,
  levelReliability,
  type ActivityResult,
  type SportLevel,
} from '@app/contract/levels';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';
import type { activityResults, resultPlayers, sportLevels } from './levels.schema.js';

type LevelRow = typeof sportLevels.$inferSelect;
type ResultRow = typeof activityResults.$inferSelect;
type PlayerRow = typeof resultPlayers.$inferSelect;
type Names = Awaited<ReturnType<UsersService['names']>>;

/** A level as members read it: on the 0.0–7.0 scale, with how reliable it is. */
export const levelView = (row: LevelRow): SportLevel => ({
  discipline_option_id: row.disciplineOptionId,
  level: levelOf(row.mu),
  reliability: levelReliability(row.sigma),
  results: row.results,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A result as the contract shows it: the teams by first name (an erased player drops out),
 * and each player's level before and after, once it is confirmed.
 */
export function resultView(result: ResultRow, players: PlayerRow[], names: Names): ActivityResult {
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
