import { zoneOffsetMinutes, zoneParts, type ZoneParts } from '@app/contract/time-zones';

/**
 * An iCalendar time zone (RFC 5545, 3.6.5) for an IANA zone, built from the zone's own
 * offsets as Node's ICU knows them: each change of offset in the years asked becomes an
 * observance (DAYLIGHT when the clock goes forward, STANDARD when it goes back). A calendar
 * reading DTSTART;TZID=Europe/Madrid needs it to know what 18:30 means on that day.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The zone's offset from UTC at `ms`, in minutes (Madrid in summer: 120). */
export const offsetMinutes = (timeZone: string, ms: number) => zoneOffsetMinutes(ms, timeZone);

/** The wall clock in `timeZone` at `ms`. */
export const wallClock = (timeZone: string, ms: number) => zoneParts(ms, timeZone);

/**
 * Whether the wall clock in `timeZone` at `ms` happens twice (the night clocks go back: 02:30
 * comes once at +02:00, then again at +01:00). RFC 5545 reads such a local time as the first
 * (3.3.5), so the second can only be written in UTC.
 */
export function isAmbiguous(timeZone: string, ms: number): boolean {
  const wall = wallClock(timeZone, ms);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const own = offsetMinutes(timeZone, ms);
  for (const other of [
    offsetMinutes(timeZone, ms - DAY_MS),
    offsetMinutes(timeZone, ms + DAY_MS),
  ]) {
    if (other === own) continue;
    const twin = asUtc - other * MINUTE_MS;
    if (Math.abs(twin - ms) >= MINUTE_MS && offsetMinutes(timeZone, twin) === other) return true;
  }
  return false;
}

type Change = { at: number; from: number; to: number };

/** Where the offset changes between `from` and `to` (ms), to the minute. */
function changes(timeZone: string, from: number, to: number): Change[] {
  const found: Change[] = [];
  let before = offsetMinutes(timeZone, from);
  for (let day = from + DAY_MS; day <= to; day += DAY_MS) {
    const after = offsetMinutes(timeZone, day);
    if (after === before) continue;
    // The first minute of the new offset, within this day.
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(timeZone, middle) === before) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: before, to: after });
    before = after;
  }
  return found;
}

/** "+0200", "-0330": an offset as RFC 5545 writes it. */
const utcOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** A local date-time as RFC 5545 writes it, without a zone: 20261025T030000. */
export function localDateTime(parts: ZoneParts): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${parts.year}${two(parts.month)}${two(parts.day)}T${two(parts.hour)}${two(parts.minute)}${two(parts.second)}`;
}

type Observance = { kind: string; onset: string; from: number; to: number; rule?: string };

/**
 * The VTIMEZONE lines of `timeZone` covering the years `fromYear` to `toYear`, from the year
 * before (so the first event's day has an observance in force). Where each year changes the
 * same way (Europe: forward the last Sunday of March, back the last of October), one DAYLIGHT
 * and one STANDARD with a yearly RRULE, as calendar apps expect (Outlook reads only the latest
 * observance of each kind, and one without a rule as a single date); otherwise each change as
 * it happened; for a zone whose offset never changes, one STANDARD.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear - 1, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const found: Observance[] = changes(timeZone, start, end).map(({ at, from, to }) => {
    // Its onset in the local time that was in force until then (RFC 5545, 3.8.2.4).
    const onset = wallClock('UTC', at + from * MINUTE_MS);
    return {
      kind: to > from ? 'DAYLIGHT' : 'STANDARD',
      onset: localDateTime(onset),
      from,
      to,
      rule: yearlyRule(onset),
    };
  });
  const observances: Observance[] = found.length
    ? (repeatingYearly(found) ?? found.map(({ rule: _rule, ...change }) => change))
    : [
        {
          kind: 'STANDARD',
          onset: '19700101T000000',
          from: offsetMinutes(timeZone, start),
          to: offsetMinutes(timeZone, start),
        },
      ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observances.flatMap(({ kind, onset, from, to, rule }) => [
      `BEGIN:${kind}`,
      `DTSTART:${onset}`,
      ...(rule ? [`RRULE:${rule}`] : []),
      `TZOFFSETFROM:${utcOffset(from)}`,
      `TZOFFSETTO:${utcOffset(to)}`,
      `END:${kind}`,
    ]),
    'END:VTIMEZONE',
  ];
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The yearly rule a change's date follows: "the last Sunday of March", "the 2nd Sunday". */
function yearlyRule(onset: ZoneParts): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(onset.year, onset.month - 1, onset.day)).getUTCDay()]!;
  const daysInMonth = new Date(Date.UTC(onset.year, onset.month, 0)).getUTCDate();
  const nth = onset.day + 7 > daysInMonth ? -1 : Math.ceil(onset.day / 7);
  return `FREQ=YEARLY;BYMONTH=${onset.month};BYDAY=${nth}${weekday}`;
}

/**
 * The first change of each kind, with its yearly rule, when every change of that kind
 * follows the same rule at the same hour and offsets, and each year has one of each.
 */
function repeatingYearly(found: readonly Observance[]): Observance[] | undefined {
  const kinds = new Map<string, Observance[]>();
  for (const change of found) kinds.set(change.kind, [...(kinds.get(change.kind) ?? []), change]);
  if (kinds.size !== 2) return undefined;
  const firsts: Observance[] = [];
  for (const list of kinds.values()) {
    const [first] = list;
    const same = list.every(
      (change) =>
        change.rule === first!.rule &&
        change.onset.slice(8) === first!.onset.slice(8) &&
        change.from === first!.from &&
        change.to === first!.to,
    );
    if (!same) return undefined;
    firsts.push(first!);
  }
  return firsts;
}
