import { distanceKm } from '@app/sdk/reference/geo';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_KM,
  covers,
  inBounds,
  needsSearch,
  searchAreaFor,
  type Bounds,
} from './viewport';

const madrid: Bounds = { west: -3.8, south: 40.35, east: -3.6, north: 40.48 };

describe('searchAreaFor', () => {
  it('is the circle around the view, from its centre past its farthest corner', () => {
    const area = searchAreaFor(madrid, 1);
    expect(area.lat).toBeCloseTo(40.415, 3);
    expect(area.lon).toBeCloseTo(-3.7, 3);
    const corner = distanceKm(area, { lat: 40.48, lon: -3.8 });
    // Rounded up to two figures, never below the corner's distance.
    expect(area.km).toBeGreaterThanOrEqual(corner);
    expect(area.km).toBeLessThan(corner * 1.1);
    expect(covers(area, madrid)).toBe(true);
  });

  it('adds a margin, so a small pan stays inside what was asked', () => {
    const area = searchAreaFor(madrid);
    const panned: Bounds = { west: -3.78, south: 40.36, east: -3.58, north: 40.49 };
    expect(covers(area, panned)).toBe(true);
    const far: Bounds = { west: 2.05, south: 41.33, east: 2.25, north: 41.45 };
    expect(covers(area, far)).toBe(false);
  });

  it('gives views a few pixels apart the same search', () => {
    const nudged: Bounds = { west: -3.80001, south: 40.35002, east: -3.59999, north: 40.48001 };
    expect(searchAreaFor(nudged)).toEqual(searchAreaFor(madrid));
  });

  it('stays within the contract: at least half a kilometre, at most half the Earth', () => {
    const street: Bounds = { west: -3.70001, south: 40.41, east: -3.7, north: 40.41001 };
    expect(searchAreaFor(street).km).toBe(0.5);
    const world: Bounds = { west: -180, south: -85, east: 180, north: 85 };
    expect(searchAreaFor(world).km).toBeGreaterThan(10_000);
    expect(searchAreaFor(world, 2).km).toBe(MAX_SEARCH_KM);
  });

  it('widens as the map zooms out', () => {
    const zoomedOut: Bounds = { west: -10, south: 35, east: 4, north: 44 };
    expect(searchAreaFor(zoomedOut).km).toBeGreaterThan(500);
    expect(searchAreaFor(zoomedOut).km).toBeLessThan(MAX_SEARCH_KM);
  });
});

describe('inBounds', () => {
  it('tells points in the view from points outside it', () => {
    expect(inBounds({ lat: 40.42, lon: -3.7 }, madrid)).toBe(true);
    expect(inBounds({ lat: 41.39, lon: 2.17 }, madrid)).toBe(false);
    expect(inBounds({ lat: 40.42, lon: -3.9 }, madrid)).toBe(false);
  });

  it('handles a view across the antimeridian', () => {
    const pacific: Bounds = { west: 170, south: -20, east: -170, north: 0 };
    expect(inBounds({ lat: -10, lon: 179 }, pacific)).toBe(true);
    expect(inBounds({ lat: -10, lon: -175 }, pacific)).toBe(true);
    expect(inBounds({ lat: -10, lon: 0 }, pacific)).toBe(false);
  });
});

describe('needsSearch', () => {
  const area = searchAreaFor(madrid);
  const inner: Bounds = { west: -3.72, south: 40.4, east: -3.68, north: 40.43 };

  it('searches the first view and a view that leaves the searched circle', () => {
    expect(needsSearch(null, madrid, true)).toBe(true);
    expect(needsSearch(area, { west: 2.05, south: 41.33, east: 2.25, north: 41.45 }, true)).toBe(
      true,
    );
  });

  it('does not search again inside a complete search', () => {
    expect(needsSearch(area, madrid, true)).toBe(false);
    expect(needsSearch(area, inner, true)).toBe(false);
  });

  it('searches a much smaller view again when the last search was cut short', () => {
    expect(needsSearch(area, inner, false)).toBe(true);
    expect(needsSearch(area, madrid, false)).toBe(false);
  });
});
