import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { petitions } from './petitions.schema.js';
import { type PetitionRow } from './petitions.view.js';
import { type PetitionsContext } from './petitions.context.js';

/** Members given places the host opened to them, as requests already accepted. */
export function petitionAdmission(ctx: PetitionsContext) {
  const { activities, matches, clock } = ctx;
  return {
    /**
     * Inside `tx`, gives these members places in an activity its host opened to them (those who
     * answered a wish that became it), in the order given, while places last: each as a request
     * already accepted, with its match, as if the host had accepted it. Answers the accepted
     * requests, for the caller to tell each member once committed.
     */
    async admit(
      tx: Db,
      activityId: number,
      userIds: readonly number[],
      typeOptionId: number,
    ): Promise<PetitionRow[]> {
      const activity = await activities.lockOpen(tx, activityId);
      let free = activity.participants - activity.matchedCount;
      const admitted: PetitionRow[] = [];
      for (const userId of userIds) {
        if (free <= 0) break;
        if (userId === activity.hostId) continue;
        const [row] = await tx
          .insert(petitions)
          .values({
            typeOptionId,
            fromUserId: userId,
            toUserId: activity.hostId,
            activityId,
            readed: true,
            acepted: true,
            answeredAt: clock?.() ?? sql`now()`,
            createdAt: clock?.(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) continue;
        await matches.add(tx, { id: row.id, activityId, userId });
        admitted.push(row);
        free -= 1;
      }
      return admitted;
    },
  };
}
