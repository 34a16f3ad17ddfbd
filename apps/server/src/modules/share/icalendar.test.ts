import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { fold, icalendar, text, type CalendarEvent } from './icalendar.js';

// The writing rules of RFC 5545 that a calendar app trips on: lines of at most 75 octets,
// folded without cutting a character; TEXT with its four escapes.

const octets = (line: string) => new TextEncoder().encode(line).length;

/** An hour-long plan starting at `start` in `timeZone`, with nothing else to say. */
const eventAt = (start: string, timeZone: string, index = 0): CalendarEvent => ({
  uid: `plan-${index}@antojo.example`,
  start: new Date(start),
  end: new Date(new Date(start).getTime() + 3_600_000),
  timeZone,
  summary: 'Plan',
  description: '',
  location: 'Madrid',
  geo: null,
  url: 'https://antojo.example/web/plan/1',
  created: new Date('2026-01-01T00:00:00Z'),
  lastModified: new Date('2026-01-01T00:00:00Z'),
  sequence: 0,
  status: 'CONFIRMED',
});

/** Each event's start as a calendar app reads it, the document's own zones applied. */
function startsRead(document: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(document));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component).startDate.toJSDate().toISOString());
}

describe('iCalendar lines', () => {
  it('folds long lines at 75 octets, never inside a character, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'Cañas y tapas en La Latina 🍻 con vistas, '.repeat(6)}`;
    const folded = fold(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(fold('SUMMARY:corto')).toBe('SUMMARY:corto');
  });

  it('escapes backslashes, semicolons, commas and line breaks, and a parser reads them back', () => {
    const written = 'Quedamos a las 18:30; trae raqueta, agua\ny \\ ganas';
    expect(text(written)).toBe('Quedamos a las 18:30\\; trae raqueta\\, agua\\ny \\\\ ganas');
    const document = icalendar({
      name: 'Prueba',
      now: new Date('2026-11-29T10:00:00Z'),
      events: [
        {
          ...eventAt('2026-12-05T17:30:00Z', 'Europe/Madrid'),
          description: written,
          sequence: 86_400,
        },
      ],
    });
    expect(document.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(document.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(document)).getFirstSubcomponent('vevent')!,
    );
    expect(event.description).toBe(written);
    expect(event.sequence).toBe(86_400);
  });

  it('writes the night clocks go back in UTC, where the wall clock alone would mean the first 02:30', () => {
    // 25 October 2026: at 03:00 (+02:00) Madrid goes back to 02:00 (+01:00).
    const starts = [
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T02:30:00+01:00',
      '2026-10-24T18:30:00+02:00',
    ];
    const document = icalendar({
      name: 'Prueba',
      now: new Date('2026-10-01T00:00:00Z'),
      events: starts.map((start, index) => eventAt(start, 'Europe/Madrid', index)),
    });
    const read = startsRead(document);
    expect(read).toEqual(starts.map((start) => new Date(start).toISOString()));
    expect(document).toContain('DTSTART:20261025T003000Z');
    expect(document).toContain('DTSTART:20261025T013000Z');
    // A day with one 18:30 keeps the city's clock.
    expect(document).toContain('DTSTART;TZID=Europe/Madrid:20261024T183000');
    // The zone changes where the rules say, every year: forward the last Sunday of March at
    // 02:00, back the last of October at 03:00; one rule of each, from the year before.
    const zone = document.slice(
      document.indexOf('BEGIN:VTIMEZONE'),
      document.indexOf('END:VTIMEZONE'),
    );
    expect(zone.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Madrid',
      'BEGIN:DAYLIGHT',
      'DTSTART:20250330T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20251026T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      '',
    ]);
  });

  it('writes each change as it happened where the years differ (Morocco around Ramadan)', () => {
    const starts = ['2026-03-01T12:00:00Z', '2026-06-01T12:00:00Z', '2027-02-20T12:00:00Z'];
    const document = icalendar({
      name: 'Prueba',
      now: new Date('2026-01-01T00:00:00Z'),
      events: starts.map((start, index) => eventAt(start, 'Africa/Casablanca', index)),
    });
    expect(document).not.toContain('RRULE');
    const read = startsRead(document);
    expect(read).toEqual(starts.map((start) => new Date(start).toISOString()));
  });
});
