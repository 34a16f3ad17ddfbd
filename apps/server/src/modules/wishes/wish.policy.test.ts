import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import * as wishPolicy from './wish.policy.js';

const actor = (userId: number, roles: string[] = []): Actor => ({
  userId,
  roles,
  wstoken: 'a'.repeat(64),
});

describe('who may do what with a wish', () => {
  const wish = { userId: 1 };
  it('the wisher withdraws and converts it; nobody else, staff neither', () => {
    expect(wishPolicy.canRemove(actor(1), wish)).toBe(true);
    expect(wishPolicy.canConvert(actor(1), wish)).toBe(true);
    for (const other of [actor(2), actor(3, ['admin:general']), null]) {
      expect(wishPolicy.canRemove(other, wish)).toBe(false);
      expect(wishPolicy.canConvert(other, wish)).toBe(false);
    }
  });
  it('any signed-in member may answer (its own is refused by the service: 422)', () => {
    expect(wishPolicy.canAnswer(actor(2), wish)).toBe(true);
    expect(wishPolicy.canAnswer(null, wish)).toBe(false);
  });
});
