import type { NameWorld } from './channel-names.js';
import { channelSignature, signinSignature, type ConnectionModel } from './protocol-model.js';
import { payloadText, type Step } from './socket-steps.js';

/** What a step needs from outside the socket: the app's credentials and the API, as a member. */
export type StepContext = {
  app: { key: string; secret: string };
  world: NameWorld;
  /** The channel a second connection (the witness) listens on, for client events. */
  witness: string;
  /** `POST /api/broadcasting/auth` as the first member: its status and JSON body. */
  authorize(socketId: string, channel: string): Promise<{ status: number; body: unknown }>;
  /** `POST /api/broadcasting/user-auth` as the first member. */
  userAuth(socketId: string): Promise<{ status: number; body: unknown }>;
};

/** One frame on the wire: text (JSON or not), text bytes that are not UTF-8, or binary. */
export type WireFrame = { text: string } | { textBytes: Buffer } | { binary: Buffer };

/** A frame's JSON text, with `data` given as JSON text (it may be nested past stringify). */
function frameText(event: string, dataText: string | undefined, channel?: unknown): string {
  const parts = [`"event":${JSON.stringify(event)}`];
  if (channel !== undefined) parts.push(`"channel":${JSON.stringify(channel)}`);
  if (dataText !== undefined) parts.push(`"data":${dataText}`);
  return `{${parts.join(',')}}`;
}

/** A text frame of exactly `bytes` bytes: a ping whose data pads it. */
function pingOfSize(bytes: number): string {
  const empty = frameText('pusher:ping', '""');
  return frameText('pusher:ping', JSON.stringify('x'.repeat(Math.max(0, bytes - empty.length))));
}

const member = (world: NameWorld, index: number) => world.members[index]!;

/** The first channel the connection holds where client events are allowed, if any. */
function heldChannel(model: ConnectionModel): string | undefined {
  return [...model.channels.keys()].find(
    (name) => name.startsWith('private-') || name.startsWith('presence-'),
  );
}

/** The frames of one step, signed for this connection where the step says so. */
export async function framesOf(
  step: Step,
  context: StepContext,
  model: ConnectionModel,
  onAuth: (channel: string, answer: { status: number; body: unknown }) => void,
): Promise<WireFrame[]> {
  const { app, world } = context;
  const socketId = model.socketId;
  switch (step.kind) {
    case 'subscribe': {
      const channel = step.channel === 'witness' ? context.witness : step.channel;
      let given: { auth?: unknown; channel_data?: unknown } = {};
      if (step.auth === 'api') {
        const answer = await context.authorize(socketId, channel);
        onAuth(channel, answer);
        if (answer.status === 200) given = answer.body as typeof given;
      }
      const own = member(world, 0);
      const other = member(world, 1);
      // As given: the API's for its signature, else a member's data where presence needs one.
      const asGiven =
        step.auth === 'api' || !channel.startsWith('presence-')
          ? given.channel_data
          : JSON.stringify({ user_id: String(own.userId) });
      const channelData: unknown = {
        'as-given': asGiven,
        none: undefined,
        member: JSON.stringify({ user_id: String(own.userId) }),
        'other-member': JSON.stringify({ user_id: String(other.userId) }),
        numeric: JSON.stringify({ user_id: own.userId, user_info: { name: 'Ana' } }),
        'not-json': '{user_id: 1',
        'no-user-id': '{"user_info":{}}',
        'empty-id': '{"user_id":""}',
        'too-big': JSON.stringify({ user_id: '1', user_info: { bio: 'x'.repeat(1100) } }),
        array: '[1]',
        'not-string': { user_id: String(own.userId) },
        'proto-id': '{"user_id":"__proto__"}',
      }[step.channelData];
      const signed = channelSignature(
        app,
        socketId,
        channel,
        typeof channelData === 'string' ? channelData : undefined,
      );
      const auth: unknown = {
        api: given.auth ?? `${app.key}:${'0'.repeat(64)}`,
        local: signed,
        forged: `${app.key}:${'deadbeef'.repeat(8)}`,
        'other-socket': channelSignature(
          app,
          '1.1',
          channel,
          typeof channelData === 'string' ? channelData : undefined,
        ),
        'wrong-key': `other-key:${signed.split(':').pop()}`,
        upper: `${app.key}:${signed.split(':').pop()!.toUpperCase()}`,
        missing: undefined,
        'not-string': 12345,
        empty: '',
        truncated: signed.slice(0, -1),
        'look-alike': signed.slice(0, -1) + '\uff10',
      }[step.auth];
      const data = { channel, auth, channel_data: channelData };
      return [
        {
          text: frameText(
            'pusher:subscribe',
            JSON.stringify(step.asText ? JSON.stringify(data) : data),
          ),
        },
      ];
    }
    case 'unsubscribe': {
      const channel = step.channel === 'held' ? heldChannel(model) : step.channel;
      const data = channel === undefined ? {} : { channel };
      return [
        {
          text: frameText(
            'pusher:unsubscribe',
            JSON.stringify(step.asText ? JSON.stringify(data) : data),
          ),
        },
      ];
    }
    case 'client-event': {
      const channel = {
        held: heldChannel(model) ?? context.witness,
        witness: context.witness,
        named: step.channel,
        none: undefined,
        'not-string': 7,
      }[step.where];
      return [{ text: frameText(step.event, payloadText(step.data), channel) }];
    }
    case 'client-burst': {
      // A channel of the burst's own, so that what reaches the witness stays one event a step.
      const channel = `private-burst-${socketId}`;
      const subscribe = frameText(
        'pusher:subscribe',
        JSON.stringify({ channel, auth: channelSignature(app, socketId, channel) }),
      );
      const events = Array.from({ length: step.count }, (_unused, index) => ({
        text: frameText('client-burst', JSON.stringify({ index }), channel),
      }));
      return [{ text: subscribe }, ...events];
    }
    case 'subscribe-many':
      // Public channels up to the limit per connection, and past it.
      return Array.from({ length: step.count }, (_unused, index) => ({
        text: frameText('pusher:subscribe', JSON.stringify({ channel: `many-${index}` })),
      }));
    case 'signin': {
      const own = member(world, 0);
      const local = (userData: string) => ({
        auth: signinSignature(app, socketId, userData),
        user_data: userData,
      });
      let data: unknown;
      switch (step.variant) {
        case 'api': {
          const answer = await context.userAuth(socketId);
          data = answer.status === 200 ? answer.body : {};
          break;
        }
        case 'local':
          data = local(JSON.stringify({ id: String(own.userId), user_info: { name: 'Ana' } }));
          break;
        case 'other-member':
          data = local(JSON.stringify({ id: String(member(world, 1).userId) }));
          break;
        case 'forged':
          data = {
            auth: `${app.key}:${'0'.repeat(64)}`,
            user_data: JSON.stringify({ id: String(own.userId) }),
          };
          break;
        case 'no-id':
          data = local('{"name":"Ana"}');
          break;
        case 'not-json':
          data = local('nope');
          break;
        case 'missing':
          data = {};
          break;
        case 'proto-id':
          data = local('{"id":"__proto__"}');
          break;
        case 'watchlist':
          data = local(JSON.stringify({ id: String(own.userId), watchlist: step.watchlist }));
          break;
      }
      return [{ text: frameText('pusher:signin', JSON.stringify(data)) }];
    }
    case 'ping':
      return [{ text: frameText('pusher:ping', payloadText(step.data)) }];
    case 'event':
      return [{ text: frameText(step.event, payloadText(step.data), step.channel) }];
    case 'text':
      return [{ text: step.text }];
    case 'binary':
      return [{ binary: Buffer.from(pingOfSize(Math.max(step.bytes, 0)).slice(0, step.bytes)) }];
    case 'invalid-utf8':
      return [
        {
          textBytes: Buffer.concat([
            Buffer.from('{"event":"pusher:ping","data":"'),
            Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
            Buffer.from('"}'),
          ]),
        },
      ];
    case 'oversized':
      return [{ text: pingOfSize(step.bytes) }];
  }
}
