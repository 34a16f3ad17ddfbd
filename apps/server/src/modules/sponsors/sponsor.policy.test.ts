import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as sponsorPolicy from './sponsor.policy.js';

describe('sponsor policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['matched', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: manage sponsors, events and challenges %s', (who, allowed) => {
    expect(sponsorPolicy.canManageSponsors(actors[who])).toBe(allowed);
  });
});
