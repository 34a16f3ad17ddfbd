import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as coinsPolicy from './coins.policy.js';

describe('coins policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['matched', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: adjust coins and read ledgers %s', (who, allowed) => {
    expect(coinsPolicy.canAdjustCoins(actors[who])).toBe(allowed);
  });
});
