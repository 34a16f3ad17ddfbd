// Plans' start times in the browser's zone (Europe/Madrid, see playwright.config.ts), not
// the machine's: "tomorrow" computed in UTC is still "today" in Madrid between 23:00 and
// 24:00 UTC, and a test that expects "mañana" on screen fails at that hour.

const ZONE = 'Europe/Madrid';

/** The wall clock of `at` in Madrid: year, month (1–12), day and hour. */
function madridClock(at: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') };
}

/** The instant `days` days after Madrid's today, at `hour`:00 Madrid time. */
export function madridAt(days: number, hour: number, now = new Date()): Date {
  const today = madridClock(now);
  // Madrid is UTC+1 or UTC+2: try both offsets and keep the one whose Madrid hour matches.
  for (const offset of [1, 2]) {
    const candidate = new Date(
      Date.UTC(today.year, today.month - 1, today.day + days, hour - offset),
    );
    if (madridClock(candidate).hour === hour) return candidate;
  }
  throw new Error(`No instant is ${hour}:00 in Madrid ${days} days from now`);
}
