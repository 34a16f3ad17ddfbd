import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as petitionPolicy from './petition.policy.js';

// The owner hosts the activity; the matched member sent the petition.
const activity = { hostId: actors.owner.userId };
const petition = { fromUserId: actors.matched.userId, toUserId: actors.owner.userId };

describe('petition policy', () => {
  it.each([
    ['owner', false, true, false],
    ['matched', true, false, true],
    ['other', true, false, false],
    ['staff', true, false, false],
    ['guest', false, false, false],
  ] as const)('%s: send %s, answer %s, withdraw %s', (who, send, answer, withdraw) => {
    expect(petitionPolicy.canSend(actors[who], activity)).toBe(send);
    expect(petitionPolicy.canAnswer(actors[who], petition)).toBe(answer);
    expect(petitionPolicy.canWithdraw(actors[who], petition)).toBe(withdraw);
  });
});
