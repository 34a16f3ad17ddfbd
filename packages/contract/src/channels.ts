import type { Message, Petition, WaitingListEvent } from './activities.js';
import type { FriendshipEvent, Invitation } from './friends.js';
import type { ConversationMessage, ConversationReadEvent } from './conversations.js';
import type { GroupEvent } from './groups.js';
import type { WishAnswerEvent } from './wishes.js';
import type { RankingEvent } from './ranking.js';
import type { ChallengeEvent } from './challenges.js';
import type { NotificationEvent } from './notification-centre.js';

/**
 * The realtime channels of the apps (realtime-protocol.md): name prefix to what its events
 * carry. Every channel is private and ends with the recipient's wstoken; every event is
 * `App\Events\Message`, the name Laravel Echo binds for `.listen('Message')`.
 */
export type ChannelPayloads = {
  'petition-petitions_types-match-me': Petition;
  'petition-petitions_types-match-from': Petition;
  'activity-message-new': Message;
  'activity-message-delete': Message;
  'activity-message-read': { ids: number[] };
  // The product's own channels (member-features.md, section 5), named as the spec's are.
  friendship: FriendshipEvent;
  'activity-invitation': Invitation;
  notification: NotificationEvent;
  'conversation-message-new': ConversationMessage;
  'conversation-message-delete': ConversationMessage;
  'conversation-read': ConversationReadEvent;
  group: GroupEvent;
  'wish-answer': WishAnswerEvent;
  ranking: RankingEvent;
  'waiting-list': WaitingListEvent;
  challenge: ChallengeEvent;
};
export type ChannelKind = keyof ChannelPayloads;

export const CHANNEL_KINDS = [
  'petition-petitions_types-match-me',
  'petition-petitions_types-match-from',
  'activity-message-new',
  'activity-message-delete',
  'activity-message-read',
  'friendship',
  'activity-invitation',
  'notification',
  'conversation-message-new',
  'conversation-message-delete',
  'conversation-read',
  'group',
  'wish-answer',
  'ranking',
  'waiting-list',
  'challenge',
] as const satisfies readonly ChannelKind[];

/** The event name the server sends and Echo listens to as 'Message'. */
export const EVENT_NAME = 'App\\Events\\Message';
export const EVENT_NAMESPACE = 'App.Events';

/** The name the client passes to `Echo.private(...)`. */
export const channelName = (kind: ChannelKind, wstoken: string) => `${kind}.${wstoken}`;

/** The name on the wire. */
export const privateChannel = (kind: ChannelKind, wstoken: string) =>
  `private-${channelName(kind, wstoken)}`;
