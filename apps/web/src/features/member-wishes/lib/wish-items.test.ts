import { describe, expect, it } from 'vitest';
import { indexPins, pinsOf, wishItems } from './wish-items';

const centro = { west: -3.75, south: 40.39, east: -3.65, north: 40.44 };

describe('pinsOf', () => {
  it('gives each wish of a place that place, newest first across places', () => {
    const pins = pinsOf([
      {
        lat: 40.4175,
        lon: -3.70312,
        wishes: [
          { id: 5, text: 'Pádel' },
          { id: 2, text: 'Café' },
        ],
      },
      { lat: 40.4325, lon: -3.67188, wishes: [{ id: 3, text: 'Cañas' }] },
    ]);
    expect(pins).toEqual([
      { id: 5, text: 'Pádel', location: { lat: 40.4175, lon: -3.70312 } },
      { id: 3, text: 'Cañas', location: { lat: 40.4325, lon: -3.67188 } },
      { id: 2, text: 'Café', location: { lat: 40.4175, lon: -3.70312 } },
    ]);
  });
});

describe('wishItems', () => {
  it('keeps the wishes of one rounded place together at every zoom, newest first', () => {
    const pins = pinsOf([
      {
        lat: 40.4175,
        lon: -3.70312,
        wishes: [
          { id: 2, text: 'b' },
          { id: 1, text: 'a' },
        ],
      },
      { lat: 40.4325, lon: -3.67188, wishes: [{ id: 3, text: 'c' }] },
    ]);
    const items = wishItems(indexPins(pins), [], centro, 19);
    const group = items.find((item) => item.kind === 'group');
    expect(group).toMatchObject({ kind: 'group', count: 2, onePlace: true });
    expect(group?.kind === 'group' && group.pins.map((found) => found.id)).toEqual([2, 1]);
    expect(items.filter((item) => item.kind === 'wish').map((item) => item.key)).toEqual([
      'wish-3',
    ]);
  });

  it("draws the server's counts when the view is too wide for wishes", () => {
    const items = wishItems(indexPins([]), [{ lat: 40.4, lon: -3.7, count: 12 }], centro, 6);
    expect(items).toEqual([
      { kind: 'count', key: 'count-40.4--3.7-12', point: { lat: 40.4, lon: -3.7 }, count: 12 },
    ]);
  });
});
