import type { Message, Petition } from '@app/contract/activities';
import { createEmitter, type Listener } from '@app/sdk/events';
import type { LiveEvent } from '@app/sdk/live/reducers';

/**
 * The socket's state, narrowed to what the screens say: opening for the first time, open, or
 * lost after having been open (pusher-js is trying again).
 */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting';

export type LiveEvents = {
  /** A realtime event, after the SDK's reducers moved the counters. */
  event: LiveEvent;
  /** The socket is back after a break: what happened meanwhile must be asked for. */
  reconnected: undefined;
  status: LiveStatus;
};

/**
 * What the live connection tells the screens. Kept apart from the connection itself (live.ts,
 * with pusher-js and Echo), which is loaded only once a member is signed in: a guest's first
 * screen carries none of it.
 */
export const liveEvents = createEmitter<LiveEvents>();

let status: LiveStatus = 'connecting';

/** Records the socket's state and tells the screens when it changes. */
export function setLiveStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  liveEvents.emit('status', next);
}

/** The socket's state now. */
export const liveStatus = (): LiveStatus => status;

/** Listens to one kind of live news; returns the function that stops it. */
export function onLive<K extends keyof LiveEvents>(event: K, listener: Listener<LiveEvents[K]>) {
  return liveEvents.on(event, listener);
}

/** The petition carried by a petition event. */
export function petitionOf(event: LiveEvent): Petition | undefined {
  return event.kind.startsWith('petition-') ? (event.payload as Petition) : undefined;
}

/** The message carried by a new- or deleted-message event. */
export function messageOf(event: LiveEvent): Message | undefined {
  return event.kind === 'activity-message-new' || event.kind === 'activity-message-delete'
    ? (event.payload as Message)
    : undefined;
}
