import { CHANNEL_KINDS } from '@app/contract/channels';
import { groupOfPresenceChannel } from '@app/contract/groups';
import type { Actor } from '../auth/actor.js';

/** `private-<kind>.<wstoken>` for one of the app's channel kinds. */
const APP_CHANNEL = new RegExp(`^private-(${CHANNEL_KINDS.join('|')})\\.([0-9a-f]{64})$`);

/**
 * A private channel is the user's whose wstoken ends its name: only they subscribe. Any name
 * that does not parse is nobody's.
 */
export const canSubscribe = (actor: Actor | null, channelName: string): boolean => {
  const match = APP_CHANNEL.exec(channelName);
  return actor !== null && match !== null && match[2] === actor.wstoken;
};

/**
 * The group of a group's presence channel (`presence-group.{id}`), or undefined: the
 * contract's id range, so that no name reaches the database with an id it cannot hold.
 */
export const presenceGroupOf = (channelName: string): number | undefined =>
  groupOfPresenceChannel(channelName);
