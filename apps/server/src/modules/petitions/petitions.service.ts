import type { Db } from '../../db/database.js';
import { petitionAdmission } from './admission.js';
import { petitionAnswers } from './answering.js';
import { petitionsContext, type PetitionsDependencies } from './petitions.context.js';
import { petitionQueries } from './petitions.queries.js';
import { petitionSending } from './sending.js';
import { waitingList } from './waiting-list.js';
import { petitionWithdrawal } from './withdrawal.js';

export type { PetitionsDependencies } from './petitions.context.js';
export type { ExportedPetition } from './petitions.view.js';

/**
 * Requests to join a plan: one file per use case over a shared context (petitions.context.ts):
 * reading them (petitions.queries.ts, what other modules call), sending, the host's answer,
 * withdrawing, the waiting list (decision 0027) and places given to a wish's answerers. The
 * public service is their union.
 */
export function createPetitionsService(db: Db, deps: PetitionsDependencies) {
  const context = petitionsContext(db, deps);
  const waiting = waitingList(context);
  return {
    ...petitionQueries(context),
    ...waiting,
    ...petitionSending(context, waiting.offerFreed),
    ...petitionAnswers(context, waiting.offerFreed),
    ...petitionWithdrawal(context, waiting.offerFreed),
    ...petitionAdmission(context),
  };
}

export type PetitionsService = ReturnType<typeof createPetitionsService>;
