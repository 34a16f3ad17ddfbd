import { BATCH_AUTH_MAX_CHANNELS } from '@app/contract/broadcasting';
import fc from 'fast-check';
import { channelName, isWellFormedSocketId, socketId, type NameWorld } from './channel-names.js';

/**
 * Requests to the three realtime authorisation endpoints, as pusher-js, the SDK's batch and a
 * careless client send them (url-encoded, multipart, JSON), and the answer each must get.
 */

export const AUTH_ENDPOINTS = {
  single: '/api/broadcasting/auth',
  batch: '/api/broadcasting/auth/batch',
  user: '/api/broadcasting/user-auth',
} as const;
export type Endpoint = keyof typeof AUTH_ENDPOINTS;

export type Encoding = 'form' | 'multipart' | 'json';
/** A body that does not reach the contract: cut short, of a type not taken, or too large. */
export type Breakage = 'none' | 'cut-json' | 'cut-multipart' | 'text-plain' | 'too-large';
/** Who asks: one of the members (by index), nobody, or a token that is no one's. */
export type Caller = number | 'guest' | 'garbage';

/** A field's value: text as a form carries it, or any JSON value in a JSON body. */
type Field = { text: string } | { json: unknown } | undefined;

export type AuthRequest = {
  endpoint: Endpoint;
  caller: Caller;
  encoding: Encoding;
  socket: Field;
  /** The single call's channel. */
  channel: Field;
  /** The batch's channels, and how a form carries them. */
  channels: string[] | undefined;
  list: 'repeated' | 'json-text' | 'single';
  /** A field the endpoint does not know, which it ignores. */
  extra: boolean;
  broken: Breakage;
};

/** Values of the wrong type, for a JSON body. */
const wrongJson = fc.constantFrom<unknown>(
  null,
  0,
  123.456,
  -1,
  1e308,
  true,
  [],
  ['1.1'],
  {},
  { channel: 'x' },
);

/** A field: mostly text, sometimes missing, sometimes (in a JSON body only) of a wrong type. */
const field = (text: fc.Arbitrary<string>): fc.Arbitrary<Field> =>
  fc.oneof(
    { weight: 12, arbitrary: text.map((value) => ({ text: value })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: wrongJson.map((value) => ({ json: value })) },
  );

/** A form carries text only: a wrong-typed value is left out there. */
const asFormField = (value: Field): Field => (value && 'json' in value ? undefined : value);

/** Requests to every endpoint, in every encoding, mostly from a signed-in member. */
export function authRequest(world: NameWorld): fc.Arbitrary<AuthRequest> {
  const name = channelName(world);
  const members = world.members.map((_member, index) => index);
  return fc
    .record({
      endpoint: fc.constantFrom<Endpoint>('single', 'single', 'batch', 'batch', 'user'),
      caller: fc.oneof(
        { weight: 10, arbitrary: fc.constantFrom<Caller>(...members) },
        { weight: 1, arbitrary: fc.constantFrom<Caller>('guest', 'garbage') },
      ),
      encoding: fc.constantFrom<Encoding>('form', 'multipart', 'json'),
      list: fc.constantFrom<AuthRequest['list']>('repeated', 'json-text', 'single'),
      extra: fc.boolean(),
      broken: fc.oneof(
        { weight: 30, arbitrary: fc.constant<Breakage>('none') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Breakage>(
            'cut-json',
            'cut-multipart',
            'text-plain',
            'too-large',
          ),
        },
      ),
      socket: field(socketId),
      channel: field(name),
      channels: fc.oneof(
        { weight: 12, arbitrary: fc.array(name, { minLength: 1, maxLength: 8 }) },
        {
          weight: 1,
          arbitrary: fc.oneof(
            fc.constant<string[]>([]),
            fc.constant(undefined),
            fc.array(name, {
              minLength: BATCH_AUTH_MAX_CHANNELS,
              maxLength: BATCH_AUTH_MAX_CHANNELS + 2,
            }),
          ),
        },
      ),
    })
    .map((request) =>
      request.encoding === 'json'
        ? request
        : {
            ...request,
            socket: asFormField(request.socket),
            channel: asFormField(request.channel),
          },
    );
}

/** Text as it reaches the server through a form: lone surrogates become U+FFFD. */
export const asSent = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** The body of a request, with its content type. */
export function encode(request: AuthRequest): { payload: string | Buffer; contentType: string } {
  const pairs: Array<[string, string]> = [];
  const json: Record<string, unknown> = {};
  const put = (name: string, value: Field) => {
    if (value === undefined) return;
    if ('json' in value) json[name] = value.json;
    else {
      json[name] = value.text;
      pairs.push([name, value.text]);
    }
  };
  put('socket_id', request.socket);
  if (request.endpoint === 'single') put('channel_name', request.channel);
  if (request.endpoint === 'batch' && request.channels !== undefined) {
    json.channel_name = request.channels;
    if (request.list === 'repeated' || request.channels.length === 0) {
      for (const channel of request.channels) pairs.push(['channel_name[]', channel]);
    } else if (request.list === 'json-text') {
      pairs.push(['channel_name', JSON.stringify(request.channels)]);
    } else {
      for (const channel of request.channels) pairs.push(['channel_name', channel]);
    }
  }
  if (request.extra) {
    json.callback = 'x';
    pairs.push(['callback', 'x']);
  }
  switch (request.broken) {
    case 'cut-json':
      return { payload: JSON.stringify(json).slice(0, -1), contentType: 'application/json' };
    case 'cut-multipart':
      return {
        payload: `--cut\r\nContent-Disposition: form-data; name="socket_id"\r\n\r\n1.1`,
        contentType: 'multipart/form-data; boundary=cut',
      };
    case 'text-plain':
      return { payload: new URLSearchParams(pairs).toString(), contentType: 'text/plain' };
    case 'too-large':
      // Past the API's 1 MB body limit (BODY_LIMIT_BYTES).
      return {
        payload: `socket_id=1.1&channel_name=${'a'.repeat(1024 * 1024)}`,
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'none':
      break;
  }
  switch (request.encoding) {
    case 'json':
      return { payload: JSON.stringify(json), contentType: 'application/json' };
    case 'form':
      return {
        payload: new URLSearchParams(
          pairs.map(([k, v]): [string, string] => [k, asSent(v)]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 'multipart': {
      const boundary = `fuzz-${Math.random().toString(16).slice(2)}-${Date.now()}`;
      const parts = pairs.map(
        ([k, v]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asSent(v)}\r\n`,
      );
      return {
        payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8'),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }
  }
}

/** What a request must be answered: its status, and for a batch each channel's own status. */
export type Expected = { status: number; channels?: Map<string, 200 | 403> };

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNul)
      : value !== null && typeof value === 'object'
        ? Object.values(value).some(hasNul)
        : false;

/**
 * The documented answer (realtime-protocol.md, security-and-reliability.md and the contract):
 * no token 401; a body the contract refuses (a missing or mistyped field, a socket id over 100
 * characters, a name over 300, a batch of 0 or over 24, a NUL anywhere) 422; then a channel
 * is signed (200) only when it is one of the caller's own and the socket id is well formed,
 * and refused (403) otherwise, on its own within a batch.
 * `own(caller)` lists the caller's own channels.
 */
export function expectedAnswer(
  request: AuthRequest,
  own: (caller: number) => Set<string>,
): Expected {
  if (typeof request.caller !== 'number') return { status: 401 };
  // The body is read after the token is checked; one that cannot be read is 400, 413 or 415.
  const unreadable = { 'cut-json': 400, 'cut-multipart': 400, 'text-plain': 415, 'too-large': 413 };
  if (request.broken !== 'none') return { status: unreadable[request.broken] };
  const form = request.encoding !== 'json';
  const text = (value: Field): string | undefined =>
    value === undefined
      ? undefined
      : 'text' in value
        ? form
          ? asSent(value.text)
          : value.text
        : typeof value.json === 'string'
          ? value.json
          : undefined;
  const socket = text(request.socket);
  // A form's JSON text carries its names escaped: a NUL in them is no NUL in the form.
  const listAsText = form && request.list === 'json-text';
  const everything = [
    socket,
    request.endpoint === 'single' ? text(request.channel) : undefined,
    ...(request.endpoint !== 'batch' || listAsText ? [] : (request.channels ?? [])),
  ];
  if (request.encoding === 'json' && request.socket && 'json' in request.socket) {
    everything.push(JSON.stringify(request.socket.json));
  }
  if (hasNul(everything)) return { status: 422 };
  if (socket === undefined || socket.length > 100) return { status: 422 };
  const signs = (name: string) =>
    isWellFormedSocketId(socket) && own(request.caller as number).has(name);
  switch (request.endpoint) {
    case 'user':
      return { status: isWellFormedSocketId(socket) ? 200 : 403 };
    case 'single': {
      const name = text(request.channel);
      if (name === undefined || name.length > 300) return { status: 422 };
      return { status: signs(name) ? 200 : 403 };
    }
    case 'batch': {
      const names = (request.channels ?? []).map((name) =>
        form && !listAsText ? asSent(name) : name,
      );
      if (request.channels === undefined) return { status: 422 };
      // A form's single `channel_name` is JSON text; one plain name, or several, is not.
      if (form && request.list === 'single' && names.length === 1) {
        return { status: 422 };
      }
      if (names.length === 0 || names.length > BATCH_AUTH_MAX_CHANNELS) return { status: 422 };
      if (names.some((name) => name.length > 300)) return { status: 422 };
      // An answer keyed by name cannot carry this one: the contract refuses it.
      if (names.includes('__proto__')) return { status: 422 };
      return {
        status: 200,
        channels: new Map(names.map((name) => [name, signs(name) ? 200 : 403])),
      };
    }
  }
}
