/**
 * Work done later, a few at a time, with a bound on what may wait (decision 0005): past
 * `maxWaiting` new work is dropped and reported, never buffered without end. `idle()` resolves
 * when nothing waits or runs; `close()` refuses new work and waits for the rest, at most
 * `closeMs`.
 * @example
 * const queue = createWorkQueue({ concurrency: 2, maxWaiting: 1000, onDrop: () => log.warn('full') });
 * queue.add(() => deliver(event));
 */
export function createWorkQueue(options: {
  concurrency: number;
  maxWaiting: number;
  closeMs?: number;
  onError: (error: unknown) => void;
  onDrop: () => void;
}) {
  const waiting: Array<() => Promise<void>> = [];
  let running = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (running > 0 || waiting.length > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  const next = () => {
    while (running < options.concurrency && waiting.length > 0) {
      const work = waiting.shift()!;
      running += 1;
      // A turn of the event loop first: the caller's request answers before any of this runs.
      setImmediate(() => {
        work()
          .catch(options.onError)
          .finally(() => {
            running -= 1;
            next();
            settleIdle();
          });
      });
    }
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      idleWaiters.push(resolve);
      settleIdle();
    });

  return {
    /** Queues work; false when it was dropped (closed, or too much waiting already). */
    add(work: () => Promise<void>): boolean {
      if (closed || waiting.length >= options.maxWaiting) {
        options.onDrop();
        return false;
      }
      waiting.push(work);
      next();
      return true;
    },
    idle,
    get size() {
      return waiting.length + running;
    },
    async close(): Promise<void> {
      closed = true;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        idle(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.closeMs ?? 5000);
        }),
      ]);
      clearTimeout(timer);
      idleWaiters = [];
    },
  };
}
