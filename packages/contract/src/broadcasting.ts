import { z } from 'zod';
import { BATCH_AUTH_MAX_CHANNELS } from './constants.js';
import { jsonText } from './fields.js';

/**
 * Realtime authorisation (realtime-protocol.md): what pusher-js sends to sign a private or
 * presence channel, one at a time (`POST /broadcasting/auth`, the spec's) or several for one
 * connection at once (`POST /broadcasting/auth/batch`, as the batch-auth handlers of pusher-js
 * and Laravel do: docs/decisions/0032).
 */

// Kept with the zod-free constants: the SDK's realtime layer reads it on a member's first
// screen, which should not download zod for one number.
export { BATCH_AUTH_MAX_CHANNELS };

const socketId = z.string().max(100);
const channelName = z.string().max(300);

/** `POST /broadcasting/auth`: one channel. */
export const channelAuthRequest = z.object({ socket_id: socketId, channel_name: channelName });

/** The signature of one channel; a presence channel's carries the member's data too. */
export const channelAuthorization = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
});
export type ChannelAuthorization = z.infer<typeof channelAuthorization>;

/**
 * A channel of a batch. Its name keys the answer, and an object built or read in JavaScript
 * cannot hold `__proto__` as a key (zod drops it, `answers[name] = …` sets a prototype): such
 * a name is refused rather than left without its answer (the realtime fuzz, issue 40). No
 * channel of the apps is named so; the single `/broadcasting/auth` answers it 403.
 */
const batchChannelName = channelName.refine((name) => name !== '__proto__', {
  message: 'Ese nombre de canal no se puede contestar en un lote.',
});

/**
 * `POST /broadcasting/auth/batch`: the connection's socket and its channels, as a list
 * (`channel_name[]` repeated, JSON text, or a JSON array).
 */
export const batchChannelAuthRequest = z.object({
  socket_id: socketId,
  channel_name: jsonText(z.array(batchChannelName).min(1).max(BATCH_AUTH_MAX_CHANNELS)).meta({
    description: `Los canales, de 1 a ${BATCH_AUTH_MAX_CHANNELS}: \`channel_name[]\` repetido, o una lista JSON.`,
  }),
});
export type BatchChannelAuthRequest = z.input<typeof batchChannelAuthRequest>;

/**
 * Each channel asked for, answered on its own by the rule of the single call: 200 with its
 * signature, or the status that refused it (403 when it is not the caller's).
 */
export const channelAuthorizations = z.record(
  channelName,
  z.object({ status: z.number().int(), data: channelAuthorization.optional() }),
);
export type ChannelAuthorizations = z.infer<typeof channelAuthorizations>;
