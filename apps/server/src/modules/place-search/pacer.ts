/** The provider's pace is taken: this request would wait longer than it may. */
export class PaceExceeded extends Error {
  override name = 'PaceExceeded';
  constructor(readonly waitMs: number) {
    super(`the provider's pace would make this request wait ${waitMs} ms`);
  }
}

/**
 * Requests to a provider at most one per `intervalMs` (both public geocoders ask for one a
 * second): each takes the next free slot and waits for it; one whose slot is further than
 * `maxWaitMs` away is refused at once, so a burst is told to try again instead of piling up.
 * @example const pacer = createPacer(1000, 3000); await pacer.turn(); await fetch(…)
 */
export function createPacer(
  intervalMs: number,
  maxWaitMs: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
) {
  let nextSlot = 0;
  return {
    async turn(): Promise<void> {
      const at = Math.max(now(), nextSlot);
      const wait = at - now();
      if (wait > maxWaitMs) throw new PaceExceeded(wait);
      nextSlot = at + intervalMs;
      if (wait > 0) await sleep(wait);
    },
  };
}
