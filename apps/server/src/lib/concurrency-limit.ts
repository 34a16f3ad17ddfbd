import { API_MESSAGES } from '@app/contract/messages';
import { HttpError } from './http-errors.js';

export type ConcurrencyLimit = {
  /** Runs `work` when a slot is free; 503 with Retry-After when too many already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many run and how many wait now (for tests and metrics). */
  stats(): { running: number; waiting: number };
};

/**
 * Costly work (password hashing: 19 MiB and tens of milliseconds of a libuv thread each) runs
 * at most `concurrency` at a time, so a burst of sign-ins cannot take every thread that file
 * reads, DNS and compression share. Up to `queue` more wait their turn, each at most
 * `maxWaitMs`; past that the answer is 503 with Retry-After rather than an ever longer wait.
 * @example const hashing = createConcurrencyLimit({ concurrency: 2, queue: 32, maxWaitMs: 5000 })
 */
export function createConcurrencyLimit(options: {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
}): ConcurrencyLimit {
  let running = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  const busy = () =>
    new HttpError(503, API_MESSAGES.busy, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(options.maxWaitMs / 1000))),
    });

  function release() {
    running--;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  }

  async function acquire(): Promise<void> {
    if (running < options.concurrency) {
      running++;
      return;
    }
    if (waiting.length >= options.queue) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          running++;
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, options.maxWaitMs),
      };
      waiting.push(entry);
    });
  }

  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
