import type { Channels } from './channels.js';
import { encodeData, encodeFrame } from './frames.js';
import type { Metrics } from './metrics.js';
import { channelKind, isCacheChannel, isEventName, isSocketId } from './names.js';
import type { App } from './options.js';

/** The most channels one event may go to, as Pusher allows. */
export const MAX_EVENT_CHANNELS = 100;

/** An event checked and ready to go out: `data` is already the wire's JSON string. */
export type ServerEvent = { name: string; channels: string[]; data: string; socketId?: string };

export type CheckedEvent =
  { ok: true; event: ServerEvent } | { ok: false; status: 400 | 413; error: string };

/**
 * Checks an event from the HTTP API or `publish()`: an event name of at most 200 characters,
 * 1 to 100 valid channel names (an encrypted channel only alone: each has its own key), data
 * of at most `maxEventBytes` once encoded (413 beyond), and a well-formed `socket_id`.
 * @example checkEvent(app, { name: 'App\\Events\\Message', channels: ['private-a'], data: {} })
 */
export function checkEvent(
  app: App,
  input: { name: unknown; channels: unknown; data: unknown; socketId?: unknown },
): CheckedEvent {
  const { name, channels, socketId } = input;
  if (!isEventName(name)) return bad('name must be a string of 1 to 200 characters');
  if (!Array.isArray(channels) || channels.length === 0 || channels.length > MAX_EVENT_CHANNELS) {
    return bad(`an event goes to 1 to ${MAX_EVENT_CHANNELS} channels`);
  }
  const kinds = channels.map((channel: unknown) => channelKind(channel));
  if (kinds.includes(undefined)) return bad('Invalid channel name');
  if (kinds.includes('encrypted') && channels.length > 1) {
    return bad('An encrypted channel cannot share an event with other channels');
  }
  if (socketId !== undefined && !isSocketId(socketId)) return bad('Invalid socket_id');
  if (input.data === undefined) return bad('data is required');
  const data = encodeData(input.data);
  if (Buffer.byteLength(data) > app.maxEventBytes) {
    return { ok: false, status: 413, error: `data is over ${app.maxEventBytes} bytes` };
  }
  return { ok: true, event: { name, channels: channels as string[], data, socketId } };
}

/**
 * Sends a checked event to every subscriber of its channels on every node.
 * @example publishEvent(channels, metrics, app, { name: 'e', channels: ['news'], data: '{}' })
 */
export function publishEvent(channels: Channels, metrics: Metrics, app: App, event: ServerEvent) {
  metrics.count('realtime_api_events_total', app.id);
  for (const channel of event.channels) {
    const frame = encodeFrame({ event: event.name, channel, data: event.data });
    if (isCacheChannel(channel)) channels.remember(app.id, channel, frame);
    channels.broadcast(app.id, channel, frame, event.socketId);
  }
}

function bad(error: string): CheckedEvent {
  return { ok: false, status: 400, error };
}
