import type { Channels } from './channels.js';
import type { Connection } from './connection.js';
import { encodeData, encodeFrame, errorFrame, type ClientFrame } from './frames.js';
import { channelKind } from './names.js';
import type { WebhookSender } from './webhooks.js';

/**
 * Client events (`client-*`): only on private and presence channels the sender has joined
 * (not on encrypted ones, whose content the server must never vouch for), at most
 * `clientEventsPerSecond` a second (else `pusher:error` 4301, the event is dropped and the
 * connection stays), at most `maxEventBytes` of data, never echoed back to the sender. On a
 * presence channel the frame names the sender's `user_id`, as Pusher does.
 * @example handleClientEvent(channels, webhooks, connection, { event: 'client-typing', channel: 'private-chat', data: {} })
 */
export function handleClientEvent(
  channels: Channels,
  webhooks: WebhookSender,
  connection: Connection,
  frame: ClientFrame,
): void {
  const { channel, event } = frame;
  const kind = channelKind(channel);
  if (channel === undefined || (kind !== 'private' && kind !== 'presence')) {
    connection.send(errorFrame(null, 'Client events are allowed on private and presence channels'));
    return;
  }
  if (!connection.channels.has(channel)) {
    connection.send(errorFrame(null, `Subscribe to ${channel} before sending client events`));
    return;
  }
  if (!connection.clientEvents.take()) {
    connection.send(errorFrame(4301, 'Client event rejected due to rate limit'));
    return;
  }
  let data: string;
  try {
    data = encodeData(frame.data);
  } catch {
    // JSON.parse read it, but JSON.stringify recurses and gives up near 4500 levels: the
    // sender's data, refused as data over the size limit is (not the catch-all for faults).
    connection.send(errorFrame(null, 'Event data is nested too deeply'));
    return;
  }
  const app = connection.app;
  if (Buffer.byteLength(data) > app.maxEventBytes) {
    connection.send(errorFrame(null, `Event data is over ${app.maxEventBytes} bytes`));
    return;
  }
  const userId = connection.channels.get(channel)?.userId;
  const out = encodeFrame({ event, channel, data, user_id: userId });
  channels.broadcast(app.id, channel, out, connection.socketId);
  webhooks.send(app, {
    name: 'client_event',
    channel,
    event,
    data,
    socket_id: connection.socketId,
    ...(userId === undefined ? {} : { user_id: userId }),
  });
}
