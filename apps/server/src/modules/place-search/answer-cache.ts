/**
 * The providers' answers kept for a while (their usage rules ask for it, and people search
 * the same places again): the newest `max`, each for `ttlMs`. Identical questions asked while
 * one is on its way share its answer.
 * @example const cache = createAnswerCache<Place[]>(5000, DAY_MS); await cache.get(key, ask)
 */
export function createAnswerCache<T>(max: number, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: T; until: number }>();
  const asking = new Map<string, Promise<T>>();
  return {
    async get(key: string, ask: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) {
        // Used again: the last to go.
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      entries.delete(key);
      const pending = asking.get(key);
      if (pending) return pending;
      const answer = ask()
        .then((value) => {
          entries.set(key, { value, until: now() + ttlMs });
          if (entries.size > max) entries.delete(entries.keys().next().value!);
          return value;
        })
        .finally(() => asking.delete(key));
      asking.set(key, answer);
      return answer;
    },
    get size() {
      return entries.size;
    },
  };
}
