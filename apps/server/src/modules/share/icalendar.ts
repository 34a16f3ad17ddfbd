import { isAmbiguous, localDateTime, vtimezone, wallClock } from './vtimezone.js';

/** One plan as a calendar event. */
export type CalendarEvent = {
  /** Stable across edits and feeds: the same plan is the same event everywhere. */
  uid: string;
  start: Date;
  end: Date;
  /** The city's zone: the event keeps its wall clock wherever the reader is. */
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  geo: { lat: number; lon: number } | null;
  url: string;
  created: Date;
  lastModified: Date;
  /** Grows with each edit (RFC 5545, 3.8.7.4): clients replace the copy they keep. */
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
};

const PRODUCT_ID = '-//Antojo//Planes//ES';

/**
 * An iCalendar document (RFC 5545): the calendar's name, a VTIMEZONE for each zone its events
 * use, then the events, in CRLF lines folded at 75 octets with TEXT escaped.
 */
export function icalendar(options: {
  name: string;
  events: readonly CalendarEvent[];
  now: Date;
  /** How often a subscribed calendar should ask again (a feed), as an ISO 8601 duration. */
  refresh?: string;
  /**
   * A calendar holds at least one component (RFC 5545, 3.6): a feed with no plan yet carries
   * this zone's definition, and clients that refuse an empty calendar subscribe all the same.
   */
  emptyZone?: string;
}): string {
  const zones = new Map<string, { from: number; to: number }>();
  for (const event of options.events) {
    const years = [event.start, event.end].map(
      (date) => wallClock(event.timeZone, date.getTime()).year,
    );
    const known = zones.get(event.timeZone);
    zones.set(event.timeZone, {
      from: Math.min(known?.from ?? Infinity, ...years),
      to: Math.max(known?.to ?? -Infinity, ...years),
    });
  }
  if (zones.size === 0 && options.emptyZone) {
    const year = wallClock(options.emptyZone, options.now.getTime()).year;
    zones.set(options.emptyZone, { from: year, to: year });
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(options.name)}`,
    ...(options.refresh
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${options.refresh}`, `X-PUBLISHED-TTL:${options.refresh}`]
      : []),
    ...[...zones].flatMap(([zone, years]) => vtimezone(zone, years.from, years.to)),
    ...options.events.flatMap((event) => eventLines(event, options.now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  // The city's wall clock, unless it happens twice that night: then UTC says which.
  const at = (name: string, date: Date) =>
    isAmbiguous(event.timeZone, date.getTime())
      ? `${name}:${utc(date)}`
      : `${name};TZID=${event.timeZone}:${localDateTime(wallClock(event.timeZone, date.getTime()))}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `CREATED:${utc(event.created)}`,
    `LAST-MODIFIED:${utc(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    at('DTSTART', event.start),
    at('DTEND', event.end),
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lon}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A UTC date-time: 20261205T173000Z. */
const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** TEXT as RFC 5545 escapes it (3.3.11): backslash, semicolon, comma and line breaks. */
export const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded at 75 octets (3.1): the rest on lines that start with a space, never
 * cutting a UTF-8 character in two.
 */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      // Continuation lines carry a leading space within their 75 octets.
      limit = 74;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
