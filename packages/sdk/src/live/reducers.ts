import type { Message, Petition } from '@app/contract/activities';
import type { ChannelKind, ChannelPayloads } from '@app/contract/channels';

/** What the live events change: the user's counters and the pending lists. */
export type NotificationsState = {
  /** Petitions to me still unanswered. */
  matchesCount: number;
  /** Unread messages for me. */
  messagesCount: number;
  /** Pending petitions, newest first. */
  petitions: Petition[];
  /** Unread messages received, in arrival order. */
  messages: Message[];
};

/** No counts and no lists: before sign-in and after logout. */
export const EMPTY_NOTIFICATIONS: NotificationsState = {
  matchesCount: 0,
  messagesCount: 0,
  petitions: [],
  messages: [],
};

/** One realtime event: the channel kind it came on and what it carried. */
export type LiveEvent = {
  [K in ChannelKind]: { kind: K; payload: ChannelPayloads[K] };
}[ChannelKind];

const lower = (count: number, by = 1) => Math.max(0, count - by);

/**
 * An incoming petition (spec, section 4): refused or accepted, it leaves the pending list and
 * matchesCount drops by 1, not below 0; otherwise it goes to the top of the list and
 * matchesCount rises by 1. The same petition delivered twice is counted once.
 * @example
 * petitionReceived({ ...EMPTY_NOTIFICATIONS, matchesCount: 2 }, { ...petition, acepted: true })
 * // matchesCount 1, the petition gone from the list
 */
export function petitionReceived(
  state: NotificationsState,
  petition: Petition,
): NotificationsState {
  const others = state.petitions.filter((pending) => pending.id !== petition.id);
  if (petition.refused || petition.acepted) {
    return { ...state, petitions: others, matchesCount: lower(state.matchesCount) };
  }
  const repeated = others.length !== state.petitions.length;
  return {
    ...state,
    petitions: [petition, ...others],
    matchesCount: repeated ? state.matchesCount : state.matchesCount + 1,
  };
}

/**
 * A new message (spec, section 4): messagesCount rises by 1 and the message is added. The same
 * message delivered twice is counted once.
 * @example messageReceived(EMPTY_NOTIFICATIONS, message).messagesCount // 1
 */
export function messageReceived(state: NotificationsState, message: Message): NotificationsState {
  if (state.messages.some((known) => known.id === message.id)) return state;
  return {
    ...state,
    messages: [...state.messages, message],
    messagesCount: state.messagesCount + 1,
  };
}

/**
 * A deleted message (spec, section 4): it is removed and messagesCount lowered, not below 0.
 * @example messageDeleted({ ...state, messagesCount: 3 }, { id: 9 }).messagesCount // 2
 */
export function messageDeleted(
  state: NotificationsState,
  message: Pick<Message, 'id'>,
): NotificationsState {
  return {
    ...state,
    messages: state.messages.filter((known) => known.id !== message.id),
    messagesCount: lower(state.messagesCount),
  };
}

/**
 * Messages marked read (spec, section 4): those of the ids are removed and messagesCount is
 * lowered once for each one removed, not below 0.
 * @example messagesRead(state, { ids: [4, 5] })
 */
export function messagesRead(
  state: NotificationsState,
  read: ChannelPayloads['activity-message-read'],
): NotificationsState {
  const ids = new Set(Array.isArray(read?.ids) ? read.ids : []);
  const messages = state.messages.filter((known) => !ids.has(known.id));
  const removed = state.messages.length - messages.length;
  if (removed === 0) return state;
  return { ...state, messages, messagesCount: lower(state.messagesCount, removed) };
}

/**
 * Applies one realtime event with its reducer: both petition channels go through
 * `petitionReceived`, the three message channels through their own.
 * @example store.dispatch({ kind: 'activity-message-new', payload: message })
 */
export function reduceLiveEvent(state: NotificationsState, event: LiveEvent): NotificationsState {
  switch (event.kind) {
    case 'petition-petitions_types-match-me':
    case 'petition-petitions_types-match-from':
      return petitionReceived(state, event.payload);
    case 'activity-message-new':
      return messageReceived(state, event.payload);
    case 'activity-message-delete':
      return messageDeleted(state, event.payload);
    case 'activity-message-read':
      return messagesRead(state, event.payload);
    // The product's own events change no count the spec keeps; the apps follow them.
    case 'friendship':
    case 'activity-invitation':
    case 'notification':
    case 'conversation-message-new':
    case 'conversation-message-delete':
    case 'conversation-read':
    case 'group':
    case 'wish-answer':
    case 'ranking':
    case 'waiting-list':
    case 'challenge':
      return state;
  }
}
