import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue.js';

function queue(concurrency: number, maxWaiting: number) {
  const dropped: number[] = [];
  const errors: unknown[] = [];
  const work = createWorkQueue({
    concurrency,
    maxWaiting,
    closeMs: 200,
    onError: (error) => errors.push(error),
    onDrop: () => dropped.push(1),
  });
  return { work, dropped, errors };
}

describe('work queue', () => {
  it('runs nothing before the caller has moved on, and at most `concurrency` at once', async () => {
    const { work } = queue(2, 10);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      work.add(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
      });
    }
    expect(started).toEqual([]);
    await work.idle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('drops work past its bound and after closing, and reports failures', async () => {
    const { work, dropped } = queue(1, 2);
    const never = new Promise<void>(() => {});
    expect(work.add(() => never)).toBe(true); // running, never done
    expect(work.add(async () => {})).toBe(true); // waiting
    expect(work.add(async () => {})).toBe(true); // waiting
    expect(work.add(async () => {})).toBe(false); // one too many
    expect(dropped).toHaveLength(1);
    await work.close(); // gives up on the one that never ends after closeMs
    expect(work.add(async () => {})).toBe(false);
    expect(dropped).toHaveLength(2);

    const failing = queue(1, 2);
    failing.work.add(async () => {
      throw new Error('push service down');
    });
    await failing.work.idle();
    expect(failing.errors).toEqual([new Error('push service down')]);
  });
});
