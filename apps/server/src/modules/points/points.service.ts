import type { Db } from '../../db/database.js';
import { awarding } from './awarding.js';
import { boards } from './boards.js';
import { pointEntriesOf } from './entries.js';
import { pointsContext, type PointsDependencies } from './points.context.js';

export type { PointFact } from './awarding.js';
export type { PointsDependencies } from './points.context.js';

/**
 * Points and the monthly boards (decision 0027). Points are awarded inside the transaction that
 * counts their fact (attendance/counting.service.ts, decision 0034), so a fact is never counted
 * without points nor points given without one. One file per use case over a shared context
 * (points.context.ts): awarding, the boards, and a member's entries.
 */
export function createPointsService(db: Db, deps: PointsDependencies) {
  const context = pointsContext(db, deps);
  return {
    ...awarding(context),
    ...boards(context),
    ...pointEntriesOf(context),
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
