import { resolveEnvironment, type Environment, type EnvironmentSettings } from './environment.js';
import { createEmitter, type Emitter } from './events.js';
import type { CallFailure } from './http/alerts.js';
import { createTransport, type ApiRequest, type FetchLike } from './http/transport.js';
import type { XhrConstructor } from './http/xhr.js';
import { createNotificationsStore, type NotificationsStore } from './live/notifications-store.js';
import { createSessionStore, type SessionStore } from './session/session-store.js';
import { createVerificationStore, type VerificationStore } from './session/verification-store.js';
import type { KeyValueStorage } from './storage/key-value-storage.js';
import { memoryStorage } from './storage/memory-storage.js';

export type ClientOptions = EnvironmentSettings & {
  /** Where the token and the caches are kept; in memory by default. */
  storage?: KeyValueStorage;
  /** Device mode: every call names the application with its device headers. */
  deviceMode?: boolean;
  /** Replaces `fetch` (tests, instrumentation). */
  fetch?: FetchLike;
  /** Replaces `XMLHttpRequest`, used for upload progress. */
  XMLHttpRequest?: XhrConstructor;
};

/** The shared errors event: every failed call is passed to it. */
export type ErrorEvents = { error: CallFailure };

/** What every call needs: where the API is, who is signed in, and where failures go. */
export type Client = {
  readonly environment: Environment;
  readonly storage: KeyValueStorage;
  readonly session: SessionStore;
  readonly verification: VerificationStore;
  readonly notifications: NotificationsStore;
  readonly errors: Emitter<ErrorEvents>;
  deviceMode: boolean;
  /** Sends one call (see `createTransport`). */
  request<T>(request: ApiRequest): Promise<T>;
};

/**
 * Creates the SDK's client for one environment. Every call function takes it first. The
 * notification counters follow the session: seeded from the user when someone signs in or
 * comes back, cleared at logout.
 * @example
 * const client = createClient({ environment: 'local', storage: localStorageStorage() });
 * client.errors.on('error', (failure) => console.warn(alertFor(failure)));
 * await signIn(client, { email_or_phone: 'ana@example.com', password: 'secreto123' });
 */
export function createClient(options: ClientOptions): Client {
  const environment = resolveEnvironment(options);
  const storage = options.storage ?? memoryStorage();
  const session = createSessionStore(storage);
  const notifications = createNotificationsStore();
  const errors = createEmitter<ErrorEvents>();

  let seededFor: number | undefined;
  session.on('change', ({ user }) => {
    if (user?.id === seededFor) return;
    seededFor = user?.id;
    notifications.reset(
      user ? { matchesCount: user.matchesCount, messagesCount: user.messagesCount } : {},
    );
  });

  const client: Client = {
    environment,
    storage,
    session,
    verification: createVerificationStore(),
    notifications,
    errors,
    deviceMode: options.deviceMode ?? false,
    request: createTransport({
      environment,
      token: () => session.state.token,
      deviceMode: () => client.deviceMode,
      fetch: options.fetch,
      XMLHttpRequest: options.XMLHttpRequest,
      onFailure: (failure) => errors.emit('error', failure),
    }),
  };
  return client;
}
