import { describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache.js';

/** A settings store whose version the test moves, and loaders that count their calls. */
function setup() {
  const state = { version: 'v1' as string | undefined, failNext: false };
  const table = new Map([
    [1, 'uno'],
    [2, 'dos'],
  ]);
  const calls = { all: 0, some: [] as number[][] };
  const cache = versionedCache(
    { get: async () => state.version },
    'version:test',
    async () => {
      calls.all += 1;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('database down');
      }
      return new Map(table);
    },
    async (ids) => {
      calls.some.push(ids);
      return new Map(ids.flatMap((id) => (table.has(id) ? [[id, table.get(id)!]] : [])));
    },
  );
  return { state, table, calls, cache };
}

describe('versionedCache', () => {
  it('loads everything once per version and answers from memory', async () => {
    const { calls, cache } = setup();
    expect(await cache.byIds([1, 2])).toEqual(
      new Map([
        [1, 'uno'],
        [2, 'dos'],
      ]),
    );
    expect(await cache.byIds([2])).toEqual(new Map([[2, 'dos']]));
    expect(calls.all).toBe(1);
    expect(calls.some).toEqual([]);
  });

  it('loads again when the version changes (a seed or an edit)', async () => {
    const { state, table, calls, cache } = setup();
    await cache.byIds([1]);
    table.set(1, 'one');
    expect((await cache.byIds([1])).get(1)).toBe('uno');
    state.version = 'v2';
    expect((await cache.byIds([1])).get(1)).toBe('one');
    expect(calls.all).toBe(2);
  });

  it('asks for an id it lacks at once, keeps it, and leaves unknown ids out', async () => {
    const { table, calls, cache } = setup();
    await cache.byIds([1]);
    table.set(3, 'tres'); // added by another node, before the version reached this one
    expect(await cache.byIds([3, 9])).toEqual(new Map([[3, 'tres']]));
    expect(await cache.byIds([3])).toEqual(new Map([[3, 'tres']]));
    expect(calls.some).toEqual([[3, 9]]);
  });

  it('shares one load between concurrent readers', async () => {
    const { calls, cache } = setup();
    await Promise.all([cache.byIds([1]), cache.byIds([2]), cache.byIds([1, 2])]);
    expect(calls.all).toBe(1);
  });

  it('does not keep a failed load: the next read tries again', async () => {
    const { state, calls, cache } = setup();
    state.failNext = true;
    await expect(cache.byIds([1])).rejects.toThrow('database down');
    expect((await cache.byIds([1])).get(1)).toBe('uno');
    expect(calls.all).toBe(2);
  });
});
