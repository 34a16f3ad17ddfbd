import { describe, expect, it } from 'vitest';
import { soonText } from './soon-text';

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
