import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-format.js';

describe('dateTimeFormat', () => {
  const moment = new Date('2026-11-30T18:05:00Z');

  it('formats as a formatter made on the spot would, in each zone', () => {
    for (const timeZone of ['Europe/Madrid', 'Atlantic/Canary', 'America/Bogota']) {
      const options: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', timeZone };
      expect(dateTimeFormat('es-ES', options).format(moment)).toBe(
        new Intl.DateTimeFormat('es-ES', options).format(moment),
      );
    }
  });

  it('makes one formatter per locale and options, and a new one when either changes', () => {
    const madrid = dateTimeFormat('es-ES', { hour: '2-digit', timeZone: 'Europe/Madrid' });
    expect(dateTimeFormat('es-ES', { hour: '2-digit', timeZone: 'Europe/Madrid' })).toBe(madrid);
    expect(dateTimeFormat('es-ES', { hour: '2-digit', timeZone: 'Atlantic/Canary' })).not.toBe(
      madrid,
    );
    expect(dateTimeFormat('en-CA', { hour: '2-digit', timeZone: 'Europe/Madrid' })).not.toBe(
      madrid,
    );
    expect(dateTimeFormat('es-ES', { hour: 'numeric', timeZone: 'Europe/Madrid' })).not.toBe(
      madrid,
    );
  });

  it('keeps answering right past the most it keeps', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length * 2).toBeGreaterThan(500);
    for (const timeZone of zones) {
      for (const hour of ['2-digit', 'numeric'] as const) {
        const options: Intl.DateTimeFormatOptions = { hour, minute: '2-digit', timeZone };
        expect(dateTimeFormat('es-ES', options).format(moment)).toBe(
          new Intl.DateTimeFormat('es-ES', options).format(moment),
        );
      }
    }
  });
});
