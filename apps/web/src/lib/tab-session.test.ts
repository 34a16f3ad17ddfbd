import { signIn } from '@app/sdk/calls/sign-in';
import { comeback, logout } from '@app/sdk/calls/session';
import { createClient } from '@app/sdk/client';
import { memoryStorage } from '@app/sdk/storage/memory-storage';
import { TOKEN_KEY } from '@app/sdk/storage/keys';
import { describe, expect, it } from 'vitest';
import { holdsToken, keepTokenForTab, withTabToken } from './tab-session';

/** A Storage stand-in, as sessionStorage behaves within one tab. */
function tabStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const session = {
  token: 'tok-1',
  wstoken: 'ws-1',
  user: { id: 7, firstname: 'Lucía' },
} as unknown as Parameters<ReturnType<typeof createClient>['session']['start']>[0];

/** A client whose calls answer like the server would, for sign-in, come-back and logout. */
function clientOn(saved: ReturnType<typeof memoryStorage>, tab: ReturnType<typeof tabStorage>) {
  const client = createClient({
    environment: 'local',
    storage: withTabToken(saved, tab),
    fetch: async (input) => {
      const path = new URL(String(input)).pathname;
      const body = path.endsWith('/auth/logout')
        ? { message: 'ok' }
        : path.endsWith('/auth/comeback')
          ? { user: session.user, wstoken: 'ws-2' }
          : session;
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  keepTokenForTab(client, tab);
  return client;
}

describe('a session for this tab when "Recordar sesión" is off', () => {
  it('keeps the token in the tab only, and a reload in the tab comes back', async () => {
    const saved = memoryStorage();
    const tab = tabStorage();
    const client = clientOn(saved, tab);
    client.session.saveSession = false;
    await signIn(client, { email_or_phone: 'ana@example.com', password: 'x' });
    expect(await saved.getItem(TOKEN_KEY)).toBeFalsy();
    expect(tab.items.get(TOKEN_KEY)).toBe('tok-1');

    const reloaded = clientOn(saved, tab);
    expect((await comeback(reloaded))?.user.id).toBe(7);
  });

  it('leaves a remembered token to the SDK, and logout forgets both', async () => {
    const saved = memoryStorage();
    const tab = tabStorage();
    tab.setItem(TOKEN_KEY, 'old');
    const client = clientOn(saved, tab);
    client.session.saveSession = true;
    await signIn(client, { email_or_phone: 'ana@example.com', password: 'x' });
    expect(await saved.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(tab.items.has(TOKEN_KEY)).toBe(false);

    await logout(client);
    expect(await saved.getItem(TOKEN_KEY)).toBeFalsy();
    expect(tab.items.has(TOKEN_KEY)).toBe(false);
  });
});

describe('holdsToken', () => {
  it('says whether a token is remembered or held by the tab, and no when storage refuses', () => {
    const saved = tabStorage();
    const tab = tabStorage();
    expect(holdsToken(saved, tab)).toBe(false);
    tab.setItem(TOKEN_KEY, 'tok-tab');
    expect(holdsToken(saved, tab)).toBe(true);
    tab.removeItem(TOKEN_KEY);
    saved.setItem(TOKEN_KEY, 'tok-saved');
    expect(holdsToken(saved, tab)).toBe(true);
    const refusing = {
      ...tabStorage(),
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(holdsToken(refusing, tab)).toBe(false);
  });
});
