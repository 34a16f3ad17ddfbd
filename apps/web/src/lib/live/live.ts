import { connectRealtime, type Realtime } from '@app/sdk/live/realtime';
import { comeback } from '@app/sdk/calls/session';
import { syncNotifications } from '@app/sdk/live/sync-notifications';
import { sdkClient } from '../sdk-client';
import { liveEvents, setLiveStatus, type LiveStatus } from './live-events';

let realtime: Realtime | undefined;
let holders = 0;

type StateChange = { previous: string; current: string };
type Bindable = { bind(event: 'state_change', callback: (change: StateChange) => void): void };

function watchConnection(connection: Bindable) {
  let everConnected = false;
  let last: LiveStatus = 'connecting';
  connection.bind('state_change', ({ current }) => {
    const next: LiveStatus =
      current === 'connected' ? 'connected' : everConnected ? 'reconnecting' : 'connecting';
    if (next === last) return;
    last = next;
    setLiveStatus(next);
    if (next !== 'connected') return;
    // The first connection follows the page's own loads; a later one follows a break, during
    // which events were lost: the counters and lists are asked for again, and every open
    // screen catches up.
    if (everConnected) {
      void syncNotifications(sdkClient()).catch(() => undefined);
      liveEvents.emit('reconnected', undefined);
    }
    everConnected = true;
  });
}

/**
 * Opens the member's live connection (Echo over the realtime server, the private channels of
 * spec section 7 and the product's own) while at least one caller holds it, and loads the
 * pending requests and unread messages that the counters start from. Returns the release.
 */
export function holdLive(): () => void {
  holders += 1;
  if (!realtime) {
    const client = sdkClient();
    realtime = connectRealtime(client);
    realtime.events.on('event', (event) => liveEvents.emit('event', event));
    // The realtime server takes a channel back (401) when the session that authorised it
    // ends: a logout elsewhere, a password change, a suspension by staff. The API is asked
    // once; its 401 signs this app out (lib/sdk-client.ts), anything else changes nothing.
    let asking = false;
    realtime.events.on('error', ({ status }) => {
      if (status !== 401 || asking) return;
      asking = true;
      void comeback(client)
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    });
    const connection = (
      realtime.echo?.connector as { pusher?: { connection?: Bindable } } | undefined
    )?.pusher?.connection;
    if (connection) watchConnection(connection);
    void syncNotifications(client).catch(() => undefined);
  }
  return () => {
    holders -= 1;
    if (holders > 0 || !realtime) return;
    realtime.close();
    realtime = undefined;
    setLiveStatus('connecting');
  };
}

/**
 * Listens to an event of a public channel (a map cell's wishes) over the member's connection,
 * holding it open meanwhile. Returns the function that stops listening.
 */
export function listenPublic(
  channel: string,
  event: string,
  listener: (data: unknown) => void,
): () => void {
  const release = holdLive();
  const stop = realtime!.listenPublic(channel, event, listener);
  return () => {
    stop();
    release();
  };
}

type PresenceChannel = {
  members: { each(callback: (member: { id: string }) => void): void };
  bind(event: string, callback: () => void): void;
};
type PusherLike = { subscribe(name: string): PresenceChannel; unsubscribe(name: string): void };

/**
 * Who is online in a presence channel (a group's chat: decision 0026), as member ids, told on
 * every change, over the member's connection (held open meanwhile). Returns the stop.
 */
export function watchPresence(channel: string, onChange: (ids: number[]) => void): () => void {
  const release = holdLive();
  const pusher = (realtime?.echo?.connector as { pusher?: PusherLike } | undefined)?.pusher;
  if (!pusher) return release;
  const subscribed = pusher.subscribe(channel);
  const tell = () => {
    const ids: number[] = [];
    subscribed.members.each((member) => ids.push(Number(member.id)));
    onChange(ids);
  };
  for (const event of [
    'pusher:subscription_succeeded',
    'pusher:member_added',
    'pusher:member_removed',
  ]) {
    subscribed.bind(event, tell);
  }
  // Refused, or taken back (the member left the group, the session ended): pusher-js keeps
  // the last members it knew, but nobody is seen online any more.
  subscribed.bind('pusher:subscription_error', () => onChange([]));
  return () => {
    pusher.unsubscribe(channel);
    release();
  };
}
