import {
  EVENT_NAME,
  privateChannel,
  type ChannelKind,
  type ChannelPayloads,
} from '@app/contract/channels';

/** What the realtime server offers the features: publish one event to some channels. */
export type RealtimePublish = (event: {
  channels: string[];
  event: string;
  data: unknown;
}) => Promise<void>;

/**
 * What the realtime server offers to end a membership: one channel taken back from some users
 * on every node (`removeFromChannel` of @app/realtime).
 */
export type RealtimeRemove = (channel: string, userIds: string[]) => void;

/**
 * Queues an event for some users: a channel kind of the contract's event map and the payload
 * that kind carries, so every emit is type-checked against what the clients expect.
 */
export type Emit = {
  <K extends ChannelKind>(kind: K, userIds: readonly number[], payload: ChannelPayloads[K]): void;
  /**
   * Queues taking a channel back from some users (members out of a group lose its presence
   * channel), done on every node once the work has committed, and dropped, like events, if
   * it throws.
   */
  removeFrom(channel: string, userIds: readonly number[]): void;
};

type Queued = { kind: ChannelKind; userIds: readonly number[]; payload: unknown };
type Removal = { channel: string; userIds: readonly number[] };

/** An event whose work has committed, with its recipients and their realtime tokens. */
export type PublishedEvent = {
  [K in ChannelKind]: { kind: K; payload: ChannelPayloads[K]; wstokens: Map<number, string> };
}[ChannelKind];

/**
 * Another way out for the same events (Web Push): told of each one after its work has
 * committed, before the realtime publish. It must return at once and do its work later, off
 * the request's path; what it throws is logged and changes nothing.
 */
export type PublishedListener = (event: PublishedEvent) => void;

/**
 * The one way realtime events leave the server. A service wraps the work that writes in
 * `afterCommit` and emits from inside it (inside its transaction too); the events are
 * published once the work has finished, so after its COMMIT, and dropped if it throws (a
 * rollback announces nothing). Recipients are user ids; their channels are named by their
 * wstokens, looked up here. A failed publish is logged, never undone: clients recover by
 * fetching what they missed (security-and-reliability.md, "Nothing lost"). With no realtime
 * server (`publish` null: the demo seed, which writes while the server is stopped) nobody
 * listens, so events are dropped without looking their recipients up.
 */
export function createPublisher(
  publish: RealtimePublish | null,
  wstokensOf: (userIds: number[]) => Promise<Map<number, string>>,
  log: { warn(obj: object, msg: string): void },
  listeners: readonly PublishedListener[] = [],
  removeFromChannel: RealtimeRemove | null = null,
) {
  function tell(event: PublishedEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error, kind: event.kind }, 'publish listener failed');
      }
    }
  }

  async function send(
    publish: RealtimePublish,
    { kind, userIds, payload }: Queued,
    known: Map<number, string>,
  ) {
    try {
      const wstokens = new Map<number, string>();
      for (const userId of userIds) {
        const wstoken = known.get(userId);
        if (wstoken !== undefined) wstokens.set(userId, wstoken);
      }
      tell({ kind, payload, wstokens } as PublishedEvent);
      const channels = [...wstokens.values()].map((wstoken) => privateChannel(kind, wstoken));
      // The Pusher HTTP API takes at most 100 channels an event.
      for (let start = 0; start < channels.length; start += 100) {
        await publish({
          channels: channels.slice(start, start + 100),
          event: EVENT_NAME,
          data: payload,
        });
      }
    } catch (error) {
      log.warn({ err: error, kind }, 'realtime publish failed');
    }
  }

  return {
    /**
     * @example
     * publisher.afterCommit(async (emit) => {
     *   const row = await db.transaction(async (tx) => ...);
     *   emit('petition-petitions_types-match-me', [row.toUserId], await view(row));
     *   return row;
     * });
     */
    async afterCommit<T>(work: (emit: Emit) => Promise<T>): Promise<T> {
      const queued: Queued[] = [];
      const removals: Removal[] = [];
      const emit: Emit = Object.assign(
        (kind: ChannelKind, userIds: readonly number[], payload: unknown) => {
          if (userIds.length > 0) queued.push({ kind, userIds, payload });
        },
        {
          removeFrom(channel: string, userIds: readonly number[]) {
            if (userIds.length > 0) removals.push({ channel, userIds });
          },
        },
      );
      const result = await work(emit);
      // First and at once (no lookup): until then the people removed still hear the channel.
      for (const { channel, userIds } of removals) {
        try {
          removeFromChannel?.(channel, userIds.map(String));
        } catch (error) {
          log.warn({ err: error, channel }, 'realtime removal failed');
        }
      }
      if (publish && queued.length > 0) {
        // One lookup for every recipient of the work's events (a message and its notice).
        let known = new Map<number, string>();
        try {
          known = await wstokensOf([...new Set(queued.flatMap((event) => event.userIds))]);
        } catch (error) {
          log.warn({ err: error }, 'realtime publish failed: recipients not found');
        }
        for (const event of queued) await send(publish, event, known);
      }
      return result;
    },

    /**
     * Publishes an event on public channels (a map cell's wishes, decision 0021), once the
     * caller's work has committed. A failure is logged, never thrown: the change is stored.
     */
    async toPublic(channels: readonly string[], event: string, data: unknown): Promise<void> {
      if (!publish || channels.length === 0) return;
      try {
        for (let start = 0; start < channels.length; start += 100) {
          await publish({ channels: channels.slice(start, start + 100), event, data });
        }
      } catch (error) {
        log.warn({ err: error, event }, 'realtime publish failed');
      }
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
