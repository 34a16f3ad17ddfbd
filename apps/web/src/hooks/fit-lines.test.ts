import { describe, expect, it } from 'vitest';
import { linesThatFit } from './fit-lines';

describe('the lines a title may take in the room it has', () => {
  it('counts whole lines only, so no line is cut through its letters', () => {
    expect(linesThatFit(55, 27.5, 4)).toBe(2);
    expect(linesThatFit(54.6, 27.5, 4)).toBe(2);
    expect(linesThatFit(54, 27.5, 4)).toBe(1);
    expect(linesThatFit(81.9, 27.5, 4)).toBe(2);
    expect(linesThatFit(82.5, 27.5, 4)).toBe(3);
  });

  it('keeps at least one line and at most the most asked for', () => {
    expect(linesThatFit(0, 27.5, 4)).toBe(1);
    expect(linesThatFit(10, 27.5, 4)).toBe(1);
    expect(linesThatFit(900, 27.5, 4)).toBe(4);
  });

  it('falls back to the most when nothing can be measured yet', () => {
    expect(linesThatFit(100, 0, 3)).toBe(3);
    expect(linesThatFit(100, Number.NaN, 3)).toBe(3);
    expect(linesThatFit(Number.NaN, 20, 3)).toBe(3);
  });
});
