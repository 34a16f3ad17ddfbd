import type { Wish } from '@app/contract/wishes';
import { describe, expect, it } from 'vitest';
import { indexWishes, wishItems } from './wish-items';

const wish = (id: number, lat: number, lon: number, minute: number) =>
  ({
    id,
    location: { lat, lon },
    createdAt: `2026-11-26T16:${String(minute).padStart(2, '0')}:00Z`,
  }) as Wish;

const centro = { west: -3.75, south: 40.39, east: -3.65, north: 40.44 };

describe('wishItems', () => {
  it('keeps the wishes of one rounded place together at every zoom, newest first', () => {
    const wishes = [
      wish(1, 40.4175, -3.70312, 0),
      wish(2, 40.4175, -3.70312, 5),
      wish(3, 40.4325, -3.67188, 1),
    ];
    const items = wishItems(indexWishes(wishes), [], centro, 19);
    const group = items.find((item) => item.kind === 'group');
    expect(group).toMatchObject({ kind: 'group', count: 2, onePlace: true });
    expect(group?.kind === 'group' && group.wishes.map((found) => found.id)).toEqual([2, 1]);
    expect(items.filter((item) => item.kind === 'wish').map((item) => item.key)).toEqual([
      'wish-3',
    ]);
  });

  it("draws the server's counts when the view is too wide for wishes", () => {
    const items = wishItems(indexWishes([]), [{ lat: 40.4, lon: -3.7, count: 12 }], centro, 6);
    expect(items).toEqual([
      { kind: 'count', key: 'count-40.4--3.7-12', point: { lat: 40.4, lon: -3.7 }, count: 12 },
    ]);
  });
});
