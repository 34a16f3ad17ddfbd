import type { Activity } from '@app/contract/activities';
import { describe, expect, it } from 'vitest';
import type { Bounds } from '../../../components/map/viewport';
import { CLUSTER_MAX_ZOOM, indexPlans, mapItems, samePlace, type MapItem } from './map-clusters';

function plan(
  id: number,
  lat: number,
  lon: number,
  start = `2030-01-0${(id % 9) + 1}T18:00:00+01:00`,
) {
  return { id, start_at: start, location: { lat, lon, address: null } } as Activity;
}

const spain: Bounds = { west: -10, south: 35, east: 4.5, north: 44 };
const centro: Bounds = { west: -3.75, south: 40.39, east: -3.65, north: 40.44 };

// Three plans in central Madrid a few hundred metres apart, two at the same point in
// Barcelona, one in Sevilla.
const plans = [
  plan(1, 40.4168, -3.7038),
  plan(2, 40.42, -3.7),
  plan(3, 40.413, -3.707),
  plan(4, 41.3874, 2.1686),
  plan(5, 41.3874, 2.1686),
  plan(6, 37.3891, -5.9845),
];
const groups = (items: MapItem[]) =>
  items.filter((item): item is Extract<MapItem, { kind: 'group' }> => item.kind === 'group');

describe('mapItems', () => {
  const index = indexPlans(plans);

  it('groups a city’s plans when the whole country is in view, with their count', () => {
    const items = mapItems(index, spain, 5);
    expect(items).toHaveLength(3);
    const counts = items.map((item) => (item.kind === 'group' ? item.count : 1)).sort();
    expect(counts).toEqual([1, 2, 3]);
    const madrid = groups(items).find((item) => item.count === 3)!;
    expect(madrid.activities.map((activity) => activity.id).sort()).toEqual([1, 2, 3]);
    expect(madrid.splitZoom).toBeGreaterThan(5);
    expect(madrid.splitZoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
    expect(samePlace(madrid)).toBe(false);
  });

  it('shows each plan apart once zoomed in, and only those in view', () => {
    const items = mapItems(index, centro, 17);
    expect(items.map((item) => item.kind)).toEqual(['plan', 'plan', 'plan']);
    expect(items.map((item) => item.key).sort()).toEqual(['plan-1', 'plan-2', 'plan-3']);
  });

  it('keeps plans at one point together at every zoom, and says they share a place', () => {
    const barcelona: Bounds = { west: 2.16, south: 41.38, east: 2.18, north: 41.4 };
    const [item] = groups(mapItems(index, barcelona, 20));
    expect(item!.count).toBe(2);
    expect(samePlace(item!)).toBe(true);
    // Soonest first.
    expect(item!.activities.map((activity) => activity.id)).toEqual([4, 5]);
  });

  it('draws nothing for a view with no plans', () => {
    const atlantic: Bounds = { west: -30, south: 30, east: -20, north: 40 };
    expect(mapItems(index, atlantic, 6)).toEqual([]);
    expect(mapItems(indexPlans([]), spain, 6)).toEqual([]);
  });
});
