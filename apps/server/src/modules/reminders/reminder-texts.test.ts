import { describe, expect, it } from 'vitest';
import { dateText, reminderTexts, whenText } from './reminder-texts.js';

// What a reminder says of when, in the city's own time, whatever the server's zone.

describe('whenText', () => {
  const now = new Date('2026-12-04T22:30:00Z'); // Friday 23:30 in Madrid, 22:30 in Canarias

  it('says today, tomorrow or the day, as the city counts its days', () => {
    expect(whenText('2026-12-04T23:00:00+01:00', 'Europe/Madrid', now)).toBe('hoy a las 23:00');
    expect(whenText('2026-12-05T18:30:00+01:00', 'Europe/Madrid', now)).toBe('mañana a las 18:30');
    expect(whenText('2026-12-06T09:05:00+01:00', 'Europe/Madrid', now)).toBe(
      'el domingo a las 9:05',
    );
    // The night clocks go back (a 25-hour day): tomorrow is still the next day.
    const lateOnSaturday = new Date('2026-10-24T22:30:00Z'); // 00:30 on Sunday 25, in Madrid
    expect(whenText('2026-10-25T23:30:00+01:00', 'Europe/Madrid', lateOnSaturday)).toBe(
      'hoy a las 23:30',
    );
    expect(whenText('2026-10-26T09:00:00+01:00', 'Europe/Madrid', lateOnSaturday)).toBe(
      'mañana a las 9:00',
    );
    // Half past midnight on Saturday in Madrid is still Friday in Canarias.
    expect(whenText('2026-12-04T23:30:00Z', 'Atlantic/Canary', now)).toBe('hoy a las 23:30');
    expect(whenText('2026-12-04T23:30:00Z', 'Europe/Madrid', now)).toBe('mañana a las 0:30');
  });
});

describe('dateText', () => {
  it('says the day itself, to be read any day', () => {
    expect(dateText('2026-12-05T18:30:00+01:00', 'Europe/Madrid')).toBe(
      'el sábado 5 de diciembre a las 18:30',
    );
  });
});

describe('reminderTexts', () => {
  const plan = {
    id: 7,
    description: 'Ruta en bici por Madrid Río\nTraed agua',
    start_at: '2026-12-05T18:30:00+01:00',
    city: { timezone: 'Europe/Madrid' },
  };
  const now = new Date('2026-12-04T18:30:00Z');

  it('offers those going to give up their place, and tells the host it is theirs', () => {
    const going = reminderTexts({ kind: 'day', host: false }, plan, now);
    expect(going.title).toBe('Tu plan es pronto');
    expect(going.body).toBe(
      '«Ruta en bici por Madrid Río» es mañana a las 18:30. ¿Ya no puedes ir? Deja tu plaza a otra persona.',
    );
    expect(going.subject).toBe('Recordatorio: «Ruta en bici por Madrid Río» es mañana a las 18:30');
    expect(going.email('https://antojo.example')).toContain(
      'https://antojo.example/web/app/a/7?salir=1',
    );
    const host = reminderTexts({ kind: 'hour', host: true }, plan, now);
    expect(host.title).toBe('Tu plan empieza en una hora');
    expect(host.body).toMatch(/Tú lo organizas\.$/);
    expect(host.email('https://antojo.example')).not.toContain('salir');
  });
});
