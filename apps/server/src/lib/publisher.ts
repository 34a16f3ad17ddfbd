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
 * The typed publisher the features use: a channel kind of the contract, the recipients'
 * wstokens, and the payload that kind carries. Called only after the data is committed;
 * a failed publish is logged, never undone (clients recover by fetching what they missed).
 */
export function createPublisher(
  publish: RealtimePublish,
  log: { warn(obj: object, msg: string): void },
) {
  return async function send<K extends ChannelKind>(
    kind: K,
    wstokens: string[],
    payload: ChannelPayloads[K],
  ): Promise<void> {
    const channels = [...new Set(wstokens)].map((wstoken) => privateChannel(kind, wstoken));
    if (channels.length === 0) return;
    try {
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
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
