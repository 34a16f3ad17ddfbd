import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as levelsPolicy from './levels.policy.js';

// The owner hosts; the matched member holds a place.
const asked = (who: keyof typeof actors) => ({ hostId: 1, matched: who === 'matched' });

describe('levels policy', () => {
  it.each([
    ['owner', true, true],
    ['matched', true, true],
    ['other', true, false],
    ['staff', true, false],
    ['guest', false, false],
  ] as const)('%s: sees the result %s, reports and answers one %s', (who, view, take) => {
    expect(levelsPolicy.canView(actors[who], asked(who))).toBe(view);
    expect(levelsPolicy.canTake(actors[who], asked(who))).toBe(take);
  });
});
