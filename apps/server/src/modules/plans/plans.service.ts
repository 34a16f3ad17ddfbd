import type { Db } from '../../db/database.js';
import { subscribing } from './checkout.js';
import { staffGrants } from './grants.js';
import { monthlyBonus } from './monthly-bonus.js';
import { plansContext, type PlansDependencies } from './plans.context.js';
import { planQueries } from './plans.queries.js';
import { providerWebhook } from './webhook.js';

export type { PaymentsSettings, PlansDependencies } from './plans.context.js';

/**
 * Move and Premium (decision 0029): a member's plan is the best of their provider
 * subscriptions that still give it and their staff grants under way. Subscriptions follow the
 * provider: each webhook event, verified, makes us fetch the subscription's state now and store
 * it, once per event id. One file per use case over a shared context (plans.context.ts); the
 * public service is their union.
 */
export function createPlansService(db: Db, deps: PlansDependencies) {
  const context = plansContext(db, deps);
  return {
    ...planQueries(context),
    ...subscribing(context),
    ...providerWebhook(context),
    ...monthlyBonus(context),
    ...staffGrants(context),
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
