import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/memory-storage.js';
import { ownUser } from '../test/fixtures.js';
import { createSessionStore, savedToken } from './session-store.js';

const session = { token: '1|abc', wstoken: 'f'.repeat(64), user: ownUser() };

describe('the session (spec, section 4)', () => {
  it('sign-in sets the token, the wstoken and the user, and emits the token', () => {
    const store = createSessionStore(memoryStorage());
    const tokens: string[] = [];
    store.on('token', (token) => tokens.push(token));
    store.start(session);
    expect(store.state).toEqual(session);
    expect(tokens).toEqual(['1|abc']);
  });

  it('the save-session flag is false at first: the token is not persisted', async () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    expect(store.saveSession).toBe(false);
    store.start(session);
    await store.settled();
    expect(storage.entries.has('apiToken')).toBe(false);
  });

  it('with the save-session flag true the token is persisted under apiToken', async () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.saveSession = true;
    store.start(session);
    await store.settled();
    expect(storage.entries.get('apiToken')).toBe('1|abc');
    expect(await savedToken(storage)).toBe('1|abc');
  });

  it('clearing forgets user, wstoken and token, and the saved token, in order', async () => {
    const values = new Map<string, string>();
    const log: string[] = [];
    const slow = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: async (key: string, value: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`set ${key}`);
        values.set(key, value);
      },
      removeItem: (key: string) => {
        log.push(`remove ${key}`);
        values.delete(key);
      },
    };
    const store = createSessionStore(slow);
    store.saveSession = true;
    store.start(session);
    store.clear();
    await store.settled();
    expect(store.state).toEqual({});
    expect(log).toEqual(['set apiToken', 'remove apiToken']);
    expect(values.has('apiToken')).toBe(false);
  });

  it('setToken and update change the state without emitting a token', () => {
    const store = createSessionStore(memoryStorage());
    const tokens: string[] = [];
    const changes: unknown[] = [];
    store.on('token', (token) => tokens.push(token));
    store.on('change', (state) => changes.push(state));
    store.setToken('2|x');
    store.update({ wstoken: 'w' });
    expect(store.state).toEqual({ token: '2|x', wstoken: 'w' });
    expect(tokens).toEqual([]);
    expect(changes).toHaveLength(2);
  });
});
