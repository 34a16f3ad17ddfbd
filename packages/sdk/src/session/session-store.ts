import type { OwnUser } from '@app/contract/users';
import { createEmitter } from '../events.js';
import type { KeyValueStorage } from '../storage/key-value-storage.js';
import { TOKEN_KEY } from '../storage/keys.js';

/** Who is signed in: the API token, the realtime token and the user. */
export type SessionState = {
  readonly token?: string | undefined;
  readonly wstoken?: string | undefined;
  readonly user?: OwnUser | undefined;
};

export type SessionEvents = {
  /** A new token from a sign-in or sign-up, emitted for persistence. */
  token: string;
  /** The state after any change. */
  change: SessionState;
};

export type SessionStore = {
  readonly state: SessionState;
  /** Whether a new token is saved in storage (spec, section 4); false until the app says. */
  saveSession: boolean;
  /** Sign-in and sign-up: sets the three, emits the token and saves it when asked to. */
  start(session: { token: string; wstoken: string; user: OwnUser }): void;
  /** Holds a token without emitting it (come-back from a saved token, device sign-in). */
  setToken(token: string): void;
  /** Replaces the realtime token or the user (come-back, profile changes); undefined clears. */
  update(patch: { wstoken?: string | undefined; user?: OwnUser | undefined }): void;
  /** Logout: forgets token, realtime token and user, and the saved token. */
  clear(): void;
  /** Resolves when every storage write so far has finished. */
  settled(): Promise<void>;
  on<K extends keyof SessionEvents>(
    event: K,
    listener: (payload: SessionEvents[K]) => void,
  ): () => void;
};

/**
 * The session (spec, section 4). Sign-in and sign-up set the API token, the realtime token and
 * the user and emit the token; the token is written to storage under `apiToken` only while
 * `saveSession` is true (false at first). Clearing removes it. Writes keep their order, so a
 * logout right after a sign-in never leaves a token behind.
 * @example
 * const session = createSessionStore(localStorageStorage());
 * session.saveSession = rememberMe;
 * session.on('change', (state) => render(state.user));
 */
export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const events = createEmitter<SessionEvents>();
  let state: SessionState = {};
  let writes: Promise<void> = Promise.resolve();

  const write = (action: () => void | Promise<void>) => {
    writes = writes
      .then(action)
      .catch((error: unknown) => console.warn('could not update the saved session', error));
  };
  const set = (next: SessionState) => {
    state = next;
    events.emit('change', state);
  };

  const store: SessionStore = {
    get state() {
      return state;
    },
    saveSession: false,
    start({ token, wstoken, user }) {
      set({ token, wstoken, user });
      if (store.saveSession) write(() => storage.setItem(TOKEN_KEY, token));
      events.emit('token', token);
    },
    setToken(token) {
      set({ ...state, token });
    },
    update(patch) {
      set({ ...state, ...patch });
    },
    clear() {
      set({});
      write(() => storage.removeItem(TOKEN_KEY));
    },
    settled: () => writes,
    on: events.on,
  };
  return store;
}

/**
 * The token saved by an earlier session, if any.
 * @example const token = await savedToken(storage);
 */
export async function savedToken(storage: KeyValueStorage): Promise<string | undefined> {
  return (await storage.getItem(TOKEN_KEY)) || undefined;
}
