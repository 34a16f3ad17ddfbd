import { EMPTY_NOTIFICATIONS, reduceLiveEvent } from './reducers.js';
import type { LiveEvent, NotificationsState } from './reducers.js';

export type NotificationsStore = {
  getState(): NotificationsState;
  /** Applies a realtime event through its reducer. */
  dispatch(event: LiveEvent): void;
  /** Starts again from nothing, or from the given counts and lists (a new session). */
  reset(start?: Partial<NotificationsState>): void;
  /** Called after every change; the returned function stops it. */
  subscribe(listener: (state: NotificationsState) => void): () => void;
};

/**
 * The live state of the signed-in user: the two counters and the pending petitions and unread
 * messages. The client seeds the counters from the user at sign-in and clears them at logout;
 * the realtime layer dispatches what arrives.
 * @example
 * const off = client.notifications.subscribe((state) => badge.set(state.messagesCount));
 */
export function createNotificationsStore(): NotificationsStore {
  let state = EMPTY_NOTIFICATIONS;
  const listeners = new Set<(state: NotificationsState) => void>();
  const set = (next: NotificationsState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  return {
    getState: () => state,
    dispatch: (event) => set(reduceLiveEvent(state, event)),
    reset: (start = {}) => set({ ...EMPTY_NOTIFICATIONS, ...start }),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
