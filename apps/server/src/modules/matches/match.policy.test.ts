import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as matchPolicy from './match.policy.js';

// The owner hosts the activity; the matched member holds the match.
const match = { userId: actors.matched.userId, hostId: actors.owner.userId };

describe('match policy', () => {
  it.each([
    ['owner', true, false],
    ['matched', true, true],
    ['other', false, false],
    ['staff', false, false],
    ['guest', false, false],
  ] as const)('%s: view and remove %s, write through it %s', (who, involved, write) => {
    expect(matchPolicy.canView(actors[who], match)).toBe(involved);
    expect(matchPolicy.canRemove(actors[who], match)).toBe(involved);
    expect(matchPolicy.canWriteThrough(actors[who], match)).toBe(write);
  });
});
