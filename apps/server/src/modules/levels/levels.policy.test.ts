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

describe('who answers a reported result', () => {
  // The owner hosts; players 3, 4 (side a) and 5, 6 (side b).
  const report = (reportedBy: number) => ({
    reportedBy,
    winner: 'a' as const,
    teams: { a: [3, 4], b: [5, 6] },
  });
  const ref = (reportedBy: number | null, matched = true) => ({
    hostId: 1,
    matched,
    report: reportedBy === null ? null : report(reportedBy),
  });
  const as = (userId: number) => ({ userId, roles: [], wstoken: 'f'.repeat(64) });

  it('lets the other side and the host answer a player’s report, not the reporter’s side', () => {
    expect(levelsPolicy.canAnswer(as(5), ref(3))).toBe(true);
    expect(levelsPolicy.canAnswer(as(6), ref(3))).toBe(true);
    expect(levelsPolicy.canAnswer(actors.owner, ref(3))).toBe(true);
    expect(levelsPolicy.canAnswer(as(3), ref(3))).toBe(false);
    expect(levelsPolicy.canAnswer(as(4), ref(3))).toBe(false);
  });

  it('lets every player answer the host’s report when the host did not play, not the host', () => {
    for (const player of [3, 4, 5, 6])
      expect(levelsPolicy.canAnswer(as(player), ref(1))).toBe(true);
    expect(levelsPolicy.canAnswer(actors.owner, ref(1))).toBe(false);
  });

  it('asks who takes part when nothing waits for an answer, and nobody else', () => {
    expect(levelsPolicy.canAnswer(as(3), ref(null))).toBe(true);
    expect(levelsPolicy.canAnswer(actors.owner, ref(null, false))).toBe(true);
    expect(levelsPolicy.canAnswer(as(7), ref(3, false))).toBe(false);
    expect(levelsPolicy.canAnswer(actors.guest, ref(3, false))).toBe(false);
    expect(levelsPolicy.canAnswer(actors.staff, ref(null, false))).toBe(false);
  });
});
