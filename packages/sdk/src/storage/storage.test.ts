import { describe, expect, it, vi } from 'vitest';
import { readJson, writeJson, type KeyValueStorage } from './key-value-storage.js';
import { conceptsKey, locationKey, textsKey, TOKEN_KEY } from './keys.js';
import { localStorageStorage } from './local-storage.js';
import { memoryStorage } from './memory-storage.js';

describe('storage', () => {
  it('names the keys exactly as the spec does', () => {
    expect([locationKey('local'), conceptsKey('local'), textsKey('local'), TOKEN_KEY]).toEqual([
      'location local',
      'concepts local',
      'texts local',
      'apiToken',
    ]);
  });

  it('keeps values in memory', () => {
    const storage = memoryStorage({ apiToken: 't' });
    storage.setItem('a', '1');
    storage.removeItem('apiToken');
    expect([...storage.entries]).toEqual([['a', '1']]);
    expect(storage.getItem('missing')).toBeNull();
  });

  it('wraps localStorage and survives a full one', () => {
    const values = new Map<string, string>();
    const target = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > 5) throw new Error('QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key: string) => values.delete(key),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = localStorageStorage(target);
    storage.setItem('k', 'short');
    storage.setItem('big', 'too long');
    expect(storage.getItem('k')).toBe('short');
    expect(storage.getItem('big')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(() => localStorageStorage(undefined)).toThrow(/localStorage/);
  });

  it('reads and writes JSON through sync and async storages alike', async () => {
    const values = new Map<string, string>();
    const asyncStorage: KeyValueStorage = {
      getItem: async (key) => values.get(key) ?? null,
      setItem: async (key, value) => void values.set(key, value),
      removeItem: async (key) => void values.delete(key),
    };
    await writeJson(asyncStorage, 'k', { version: '1', data: [1] });
    expect(await readJson(asyncStorage, 'k')).toEqual({ version: '1', data: [1] });
    values.set('broken', '{');
    expect(await readJson(asyncStorage, 'broken')).toBeUndefined();
    expect(await readJson(memoryStorage(), 'absent')).toBeUndefined();
  });
});
