import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The Lua scripts of the Redis adapter. Each runs atomically, so a transition (first or last
 * subscriber, a user's first or last connection) is seen by exactly one node, and each is
 * idempotent on the node's record, so a command resent after a reconnect counts nothing twice.
 */

export type Script = { source: string; sha: string };

function script(source: string): Script {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/**
 * Runs a script by hash, loading it the first time (or after a Redis restart).
 * @example await runScript(redis, LEAVE, keys, [field, channel]) // [vacated, memberRemoved]
 */
export async function runScript(
  redis: Redis,
  { source, sha }: Script,
  keys: string[],
  args: (string | number)[],
): Promise<unknown> {
  try {
    return await redis.evalsha(sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(source, keys.length, ...keys, ...args);
  }
}

/**
 * KEYS node, occupancy, users, info; ARGV field, channel, user id ('' unless presence),
 * user_info JSON, member limit (0: none). Returns {-1} at the limit, else
 * {occupied, memberAdded, flat members hash}.
 */
export const JOIN = script(`
local presence = ARGV[3] ~= ''
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then
  return {0, 0, presence and redis.call('HGETALL', KEYS[4]) or {}}
end
local limit = tonumber(ARGV[5])
if presence and limit > 0 and redis.call('HEXISTS', KEYS[3], ARGV[3]) == 0
    and redis.call('HLEN', KEYS[3]) >= limit then
  return {-1}
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
local occupied = redis.call('HINCRBY', KEYS[2], ARGV[2], 1) == 1 and 1 or 0
if not presence then return {occupied, 0, {}} end
local added = 0
if redis.call('HINCRBY', KEYS[3], ARGV[3], 1) == 1 then
  redis.call('HSET', KEYS[4], ARGV[3], ARGV[4])
  added = 1
end
return {occupied, added, redis.call('HGETALL', KEYS[4])}
`);

/** KEYS node, occupancy, users, info; ARGV field, channel. Returns {vacated, memberRemoved}. */
export const LEAVE = script(`
local user = redis.call('HGET', KEYS[1], ARGV[1])
if not user then return {0, 0} end
redis.call('HDEL', KEYS[1], ARGV[1])
local vacated = 0
if redis.call('HINCRBY', KEYS[2], ARGV[2], -1) <= 0 then
  redis.call('HDEL', KEYS[2], ARGV[2])
  vacated = 1
end
local removed = 0
if user ~= '' and redis.call('HINCRBY', KEYS[3], user, -1) <= 0 then
  redis.call('HDEL', KEYS[3], user)
  redis.call('HDEL', KEYS[4], user)
  removed = 1
end
return {vacated, removed}
`);

/**
 * KEYS nodes; ARGV node id, node timeout (ms). Records the heartbeat in Redis time (node
 * clocks may disagree) and returns {was this node known, ids of nodes silent too long}.
 */
export const HEARTBEAT = script(`
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local known = redis.call('ZSCORE', KEYS[1], ARGV[1])
redis.call('ZADD', KEYS[1], now, ARGV[1])
return {known and 1 or 0, redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))}
`);

/**
 * KEYS nodes; ARGV prefix, dead node id. Undoes every subscription the dead node recorded,
 * once (whoever removes it from nodes does the work), and returns them flat:
 * app, channel, socket, user, vacated, memberRemoved.
 */
export const REAP = script(`
if redis.call('ZREM', KEYS[1], ARGV[2]) == 0 then return {} end
local nodeKey = ARGV[1] .. 'node:' .. ARGV[2]
local entries = redis.call('HGETALL', nodeKey)
local out = {}
for i = 1, #entries, 2 do
  local field, user = entries[i], entries[i + 1]
  local a = string.find(field, '\\n', 1, true)
  local b = string.find(field, '\\n', a + 1, true)
  local app, channel = string.sub(field, 1, a - 1), string.sub(field, a + 1, b - 1)
  local appKey = ARGV[1] .. 'app:' .. app
  local vacated = 0
  if redis.call('HINCRBY', appKey .. ':occ', channel, -1) <= 0 then
    redis.call('HDEL', appKey .. ':occ', channel)
    vacated = 1
  end
  local removed = 0
  if user ~= '' and redis.call('HINCRBY', appKey .. ':users:' .. channel, user, -1) <= 0 then
    redis.call('HDEL', appKey .. ':users:' .. channel, user)
    redis.call('HDEL', appKey .. ':info:' .. channel, user)
    removed = 1
  end
  for _, value in ipairs({app, channel, string.sub(field, b + 1), user, vacated, removed}) do
    table.insert(out, value)
  end
end
redis.call('DEL', nodeKey)
return out
`);
