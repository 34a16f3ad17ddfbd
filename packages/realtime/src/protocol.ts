import type { RawData } from 'ws';
import type { Channels } from './channels.js';
import { handleClientEvent } from './client-events.js';
import type { Connection } from './connection.js';
import { dataObject, errorFrame, parseFrame } from './frames.js';
import type { Metrics } from './metrics.js';
import { isClientEvent, MAX_CHANNEL_NAME_LENGTH } from './names.js';
import type { Logger } from './options.js';
import type { Registry } from './registry.js';
import { handleSignin } from './signin.js';
import { handleSubscribe, handleUnsubscribe } from './subscribe.js';
import type { WebhookSender } from './webhooks.js';

export type ProtocolDeps = {
  channels: Channels;
  registry: Registry;
  webhooks: WebhookSender;
  metrics: Metrics;
  logger: Logger;
};

const PONG = '{"event":"pusher:pong","data":"{}"}';

/**
 * Routes one frame from a client. Whatever arrives (binary, not JSON, unknown events, missing
 * fields) gets a `pusher:error` and the connection stays; nothing a client sends can throw
 * out of here and take the process down.
 * @example socket.on('message', (raw, isBinary) => handleFrame(deps, connection, raw, isBinary));
 */
export function handleFrame(
  deps: ProtocolDeps,
  connection: Connection,
  raw: RawData,
  isBinary: boolean,
): void {
  // Frames can still arrive while a closing handshake runs; the connection has left by then.
  if (connection.closed) return;
  connection.touch();
  deps.metrics.count('realtime_ws_messages_received_total', connection.app.id);
  const bytes = size(raw);
  if (bytes > connection.app.maxMessageBytes) {
    // A subscription to a name too long to be one is refused on its channel, not by a close:
    // pusher-js subscribes again after every reconnect, so a close left that channel pending
    // for good and the connection closing every second. The frame is within ws's cap (4 times
    // the limit), so reading it once is bounded.
    const channel = isBinary ? undefined : oversizedSubscription(text(raw));
    if (channel !== undefined) {
      handleSubscribe(deps.channels, connection, { channel });
      return;
    }
    // The protocol has no code for this. 1009 is RFC 6455's "message too big", the close ws
    // sends for frames past its own cap; pusher-js reconnects after 1 s on it, which suits one
    // bad message. The pusher:error before the close tells the client why.
    const limit = connection.app.maxMessageBytes;
    connection.close(1009, `Message too large: ${bytes} bytes, at most ${limit}`);
    return;
  }
  if (isBinary) {
    connection.send(errorFrame(null, 'Frames must be text'));
    return;
  }
  const parsed = parseFrame(text(raw));
  if (!parsed.ok) {
    connection.send(errorFrame(null, parsed.error));
    return;
  }
  const { frame } = parsed;
  try {
    switch (frame.event) {
      case 'pusher:ping':
        connection.send(PONG);
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        handleSubscribe(deps.channels, connection, frame.data);
        return;
      case 'pusher:unsubscribe':
        handleUnsubscribe(deps.channels, connection, frame.data);
        return;
      case 'pusher:signin':
        handleSignin(deps.channels, deps.registry, connection, frame.data);
        return;
      default:
        if (isClientEvent(frame.event)) {
          handleClientEvent(deps.channels, deps.webhooks, connection, frame);
        } else {
          connection.send(errorFrame(null, `Unknown event: ${frame.event.slice(0, 200)}`));
        }
    }
  } catch (error) {
    deps.logger.error({ err: error, event: frame.event }, 'frame handling failed');
    connection.send(errorFrame(null, 'The server could not handle this message'));
  }
}

/** The channel of a `pusher:subscribe` whose name alone is past the longest a name may be. */
function oversizedSubscription(frameText: string): string | undefined {
  const parsed = parseFrame(frameText);
  if (!parsed.ok || parsed.frame.event !== 'pusher:subscribe') return undefined;
  const channel = dataObject(parsed.frame.data)?.channel;
  return typeof channel === 'string' && channel.length > MAX_CHANNEL_NAME_LENGTH
    ? channel
    : undefined;
}

function size(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((total, part) => total + part.length, 0);
  return raw.byteLength;
}

function text(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}
