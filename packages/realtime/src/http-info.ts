import type { ChannelStats } from './adapter.js';

/** The attributes a caller may ask for with `info`. */
export type InfoAttribute = 'subscription_count' | 'user_count';

/**
 * Reads a comma-separated `info` list. `user_count` only means something on presence
 * channels, so asking for it elsewhere is a 400, as Pusher answers.
 * @example parseInfo('user_count,subscription_count', true) // ['user_count', 'subscription_count']
 */
export function parseInfo(info: unknown, presenceOnly: boolean): InfoAttribute[] | string {
  if (info === undefined || info === '') return [];
  if (typeof info !== 'string') return 'info must be a comma-separated string';
  const attributes = info.split(',').map((part) => part.trim());
  for (const attribute of attributes) {
    if (attribute !== 'subscription_count' && attribute !== 'user_count') {
      return `Unknown info attribute: ${attribute.slice(0, 50)}`;
    }
    if (attribute === 'user_count' && !presenceOnly) {
      return 'user_count is only available for presence channels';
    }
  }
  return attributes as InfoAttribute[];
}

/**
 * The asked-for attributes of one channel, as the API returns them.
 * @example attributes({ subscriptionCount: 2, userCount: 1 }, ['user_count']) // { user_count: 1 }
 */
export function attributes(stats: ChannelStats, wanted: InfoAttribute[]) {
  const result: { subscription_count?: number; user_count?: number } = {};
  if (wanted.includes('subscription_count')) result.subscription_count = stats.subscriptionCount;
  if (wanted.includes('user_count')) result.user_count = stats.userCount ?? 0;
  return result;
}
