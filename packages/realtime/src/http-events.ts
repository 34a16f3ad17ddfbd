import type { Adapter } from './adapter.js';
import type { Channels } from './channels.js';
import { checkEvent, publishEvent, type ServerEvent } from './events.js';
import { attributes, parseInfo, type InfoAttribute } from './http-info.js';
import { fail, type HttpResponse } from './http-types.js';
import type { Metrics } from './metrics.js';
import type { App } from './options.js';

export type EventsDeps = { channels: Channels; adapter: Adapter; metrics: Metrics };

/** The most events one batch may carry, as Pusher allows. */
const MAX_BATCH = 10;

type Checked = { event: ServerEvent; info: InfoAttribute[] } | HttpResponse;

/**
 * `POST /apps/{id}/events` with `{ name, data, channel | channels, socket_id?, info? }`.
 * Answers `{}`, or `{ channels: { name: attributes } }` when `info` asks for counts.
 * @example await triggerEvent(deps, app, { name: 'e', channel: 'news', data: '{}' }) // { status: 200, body: {} }
 */
export async function triggerEvent(deps: EventsDeps, app: App, body: Record<string, unknown>) {
  const checked = check(app, body);
  if ('status' in checked) return checked;
  publishEvent(deps.channels, deps.metrics, app, checked.event);
  if (checked.info.length === 0) return { status: 200, body: {} };
  const channels: Record<string, ReturnType<typeof attributes>> = {};
  for (const channel of checked.event.channels) {
    channels[channel] = attributes(await deps.adapter.channel(app.id, channel), checked.info);
  }
  return { status: 200, body: { channels } };
}

/**
 * `POST /apps/{id}/batch_events` with `{ batch: [event, …] }` (at most 10). Every event is
 * checked before any is sent, so a bad batch sends nothing.
 * @example await triggerBatch(deps, app, { batch: [{ name: 'e', channel: 'news', data: '{}' }] })
 */
export async function triggerBatch(
  deps: EventsDeps,
  app: App,
  body: Record<string, unknown>,
): Promise<HttpResponse> {
  const { batch } = body;
  if (!Array.isArray(batch) || batch.length > MAX_BATCH) {
    return fail(400, `batch must be an array of at most ${MAX_BATCH} events`);
  }
  const checked: { event: ServerEvent; info: InfoAttribute[] }[] = [];
  for (const item of batch as unknown[]) {
    if (typeof item !== 'object' || item === null)
      return fail(400, 'Every batch item is an object');
    const one = check(app, item as Record<string, unknown>);
    if ('status' in one) return one;
    checked.push(one);
  }
  for (const { event } of checked) publishEvent(deps.channels, deps.metrics, app, event);
  if (checked.every(({ info }) => info.length === 0)) return { status: 200, body: {} };
  const results = [];
  for (const { event, info } of checked) {
    const channel = event.channels[0] ?? '';
    results.push(attributes(await deps.adapter.channel(app.id, channel), info));
  }
  return { status: 200, body: { batch: results } };
}

function check(app: App, body: Record<string, unknown>): Checked {
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  const checked = checkEvent(app, {
    name: body.name,
    channels,
    data: body.data,
    socketId: body.socket_id,
  });
  if (!checked.ok) return fail(checked.status, checked.error);
  const presence = checked.event.channels.every((channel) => channel.startsWith('presence-'));
  const info = parseInfo(body.info, presence);
  if (typeof info === 'string') return fail(400, info);
  return { event: checked.event, info };
}
