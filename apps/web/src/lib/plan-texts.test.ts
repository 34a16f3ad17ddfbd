import { describe, expect, it } from 'vitest';
import { distanceText, placesLeftText, untilText } from './plan-texts';

describe('the texts of a plan in Descubrir', () => {
  const now = Date.parse('2026-03-10T18:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('say how long until it starts', () => {
    expect(untilText(at(0.2), now)).toBe('Ya empieza');
    expect(untilText(at(25), now)).toBe('En 25 min');
    expect(untilText(at(60), now)).toBe('En 1 h');
    expect(untilText(at(130), now)).toBe('En 2 h 10 min');
  });

  it('say the places left in the right number', () => {
    expect(placesLeftText(1)).toBe('Queda 1 plaza');
    expect(placesLeftText(3)).toBe('Quedan 3 plazas');
    expect(placesLeftText(0)).toBe('No quedan plazas');
  });

  it('say how far, from the member or from a city’s centre', () => {
    expect(distanceText(0.04)).toBe('a 100 m');
    expect(distanceText(0.87)).toBe('a 900 m');
    expect(distanceText(0.97)).toBe('a 1 km');
    expect(distanceText(2.44)).toBe('a 2,4 km');
    expect(distanceText(34.6)).toBe('a 35 km');
    expect(distanceText(1.5, true)).toBe('a 1,5 km del centro');
  });
});
