/**
 * The JSON text frames of the protocol. Incoming frames are parsed defensively (a client can
 * send anything); outgoing frames carry `data` as a JSON string, because pusher-js and every
 * other client expect the double encoding of the Pusher wire format, except `pusher:error`,
 * whose `data` the protocol gives as an object.
 */

/** A frame a client sent: only its outer shape is known at this point. */
export type ClientFrame = { event: string; channel?: string; data: unknown };

export type ParsedFrame = { ok: true; frame: ClientFrame } | { ok: false; error: string };

/** A frame the server sends. `data` objects are JSON-encoded once here; strings pass as they are. */
export type ServerFrame = { event: string; channel?: string; data?: unknown; user_id?: string };

/**
 * Parses one text frame.
 * @example parseFrame('{"event":"pusher:ping","data":{}}') // { ok: true, frame: {...} }
 */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The message is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The message must be a JSON object' };
  }
  const record = value as Record<string, unknown>;
  if (typeof record.event !== 'string' || record.event === '') {
    return { ok: false, error: 'The message has no event name' };
  }
  if (record.channel !== undefined && typeof record.channel !== 'string') {
    return { ok: false, error: 'The channel must be a string' };
  }
  return { ok: true, frame: { event: record.event, channel: record.channel, data: record.data } };
}

/**
 * The `data` of a client frame as an object: clients send it as an object or as a JSON string.
 * @example dataObject('{"channel":"a"}') // { channel: 'a' }
 */
export function dataObject(data: unknown): Record<string, unknown> | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Event data as the wire carries it: a string stays as it is, anything else is JSON-encoded.
 * @example encodeData({ a: 1 }) // '{"a":1}'; encodeData('{"a":1}') // unchanged
 */
export function encodeData(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data ?? null);
}

/**
 * Serialises a server frame.
 * @example encodeFrame({ event: 'pusher:pong', data: {} }) // '{"event":"pusher:pong","data":"{}"}'
 */
export function encodeFrame(frame: ServerFrame): string {
  return JSON.stringify({
    event: frame.event,
    channel: frame.channel,
    data: frame.data === undefined ? undefined : encodeData(frame.data),
    user_id: frame.user_id,
  });
}

/**
 * A `pusher:error` frame. Its `data` is an object, not a JSON string: the protocol page gives
 * `{"event": "pusher:error", "data": {"message": String, "code": Integer}}`, soketi and Reverb
 * send it so, and clients that read `data.code` without a second decode depend on it (pusher-js
 * decodes either). `code` is null for errors that do not close the connection: pusher-js only
 * reacts to codes when they arrive as a close code.
 * @example errorFrame(4301, 'Client event rejected due to rate limit')
 * // '{"event":"pusher:error","data":{"code":4301,"message":"Client event rejected due to rate limit"}}'
 */
export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}
