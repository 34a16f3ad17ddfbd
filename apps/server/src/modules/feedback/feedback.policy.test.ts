import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as feedbackPolicy from './feedback.policy.js';

describe('feedback policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: see all and publish %s', (who, staff) => {
    expect(feedbackPolicy.canSeeAll(actors[who])).toBe(staff);
    expect(feedbackPolicy.canPublish(actors[who])).toBe(staff);
  });
});
