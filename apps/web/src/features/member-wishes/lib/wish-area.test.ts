import { cellOf } from '@app/contract/geo-cells';
import { describe, expect, it } from 'vitest';
import { boxAnswers, liveCells, wishBoxFor } from './wish-area';

const madrid = { west: -3.75, south: 40.39, east: -3.65, north: 40.44 };

describe('wishBoxFor', () => {
  it('asks for more than the view, so a small pan asks nothing new', () => {
    const box = wishBoxFor(madrid, 13.2);
    expect(box.zoom).toBe(11);
    expect(box.west).toBeLessThan(madrid.west - 0.04);
    expect(box.east).toBeGreaterThan(madrid.east + 0.04);
    const panned = { ...madrid, west: madrid.west + 0.01, east: madrid.east + 0.01 };
    expect(boxAnswers(box, panned, 14)).toBe(true);
  });

  it('keeps the zoom below 11, where the answer is clusters sized to it', () => {
    const spain = { west: -10, south: 35, east: 4.5, north: 44 };
    expect(wishBoxFor(spain, 5.6).zoom).toBe(5);
    expect(boxAnswers(wishBoxFor(spain, 5.6), spain, 6.1)).toBe(false);
  });

  it('a view past the box, or no box at all, asks again', () => {
    const box = wishBoxFor(madrid, 12);
    const far = { west: -3.2, south: 40.39, east: -3.1, north: 40.44 };
    expect(boxAnswers(box, far, 12)).toBe(false);
    expect(boxAnswers(null, madrid, 12)).toBe(false);
  });
});

describe('liveCells', () => {
  it("follows the cells of a city's view", () => {
    const cells = liveCells(madrid, 12);
    expect(cells).toContain(cellOf(40.4168, -3.7038));
    expect(cells.length).toBeLessThanOrEqual(16);
  });

  it('follows none below zoom 11 or over too many cells', () => {
    expect(liveCells(madrid, 10)).toEqual([]);
    expect(liveCells({ west: -4.8, south: 39.4, east: -2.6, north: 41.4 }, 11)).toEqual([]);
  });
});
