/**
 * Where the Redis adapter keeps shared state, under one prefix (so test runs and deployments
 * sharing a Redis do not collide):
 * - `nodes`: sorted set, node id -> last heartbeat (Redis time, ms);
 * - `node:{id}`: hash, `app\nchannel\nsocket` -> presence user id ('' otherwise): what a node
 *   holds, so that whoever reaps a dead node knows what to undo;
 * - `app:{app}:occ`: hash, channel -> subscriptions across nodes;
 * - `app:{app}:users:{channel}`: hash, user id -> that user's connections in the channel;
 * - `app:{app}:info:{channel}`: hash, user id -> JSON user_info;
 * - `app:{app}:cache:{channel}`: string, a cache channel's last event frame, with its TTL;
 * - `bus`: the pub/sub channel every node listens on.
 * The reaping script builds the same names in Lua; keep both in step.
 * @example redisKeys('realtime:').occupancy('1') // 'realtime:app:1:occ'
 */
export function redisKeys(prefix: string) {
  return {
    prefix,
    nodes: `${prefix}nodes`,
    node: (nodeId: string) => `${prefix}node:${nodeId}`,
    occupancy: (appId: string) => `${prefix}app:${appId}:occ`,
    users: (appId: string, channel: string) => `${prefix}app:${appId}:users:${channel}`,
    info: (appId: string, channel: string) => `${prefix}app:${appId}:info:${channel}`,
    cache: (appId: string, channel: string) => `${prefix}app:${appId}:cache:${channel}`,
    bus: `${prefix}bus`,
  };
}

export type RedisKeys = ReturnType<typeof redisKeys>;

/**
 * A node's record of one subscription. Channel names and socket ids never hold a newline.
 * @example subscriptionField('1', 'news', '1.2') // '1\nnews\n1.2'
 */
export function subscriptionField(appId: string, channel: string, socketId: string): string {
  return `${appId}\n${channel}\n${socketId}`;
}
