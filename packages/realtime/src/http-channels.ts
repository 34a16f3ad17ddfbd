import type { Adapter } from './adapter.js';
import { attributes, parseInfo } from './http-info.js';
import { fail, type HttpResponse } from './http-types.js';
import { channelKind } from './names.js';
import type { App } from './options.js';

/**
 * The channel queries of the HTTP API. Counts come from the adapter, so every node answers
 * for the whole cluster.
 */

/**
 * `GET /apps/{id}/channels?filter_by_prefix=&info=`: occupied channels and their counts.
 * @example await listChannels(adapter, app, { filter_by_prefix: 'presence-', info: 'user_count' })
 */
export async function listChannels(
  adapter: Adapter,
  app: App,
  query: Readonly<Record<string, unknown>>,
): Promise<HttpResponse> {
  const prefix = typeof query.filter_by_prefix === 'string' ? query.filter_by_prefix : '';
  const info = parseInfo(query.info, prefix.startsWith('presence-'));
  if (typeof info === 'string') return fail(400, info);
  const channels: Record<string, ReturnType<typeof attributes>> = {};
  for (const [name, stats] of await adapter.channels(app.id)) {
    if (name.startsWith(prefix) && stats.subscriptionCount > 0) {
      channels[name] = attributes(stats, info);
    }
  }
  return { status: 200, body: { channels } };
}

/**
 * `GET /apps/{id}/channels/{name}?info=`: `{ occupied, subscription_count?, user_count? }`.
 * @example await getChannel(adapter, app, 'news', { info: 'subscription_count' })
 */
export async function getChannel(
  adapter: Adapter,
  app: App,
  channel: string,
  query: Readonly<Record<string, unknown>>,
): Promise<HttpResponse> {
  const kind = channelKind(channel);
  if (kind === undefined) return fail(400, 'Invalid channel name');
  const info = parseInfo(query.info, kind === 'presence');
  if (typeof info === 'string') return fail(400, info);
  const stats = await adapter.channel(app.id, channel);
  return {
    status: 200,
    body: { occupied: stats.subscriptionCount > 0, ...attributes(stats, info) },
  };
}

/**
 * `GET /apps/{id}/channels/{name}/users`: `{ users: [{ id }] }`, presence channels only.
 * @example await channelUsers(adapter, app, 'presence-room') // { status: 200, body: { users: [{ id: '7' }] } }
 */
export async function channelUsers(
  adapter: Adapter,
  app: App,
  channel: string,
): Promise<HttpResponse> {
  if (channelKind(channel) !== 'presence') return fail(400, 'Only presence channels have users');
  const members = await adapter.members(app.id, channel);
  return { status: 200, body: { users: [...members.keys()].map((id) => ({ id })) } };
}
