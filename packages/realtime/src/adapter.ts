/**
 * The seam between one node and the cluster. A node keeps its own sockets; the adapter carries
 * what must be shared between nodes: broadcasts (with the sender excluded by socket id, which
 * only its own node knows), channel occupancy, presence membership, and terminations.
 *
 * Every transition (a channel becoming occupied or vacated, a user's first or last connection
 * in a presence channel) is decided atomically by the adapter, so exactly one node sees it and
 * sends the presence event and the webhook: the several-node `channel_vacated` bug of soketi
 * comes from each node deciding on its own count.
 */

/** A presence channel member: the user and the `user_info` of their first connection. */
export type PresenceMember = { userId: string; userInfo: unknown };

/** One connection's subscription to one channel. */
export type Subscription = {
  appId: string;
  channel: string;
  socketId: string;
  /** Set on presence channels only. */
  member?: PresenceMember;
};

export type JoinResult =
  | {
      ok: true;
      /** The channel had no subscriber anywhere before this one. */
      occupied: boolean;
      /** The member's user had no connection in this presence channel anywhere before. */
      memberAdded: boolean;
      /** Presence channels: every member (user id to user_info) after this join. */
      members?: Map<string, unknown>;
    }
  | { ok: false; reason: 'member_limit' };

export type LeaveResult = {
  /** No subscriber is left anywhere. */
  vacated: boolean;
  /** The member's user has no connection left in this presence channel anywhere. */
  memberRemoved: boolean;
};

/** A change the adapter found on its own (a dead node reaped, or state re-registered). */
export type Transition =
  | ({ kind: 'join' } & Subscription & Omit<Extract<JoinResult, { ok: true }>, 'ok' | 'members'>)
  | ({
      kind: 'leave';
      appId: string;
      channel: string;
      socketId: string;
      userId?: string;
    } & LeaveResult);

export type ChannelStats = { subscriptionCount: number; userCount?: number };

/**
 * An API session (an opaque id) authorised a socket's channel, or its sign-in without one.
 * `userId`, when given, is whose session it is: removing that user from the channel
 * (`removeFromChannel`) then takes the grant back before the socket has even subscribed.
 */
export type SessionBinding = {
  appId: string;
  socketId: string;
  session: string;
  channel?: string;
  userId?: string;
};

/** What the adapter may call on its node. */
export interface AdapterNode {
  readonly id: string;
  /** Sends a frame to this node's subscribers of a channel, except one socket. */
  deliver(appId: string, channel: string, frame: string, exceptSocketId?: string): void;
  /** Closes this node's connections of a signed-in user. */
  terminateUser(appId: string, userId: string): void;
  /** Records a binding if the socket is this node's. */
  bindSession(binding: SessionBinding): void;
  /** Takes back from this node's sockets what these sessions authorised. */
  endSessions(appId: string, sessions: string[]): void;
  /** Takes a channel back from this node's sockets of these users. */
  removeFromChannel(appId: string, channel: string, userIds: string[]): void;
  /** Every subscription this node holds, to re-register after the cluster lost them. */
  subscriptions(): Iterable<Subscription>;
  /** Presence events and webhooks for transitions the adapter found on its own. */
  transitions(changes: Transition[]): void;
}

export interface Adapter {
  /** Starts carrying messages for this node (subscribes, registers, starts heartbeats). */
  attach(node: AdapterNode): Promise<void>;
  /** Leaves the cluster: forgets this node's state and stops its timers and subscriptions. */
  detach(): Promise<void>;
  /** Delivers a frame to a channel's subscribers on every node, this one included. */
  broadcast(appId: string, channel: string, frame: string, exceptSocketId?: string): void;
  /** Closes a signed-in user's connections on every node. */
  terminateUser(appId: string, userId: string): void;
  /** Hands a binding to the node that holds the socket, whichever it is. */
  bindSession(binding: SessionBinding): void;
  /** Ends sessions on every node, in order after the bindings sent before. */
  endSessions(appId: string, sessions: string[]): void;
  /** Takes a channel back from these users on every node, in order after the bindings sent before. */
  removeFromChannel(appId: string, channel: string, userIds: string[]): void;
  /** Records a subscription; `maxMembers` bounds the distinct users of a presence channel. */
  join(subscription: Subscription, maxMembers?: number): Promise<JoinResult>;
  /** Forgets a subscription. Forgetting one that is not recorded changes nothing. */
  leave(subscription: Subscription): Promise<LeaveResult>;
  /** Keeps a cache channel's last event for `ttlMs`, for every node to read. */
  cacheEvent(appId: string, channel: string, frame: string, ttlMs: number): Promise<void>;
  /** A cache channel's last event, if it has not expired. */
  cachedEvent(appId: string, channel: string): Promise<string | undefined>;
  /** Presence members of a channel: user id to user_info. */
  members(appId: string, channel: string): Promise<Map<string, unknown>>;
  /** Every occupied channel of an app with its counts (user counts for presence channels). */
  channels(appId: string): Promise<Map<string, ChannelStats>>;
  /** One channel's counts; zero when nobody is subscribed. */
  channel(appId: string, channel: string): Promise<ChannelStats>;
}
