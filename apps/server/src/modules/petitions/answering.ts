import { and, eq, ne, sql } from 'drizzle-orm';
import { conflict } from '../../lib/http-errors.js';
import { petitions } from './petitions.schema.js';
import { type PetitionRow } from './petitions.view.js';
import { answerable, pending, type PetitionsContext } from './petitions.context.js';
import { type OfferFreed } from './waiting-list.js';

/** The host answers a request: accepted (a place taken) or declined (the place offered on). */
export function petitionAnswers(ctx: PetitionsContext, offerFreed: OfferFreed) {
  const { db, publisher, activities, matches, blocks, notices, clock } = ctx;
  const { views, tellPositionsIn } = ctx;
  return {
    /**
     * The host accepts (a match is made and a place filled) or declines (petition.policy);
     * once committed, the sender hears the answer on their "match-from" channel.
     */
    async answer(existing: PetitionRow, accept: boolean) {
      // A waiting request has no place to take; declining it is the host's right all the same.
      if (accept && existing.waiting && !existing.acepted && !existing.refused) {
        throw conflict(
          'La solicitud está en lista de espera: se podrá responder si queda una plaza.',
        );
      }
      const answered = await publisher.afterCommit(async (emit) => {
        const row = await db.transaction(async (tx) => {
          if (accept) {
            // A place joins the pair: it takes their turn with a block (decision 0030).
            await blocks.guardPairsIn(tx, existing.toUserId, [existing.fromUserId]);
            const activity = await activities.lockOpen(tx, existing.activityId);
            await matches.add(tx, {
              id: existing.id,
              activityId: existing.activityId,
              userId: existing.fromUserId,
            });
            // The last place taken: the requests still unanswered wait, in the order they came.
            if (activity.matchedCount + 1 >= activity.participants) {
              const queued = (await tx
                .update(petitions)
                .set({ waiting: true })
                .where(
                  and(
                    eq(petitions.activityId, existing.activityId),
                    answerable,
                    ne(petitions.id, existing.id),
                  ),
                )
                .returning()) as PetitionRow[];
              for (const other of queued) {
                await notices.settleIn(tx, emit, {
                  userId: other.toUserId,
                  kind: 'request',
                  actorId: other.fromUserId,
                  activityId: other.activityId,
                });
              }
              if (queued.length > 0) await tellPositionsIn(tx, emit, existing.activityId);
            }
          }
          const [updated] = await tx
            .update(petitions)
            .set({
              readed: true,
              acepted: accept,
              refused: !accept,
              answeredAt: clock?.() ?? sql`now()`,
            })
            .where(and(eq(petitions.id, existing.id), pending))
            .returning();
          if (!updated) throw conflict('La solicitud ya estaba respondida.');
          await notices.addIn(tx, emit, [
            {
              userId: updated.fromUserId,
              kind: accept ? 'accepted' : 'refused',
              actorId: updated.toUserId,
              activityId: updated.activityId,
            },
          ]);
          // The host answered: their notice of the request has been seen to.
          await notices.settleIn(tx, emit, {
            userId: updated.toUserId,
            kind: 'request',
            actorId: updated.fromUserId,
            activityId: updated.activityId,
          });
          return updated;
        });
        const answered = (await views([row]))[0]!;
        emit('petition-petitions_types-match-from', [row.fromUserId], answered);
        return answered;
      });
      // A declined request leaves its place to the next one waiting, or its turn to those behind.
      if (!accept) {
        if (existing.waiting) {
          await publisher.afterCommit((emit) =>
            db.transaction((tx) => tellPositionsIn(tx, emit, existing.activityId)),
          );
        }
        await offerFreed(existing.activityId);
      }
      return answered;
    },
  };
}
