import { describe, expect, it } from 'vitest';
import { ROLES, type Actor } from '../auth/actor.js';
import * as pushPolicy from './push.policy.js';

const member = (userId: number, roles: string[] = []): Actor => ({ userId, roles, wstoken: 'w' });

describe('push policy', () => {
  const subscription = { userId: 1 };
  it('lets only the owner remove a subscription', () => {
    expect(pushPolicy.canRemove(member(1), subscription)).toBe(true);
    expect(pushPolicy.canRemove(member(2), subscription)).toBe(false);
    expect(pushPolicy.canRemove(null, subscription)).toBe(false);
    expect(pushPolicy.canRemove(member(3, [ROLES.general, ROLES.dev]), subscription)).toBe(false);
  });
});
