import type { ChannelAuthorizations } from '@app/contract/broadcasting';
import { BATCH_AUTH_MAX_CHANNELS } from '@app/contract/constants';
import type { ChannelAuthorizationCallback, ChannelAuthorizationHandler } from 'pusher-js';

/** Signs a connection's channels in one request (`authorizeChannels`). */
export type AuthorizeChannels = (
  socketId: string,
  channels: string[],
) => Promise<ChannelAuthorizations>;

export type BatchAuthorizer = {
  /** pusher-js's `channelAuthorization.customHandler`. */
  handler: ChannelAuthorizationHandler;
  /**
   * The status that refused a channel's last authorisation, if it was refused. pusher-js
   * passes a status on only from its own requests, not from a custom handler, so the live
   * layer asks here (a 401 means the session is over).
   */
  failedStatus(channel: string): number | undefined;
};

/** An authorisation that failed, with the status the server gave (none: no answer). */
class ChannelAuthError extends Error {
  constructor(
    readonly status: number | undefined,
    channel: string,
  ) {
    super(`channel authorisation failed for ${channel} (${status ?? 'no answer'})`);
  }
}

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Batches pusher-js's channel authorisations: the channels it asks for in the same tick (all
 * of them when the connection opens or comes back) go in one request, in groups of at most
 * BATCH_AUTH_MAX_CHANNELS, instead of one request each; each channel then hears its own
 * answer, so one refusal does not sink the others. As the batch-auth handlers for pusher-js
 * do (docs/decisions/0032).
 * @example
 * const batch = createBatchAuthorizer((socketId, channels) =>
 *   authorizeChannels(client, socketId, channels),
 * );
 * new Pusher(key, { ...options, channelAuthorization: { ...auth, customHandler: batch.handler } });
 */
export function createBatchAuthorizer(authorize: AuthorizeChannels): BatchAuthorizer {
  let waiting = new Map<string, Map<string, ChannelAuthorizationCallback[]>>();
  const failed = new Map<string, number | undefined>();

  const settle = (
    channel: string,
    callbacks: ChannelAuthorizationCallback[],
    answer: { status: number | undefined; data?: ChannelAuthorizations[string]['data'] },
  ) => {
    if (answer.status === 200 && answer.data) {
      failed.delete(channel);
      for (const callback of callbacks) callback(null, answer.data);
      return;
    }
    failed.set(channel, answer.status);
    for (const callback of callbacks) callback(new ChannelAuthError(answer.status, channel), null);
  };

  const send = async (socketId: string, group: Map<string, ChannelAuthorizationCallback[]>) => {
    const channels = [...group.keys()];
    try {
      const answers = await authorize(socketId, channels);
      for (const [channel, callbacks] of group) {
        const answer = answers[channel];
        settle(channel, callbacks, { status: answer?.status, data: answer?.data });
      }
    } catch (error) {
      // The request itself failed (401, 429, no connection): every channel in it did.
      for (const [channel, callbacks] of group) {
        settle(channel, callbacks, { status: statusOf(error) });
      }
    }
  };

  const flush = () => {
    const batches = waiting;
    waiting = new Map();
    for (const [socketId, channels] of batches) {
      const entries = [...channels];
      for (let start = 0; start < entries.length; start += BATCH_AUTH_MAX_CHANNELS) {
        void send(socketId, new Map(entries.slice(start, start + BATCH_AUTH_MAX_CHANNELS)));
      }
    }
  };

  return {
    handler({ socketId, channelName }, callback) {
      if (waiting.size === 0) setTimeout(flush, 0);
      let channels = waiting.get(socketId);
      if (!channels) waiting.set(socketId, (channels = new Map()));
      channels.set(channelName, [...(channels.get(channelName) ?? []), callback]);
    },
    failedStatus: (channel) => failed.get(channel),
  };
}
