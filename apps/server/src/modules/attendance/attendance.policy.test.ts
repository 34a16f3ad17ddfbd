import { describe, expect, it } from 'vitest';
import { canConfirm, canMark, canView } from './attendance.policy.js';

const actor = (userId: number) => ({ userId, roles: [], wstoken: 'w' });
const host = { hostId: 1, matched: false };
const joined = { hostId: 1, matched: true };

describe('attendance policy', () => {
  it('lets the host see and mark, never confirm', () => {
    expect(canView(actor(1), host)).toBe(true);
    expect(canMark(actor(1), host)).toBe(true);
    expect(canConfirm(actor(1), host)).toBe(false);
  });

  it('lets a participant see and confirm, never mark', () => {
    expect(canView(actor(2), joined)).toBe(true);
    expect(canConfirm(actor(2), joined)).toBe(true);
    expect(canMark(actor(2), joined)).toBe(false);
  });

  it('refuses anyone else, and guests', () => {
    expect(canView(actor(3), host)).toBe(false);
    expect(canConfirm(actor(3), host)).toBe(false);
    expect(canView(null, joined)).toBe(false);
    expect(canConfirm(null, joined)).toBe(false);
  });
});
