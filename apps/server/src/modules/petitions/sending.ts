import { PETITION_MATCH_TAG } from '@app/contract/concepts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import * as petitionPolicy from './petition.policy.js';
import { petitions } from './petitions.schema.js';
import { type PetitionRow } from './petitions.view.js';
import { waitingNow, type PetitionsContext } from './petitions.context.js';
import { type OfferFreed } from './waiting-list.js';

/** Unique-constraint violations, as both drivers report them. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** A member asks to join a plan: to its host, onto its waiting list, or into an event's place. */
export function petitionSending(ctx: PetitionsContext, offerFreed: OfferFreed) {
  const { db, publisher, activities, matches, concepts, blocks, notices, plans, clock } = ctx;
  const { views, tellPositionsIn, get } = ctx;
  return {
    /**
     * Asks to join an activity; once committed, the host hears of it on their "match-me"
     * channel. The activity is known only from the body, so the policy is asked here, with the
     * activity row locked (a 422, as the spec words it).
     */
    async send(
      actor: Actor,
      input: { petition_type_option_id: number; to_user_id: number; activity: number },
      /** Runs in the petition's transaction once it is stored (a deck's decision, say). */
      alsoInTransaction?: (tx: Db, sent: PetitionRow) => Promise<void>,
    ) {
      const type = (await concepts.options([input.petition_type_option_id])).get(
        input.petition_type_option_id,
      );
      if (type?.tag !== PETITION_MATCH_TAG) {
        throw validationError({ petition_type_option_id: ['El tipo de solicitud no es válido.'] });
      }
      // Read before the transaction, which holds PGlite's one connection: 404 for a blocked
      // pair's activity, as for one that does not exist.
      const target = await activities.get(input.activity);
      await blocks.hideFrom(actor, target.hostId);
      // A group's plan is for its members (decision 0026).
      await activities.hideGroupFrom(target, actor.userId);
      // Premium's exclusive events (decision 0029): 403 naming Premium without it.
      if (target.premiumOnly) await plans.mustAllow(actor.userId, 'exclusive_events');
      const sent = await publisher.afterCommit(async (emit) => {
        const row = await db.transaction(async (tx) => {
          // The pair's turn before the activity's (decision 0030): a block racing this waits.
          await blocks.guardPairsIn(tx, actor.userId, [target.hostId]);
          const activity = await activities.lockNotStarted(tx, input.activity);
          if (!petitionPolicy.canSend(actor, activity)) {
            throw validationError({ activity: ['No puedes unirte a tu propia actividad.'] });
          }
          if (activity.hostId !== input.to_user_id) {
            throw validationError({
              to_user_id: ['La solicitud debe ir a quien organiza la actividad.'],
            });
          }
          // Full, or others already wait: this one waits behind them (decision 0027).
          const [queue] = await tx
            .select({ count: count() })
            .from(petitions)
            .where(and(eq(petitions.activityId, activity.id), waitingNow));
          const waiting = activity.matchedCount >= activity.participants || (queue?.count ?? 0) > 0;
          // An event (issue 21) has no host to answer: a free place is taken at once.
          const admitted = activity.sponsorId !== null && !waiting;
          let inserted: PetitionRow;
          try {
            [inserted] = (await tx
              .insert(petitions)
              .values({
                typeOptionId: input.petition_type_option_id,
                fromUserId: actor.userId,
                toUserId: activity.hostId,
                activityId: activity.id,
                waiting,
                ...(admitted && {
                  readed: true,
                  acepted: true,
                  answeredAt: clock?.() ?? sql`now()`,
                }),
                createdAt: clock?.(),
              })
              .returning()) as [PetitionRow];
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict('Ya has pedido unirte a esta actividad.');
            throw error;
          }
          if (alsoInTransaction) await alsoInTransaction(tx, inserted);
          if (waiting) {
            await tellPositionsIn(tx, emit, activity.id);
            return inserted;
          }
          if (admitted) {
            await matches.add(tx, {
              id: inserted.id,
              activityId: activity.id,
              userId: actor.userId,
            });
            return inserted;
          }
          await notices.addIn(tx, emit, [
            {
              userId: activity.hostId,
              kind: 'request',
              actorId: actor.userId,
              activityId: activity.id,
            },
          ]);
          return inserted;
        });
        const sent = (await views([row]))[0]!;
        // The host hears of a request they can answer; a waiting one comes when offered. An
        // event's place taken at once is in the asker's answer: nobody else is told.
        if (!row.waiting && !row.acepted) {
          emit('petition-petitions_types-match-me', [row.toUserId], sent);
        }
        return sent;
      });
      // An event with a place free while others wait (freed where nothing offers it, by an
      // erased account or a block): its queue moves now, in turn, this request with it.
      if (target.sponsorId !== null && sent.waiting_position !== null) {
        await offerFreed(target.id);
        return (await views([await get(sent.id)]))[0]!;
      }
      return sent;
    },
  };
}
