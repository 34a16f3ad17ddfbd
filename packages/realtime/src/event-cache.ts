/** Below this many entries nothing is swept; above it, a sweep runs each time the count doubles. */
const FIRST_SWEEP = 1024;

/**
 * The last event of each cache channel, in process: frames that expire after their TTL. Expired
 * entries are dropped when read, and swept when the map has doubled since the last sweep, so
 * channels nobody reads again do not stay forever.
 * @example
 * const cache = createEventCache();
 * cache.set('app\ncache-news', frame, 30 * 60_000);
 * cache.get('app\ncache-news') // frame, until it expires
 */
export function createEventCache(now = Date.now) {
  const entries = new Map<string, { frame: string; expires: number }>();
  let sweepAt = FIRST_SWEEP;

  function sweep(): void {
    const time = now();
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
    sweepAt = Math.max(FIRST_SWEEP, entries.size * 2);
  }

  return {
    set(key: string, frame: string, ttlMs: number): void {
      entries.set(key, { frame, expires: now() + ttlMs });
      if (entries.size >= sweepAt) sweep();
    },
    get(key: string): string | undefined {
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) entries.delete(key);
      return entry && entry.expires > now() ? entry.frame : undefined;
    },
    clear(): void {
      entries.clear();
    },
  };
}
