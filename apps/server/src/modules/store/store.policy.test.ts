import { describe, expect, it } from 'vitest';
import { actors } from '../../test/actors.js';
import * as storePolicy from './store.policy.js';

describe('store policy', () => {
  it.each([
    ['owner', false],
    ['other', false],
    ['matched', false],
    ['developer', false],
    ['staff', true],
    ['guest', false],
  ] as const)('%s: manage the store %s', (who, allowed) => {
    expect(storePolicy.canManageStore(actors[who])).toBe(allowed);
  });
});
