import { describe, expect, it } from 'vitest';
import { markerLabel } from './marker-label';

// Wednesday 1 January 2030, 22:00 in Madrid.
const now = new Date('2030-01-01T21:00:00Z');

describe('markerLabel', () => {
  it('says today and tomorrow in the city’s own calendar', () => {
    expect(markerLabel('2030-01-01T23:30:00+01:00', 'Europe/Madrid', now)).toBe('hoy 23:30');
    // Past midnight in Madrid is tomorrow, though still the 1st in UTC.
    expect(markerLabel('2030-01-01T23:30:00Z', 'Europe/Madrid', now)).toBe('mañana 00:30');
    // In Canarias the same moment is still today.
    expect(markerLabel('2030-01-01T23:30:00Z', 'Atlantic/Canary', now)).toBe('hoy 23:30');
  });

  it('names the weekday within the week, and the date later', () => {
    expect(markerLabel('2030-01-05T18:30:00+01:00', 'Europe/Madrid', now)).toBe('sáb 18:30');
    expect(markerLabel('2030-01-12T10:00:00+01:00', 'Europe/Madrid', now)).toBe('12 ene');
  });
});
