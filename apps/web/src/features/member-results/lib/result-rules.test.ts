import type { ActivityResult } from '@app/contract/levels';
import { describe, expect, it } from 'vitest';
import { mayAnswer, reportProblem, sideOf, winnerText } from './result-rules';

const person = (id: number) => ({ id, firstname: `P${id}`, avatarUpdatedAt: null });
const result = (over: Partial<ActivityResult> = {}): ActivityResult => ({
  activity_id: 7,
  discipline_option_id: 131,
  teams: [
    [person(1), person(2)],
    [person(3), person(4)],
  ],
  winner: 'a',
  status: 'reported',
  reported_by: 2,
  answered_by: null,
  changes: [],
  createdAt: '2026-11-27T10:00:00Z',
  ...over,
});

describe('result rules', () => {
  it('finds each player’s side', () => {
    expect(sideOf(result(), 1)).toBe('a');
    expect(sideOf(result(), 4)).toBe('b');
    expect(sideOf(result(), 9)).toBeUndefined();
  });

  it('lets the other side or the host answer, never the reporter or their side', () => {
    // The host (1) plays on the reporter's side, and may still confirm.
    expect(mayAnswer(result(), 1, 1)).toBe(true);
    expect(mayAnswer(result(), 2, 1)).toBe(false);
    expect(mayAnswer(result(), 3, 9)).toBe(true);
    expect(mayAnswer(result(), 1, 9)).toBe(false);
    expect(mayAnswer(result(), 5, 9)).toBe(false);
    // A host who reported without playing: either side answers.
    expect(mayAnswer(result({ reported_by: 9 }), 1, 9)).toBe(true);
    expect(mayAnswer(result({ status: 'confirmed' }), 3, 9)).toBe(false);
  });

  it('says what a report still needs', () => {
    const sides = new Map([
      [1, 'a' as const],
      [3, 'b' as const],
    ]);
    expect(reportProblem(new Map([[1, 'a']]), 'a', 1, 1)).toMatch(/cada equipo/);
    expect(reportProblem(sides, null, 1, 1)).toMatch(/quién ganó/);
    expect(reportProblem(sides, 'draw', 5, 1)).toMatch(/estar en un equipo/);
    expect(reportProblem(sides, 'draw', 5, 5)).toBeNull();
    expect(reportProblem(sides, 'b', 3, 1)).toBeNull();
  });

  it('names the winner', () => {
    expect(winnerText('a')).toBe('Ganó el equipo A');
    expect(winnerText('draw')).toBe('Empate');
  });
});
