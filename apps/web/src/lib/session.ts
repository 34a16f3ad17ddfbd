import type { Client } from '@app/sdk/client';
import { comeback } from '@app/sdk/calls/session';
import type { OwnUser } from '@app/contract/users';
import { useSyncExternalStore } from 'react';
import { sdkClient } from './sdk-client';

let restoring: Promise<OwnUser | undefined> | undefined;

/**
 * The signed-in user: the session's, or the one 'come-back' restores from the saved token
 * (spec, section 4). Undefined when there is no token or the server refuses it. Pages loading
 * together share one come-back call. A failure to reach the server is thrown: nobody can say
 * whether the person is signed in.
 * @example const user = await restoreSession(sdkClient());
 */
export function restoreSession(client: Client): Promise<OwnUser | undefined> {
  const { user } = client.session.state;
  if (user) return Promise.resolve(user);
  restoring ??= comeback(client)
    .then(
      (answer) => answer?.user,
      (error: unknown) => {
        // 401: the saved token was revoked or has expired; the SDK has forgotten it.
        if ((error as { status?: number }).status === 401) return undefined;
        throw error;
      },
    )
    .finally(() => {
      restoring = undefined;
    });
  return restoring;
}

const subscribe = (onChange: () => void) => sdkClient().session.on('change', onChange);
const snapshot = () => sdkClient().session.state.user;

/** The signed-in user, kept current: undefined after a logout or a refused token. */
export function useSessionUser(): OwnUser | undefined {
  return useSyncExternalStore(subscribe, snapshot, () => undefined);
}

const subscribeToCounts = (onChange: () => void) => sdkClient().notifications.subscribe(onChange);
const counts = () => sdkClient().notifications.getState();

/**
 * The signed-in user's live counters (spec, section 4): requests to answer (`matchesCount`)
 * and unread messages (`messagesCount`), seeded at sign-in and moved by the SDK's reducers.
 */
export function useNotificationCounts() {
  const state = useSyncExternalStore(subscribeToCounts, counts, counts);
  return { requests: state.matchesCount, messages: state.messagesCount };
}
