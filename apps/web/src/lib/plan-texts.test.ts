import { describe, expect, it } from 'vitest';
import { distanceText, soonText, untilText } from './plan-texts';

describe('the texts of a plan in Descubrir', () => {
  const now = Date.parse('2026-03-10T18:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('say how long until it starts', () => {
    expect(untilText(at(0.2), now)).toBe('Ya empieza');
    expect(untilText(at(25), now)).toBe('En 25 min');
    expect(untilText(at(60), now)).toBe('En 1 h');
    expect(untilText(at(130), now)).toBe('En 2 h 10 min');
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

describe('how soon a deck card says its plan starts', () => {
  const now = Date.parse('2026-11-26T15:00:00Z'); // 16:00 in Madrid
  const at = (iso: string) => soonText(iso, now, 'Europe/Madrid');

  it('counts minutes, then hours, within half a day', () => {
    expect(at('2026-11-26T15:00:20Z')).toBe('Ya empieza');
    expect(at('2026-11-26T15:25:00Z')).toBe('En 25 min');
    expect(at('2026-11-26T18:40:00Z')).toBe('En 3 h');
  });

  it('names the day by the city’s calendar after that', () => {
    const morning = Date.parse('2026-11-26T08:00:00Z'); // 09:00 in Madrid
    const from = (iso: string) => soonText(iso, morning, 'Europe/Madrid');
    expect(from('2026-11-26T22:30:00Z')).toBe('Hoy'); // 23:30 in Madrid
    expect(from('2026-11-26T23:30:00Z')).toBe('Mañana'); // 00:30 on the 27th in Madrid
    expect(from('2026-11-29T10:00:00Z')).toBe('En 3 días');
    // The same instant is still "today" in the Canaries, an hour behind.
    expect(soonText('2026-11-26T23:30:00Z', morning, 'Atlantic/Canary')).toBe('Hoy');
  });
});
