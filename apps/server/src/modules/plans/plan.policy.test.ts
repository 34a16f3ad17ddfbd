import { PLAN_MESSAGES, type MemberPlan } from '@app/contract/plans';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.js';
import { actors } from '../../test/actors.js';
import * as planPolicy from './plan.policy.js';

describe('plan policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: manage members’ plans %s', (who, allowed) => {
    expect(planPolicy.canManagePlans(actors[who])).toBe(allowed);
  });

  it('lets Move and Premium through to what they include, and refuses naming the plan', () => {
    const plans: MemberPlan[] = ['free', 'move', 'premium'];
    expect(plans.map((plan) => planPolicy.allows(plan, 'statistics'))).toEqual([false, true, true]);
    expect(plans.map((plan) => planPolicy.allows(plan, 'exclusive_events'))).toEqual([
      false,
      false,
      true,
    ]);
    expect(() => planPolicy.mustAllow('move', 'statistics')).not.toThrow();
    expect(() => planPolicy.mustAllow('move', 'exclusive_events')).toThrow(HttpError);
    try {
      planPolicy.mustAllow('free', 'statistics');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(403);
      expect((error as HttpError).message).toBe(PLAN_MESSAGES.needs.statistics);
    }
  });
});
