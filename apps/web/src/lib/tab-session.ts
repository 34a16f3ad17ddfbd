import type { Client } from '@app/sdk/client';
import type { KeyValueStorage } from '@app/sdk/storage/key-value-storage';
import { TOKEN_KEY } from '@app/sdk/storage/keys';

/** What this uses of `sessionStorage` and `localStorage`. */
type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * "Recordar sesión" off should not mean "signed out on reload": the token the SDK emits for
 * persistence (spec, section 4) is kept for this tab in `sessionStorage` when the SDK is not
 * saving it. A closed tab forgets it; a remembered session lives in `localStorage`, where the
 * SDK writes it. Logging out clears both.
 * @example keepTokenForTab(client, sessionStorage);
 */
export function keepTokenForTab(client: Client, tab: WebStorage): void {
  client.session.on('token', (token) => {
    if (client.session.saveSession) tab.removeItem(TOKEN_KEY);
    else tab.setItem(TOKEN_KEY, token);
  });
  client.session.on('change', (state) => {
    if (!state.token) tab.removeItem(TOKEN_KEY);
  });
}

/**
 * The SDK's storage with the token also read from the tab: come-back (spec, section 4) then
 * restores a session that was not remembered, until the tab is closed.
 */
export function withTabToken(saved: KeyValueStorage, tab: WebStorage): KeyValueStorage {
  return {
    getItem: async (key) =>
      (await saved.getItem(key)) ?? (key === TOKEN_KEY ? tab.getItem(key) : null),
    setItem: (key, value) => saved.setItem(key, value),
    removeItem: async (key) => {
      if (key === TOKEN_KEY) tab.removeItem(key);
      await saved.removeItem(key);
    },
  };
}

/**
 * Whether this browser holds a token, remembered or the tab's: someone is probably signed in,
 * so a member page may ask for what it needs beside come-back rather than after it.
 */
export function holdsToken(saved?: WebStorage, tab?: WebStorage) {
  try {
    // Inside the try: with storage blocked, even reading `localStorage` throws.
    const remembered = (saved ?? localStorage).getItem(TOKEN_KEY);
    return Boolean(remembered || (tab ?? sessionStorage).getItem(TOKEN_KEY));
  } catch {
    // Storage refused (a privacy setting): nothing is known, come-back decides.
    return false;
  }
}
