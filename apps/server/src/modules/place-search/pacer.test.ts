import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';
import { createPacer, PaceExceeded } from './pacer.js';

/** A clock that moves only when the test says; sleeps are written down and end at once. */
function fakeTime() {
  let now = 0;
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
    },
    slept,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the pacer', () => {
  it('spaces requests a second apart and refuses one that would wait past its limit', async () => {
    const time = fakeTime();
    const pacer = createPacer(1000, 3000, time.now, time.sleep);
    // Four at once: slots at 0, 1, 2 and 3 s; the fifth would wait 4 s.
    const waits = [0, 1, 2, 3].map(() => pacer.turn());
    await expect(pacer.turn()).rejects.toEqual(new PaceExceeded(4000));
    await Promise.all(waits);
    expect(time.slept).toEqual([1000, 2000, 3000]);
  });

  it('lets a request through at once when the last one is a second old', async () => {
    const time = fakeTime();
    const pacer = createPacer(1000, 3000, time.now, time.sleep);
    await pacer.turn();
    time.advance(1500);
    await pacer.turn();
    expect(time.slept).toEqual([]);
  });
});

describe('the answer cache', () => {
  it('answers again from memory for a while, shares a question in flight, forgets failures', async () => {
    let now = 0;
    const cache = createAnswerCache<string>(2, 1000, () => now);
    let asked = 0;
    const ask = async () => `respuesta ${++asked}`;
    const [first, same] = await Promise.all([cache.get('a', ask), cache.get('a', ask)]);
    expect([first, same, asked]).toEqual(['respuesta 1', 'respuesta 1', 1]);
    now = 999;
    expect(await cache.get('a', ask)).toBe('respuesta 1');
    now = 1000;
    expect(await cache.get('a', ask)).toBe('respuesta 2');
    await expect(cache.get('b', () => Promise.reject(new Error('caído')))).rejects.toThrow();
    expect(await cache.get('b', ask)).toBe('respuesta 3');
    // Two at most: the least used goes.
    await cache.get('c', ask);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', ask)).toBe('respuesta 5');
  });
});
