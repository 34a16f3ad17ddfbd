import fc from 'fast-check';
import { channelName, type NameWorld } from './channel-names.js';
import { LIMITS } from './protocol-model.js';

/**
 * What a raw client sends in one step of a socket run, as a recipe: the frames themselves are
 * built when the step runs, since signatures depend on the connection's socket id and on what
 * the API answers. Recipes keep a counterexample short enough to read.
 */

export type AuthChoice =
  | 'api'
  | 'local'
  | 'forged'
  | 'other-socket'
  | 'wrong-key'
  | 'upper'
  | 'missing'
  | 'not-string'
  | 'empty'
  | 'truncated'
  | 'look-alike';

export type DataChoice =
  | 'as-given'
  | 'none'
  | 'member'
  | 'other-member'
  | 'numeric'
  | 'not-json'
  | 'no-user-id'
  | 'empty-id'
  | 'too-big'
  | 'array'
  | 'not-string'
  | 'proto-id';

/** Event data: a JSON value, or the shape of a large one (built when sent). */
export type Payload =
  | { json: unknown }
  | { absent: true }
  | { text: string }
  | { long: number }
  | { nested: number; as: 'array' | 'object' };

export type SigninChoice =
  | 'api'
  | 'local'
  | 'other-member'
  | 'forged'
  | 'no-id'
  | 'not-json'
  | 'missing'
  | 'proto-id'
  | 'watchlist';

export type Step =
  | {
      kind: 'subscribe';
      channel: string | 'witness';
      auth: AuthChoice;
      channelData: DataChoice;
      asText: boolean;
    }
  | { kind: 'unsubscribe'; channel: string | 'held' | undefined; asText: boolean }
  | {
      kind: 'client-event';
      event: string;
      where: 'held' | 'witness' | 'named' | 'none' | 'not-string';
      channel: string;
      data: Payload;
    }
  | { kind: 'client-burst'; count: number }
  | { kind: 'subscribe-many'; count: number }
  | { kind: 'signin'; variant: SigninChoice; watchlist: unknown[] }
  | { kind: 'ping'; data: Payload }
  | { kind: 'event'; event: string; data: Payload; channel?: string }
  | { kind: 'text'; text: string }
  | { kind: 'binary'; bytes: number }
  | { kind: 'invalid-utf8' }
  | { kind: 'oversized'; bytes: number };

const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 8, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
  { weight: 1, arbitrary: fc.constant({ absent: true as const }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map((text) => ({ text })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        LIMITS.maxEventBytes - 2,
        LIMITS.maxEventBytes - 1,
        LIMITS.maxEventBytes,
        LIMITS.maxEventBytes + 1,
        30_000,
        LIMITS.maxMessageBytes - 100,
        LIMITS.maxMessageBytes + 1,
      )
      .map((long) => ({ long })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(10, 100, 1000, 2500, 12_000, 20_000),
        fc.constantFrom('array', 'object'),
      )
      .map(([nested, as]) => ({ nested, as }) as Payload),
  },
);

/**
 * The JSON text of a payload recipe, or undefined to leave `data` out of the frame. Nested
 * ones are written as text: JSON.stringify recurses and gives up near 4500 levels (JSON.parse
 * does not), and the depths above that are the interesting ones. Depths stay away from that
 * edge, where the test and the server, on different stacks, could disagree.
 */
export function payloadText(recipe: Payload): string | undefined {
  if ('json' in recipe) return JSON.stringify(recipe.json);
  if ('absent' in recipe) return undefined;
  if ('text' in recipe) return JSON.stringify(recipe.text);
  // A JSON string of this many bytes once encoded (the quotes count).
  if ('long' in recipe) return JSON.stringify('x'.repeat(Math.max(0, recipe.long - 2)));
  return recipe.as === 'array'
    ? '['.repeat(recipe.nested) + '1' + ']'.repeat(recipe.nested)
    : '{"a":'.repeat(recipe.nested) + '1' + '}'.repeat(recipe.nested);
}

const eventName = fc.oneof(
  fc.constantFrom(
    'client-',
    'client-typing',
    'client-' + 'x'.repeat(LIMITS.maxEventNameLength - 7),
    'client-' + 'x'.repeat(LIMITS.maxEventNameLength - 6),
    'client-\u202eevil',
    'client-🎾',
    'client-\u0000',
  ),
  fc.string({ maxLength: 20 }).map((rest) => `client-${rest}`),
);

const otherEvent = fc.oneof(
  fc.constantFrom(
    'pusher:foo',
    'pusher:pong',
    'pusher:error',
    'pusher:connection_established',
    'pusher:cache_miss',
    'pusher:subscription_error',
    'pusher_internal:subscription_succeeded',
    'pusher_internal:member_added',
    'Pusher:ping',
    'pusher:ping ',
    'pusher:subscribe\u0000',
    'client',
    'Client-x',
    ' client-x',
    '__proto__',
    'constructor',
    '',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

const garbageText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '[]',
    '"pusher:ping"',
    '1e999',
    '{}',
    '{"event":5}',
    '{"event":""}',
    '{"event":null}',
    '{"event":["pusher:ping"]}',
    '{"event":"pusher:ping","channel":5}',
    '{"event":"pusher:ping","channel":null}',
    '{"event":"pusher:ping"',
    '{"event":"pusher:ping"}}',
    '{"event":"pusher:ping","event":"pusher:foo"}',
    '{"__proto__":{"event":"pusher:ping"}}',
    '{"event":"pusher:subscribe","data":{"channel":"news","__proto__":{"auth":"x"}}}',
    '{"event":"pusher:subscribe","data":"{\\"channel\\":"}',
    '{"event":"pusher:subscribe","data":null}',
    '{"event":"pusher:subscribe","data":[]}',
    '{"event":"pusher:subscribe","data":{"channel":5}}',
    '{"event":"pusher:subscribe","data":{"channel":["news"]}}',
    '{"event":"pusher:unsubscribe","data":"x"}',
    '{"event":"pusher:signin","data":{"auth":5,"user_data":"{}"}}',
    '\u0000',
    '\ufeff{"event":"pusher:ping"}',
    '['.repeat(20_000) + ']'.repeat(20_000),
    '{"a":'.repeat(9000) + '1' + '}'.repeat(9000),
  ),
);

/** Entries of a signed-in user's watchlist: ids as strings or numbers, and what is not one. */
const watched = (world: NameWorld) =>
  fc.oneof(
    fc.constantFrom<unknown>(
      ...world.members.flatMap((member) => [member.userId, String(member.userId)]),
    ),
    fc.constantFrom<unknown>('', null, {}, [], true, '__proto__', 'x'.repeat(300), -1, 1.5, 1e21),
    fc.string({ maxLength: 8 }),
    fc.integer(),
  );

/** One step of a socket run. */
export function socketStep(world: NameWorld): fc.Arbitrary<Step> {
  const name = channelName(world);
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record({
        kind: fc.constant('subscribe' as const),
        channel: fc.oneof(
          { weight: 5, arbitrary: name },
          { weight: 2, arbitrary: fc.constant('witness') },
        ),
        auth: fc.oneof(
          { weight: 7, arbitrary: fc.constantFrom<AuthChoice>('api', 'local') },
          {
            weight: 4,
            arbitrary: fc.constantFrom<AuthChoice>(
              'forged',
              'other-socket',
              'wrong-key',
              'upper',
              'missing',
              'not-string',
              'empty',
              'truncated',
              'look-alike',
            ),
          },
        ),
        channelData: fc.oneof(
          { weight: 6, arbitrary: fc.constant<DataChoice>('as-given') },
          {
            weight: 5,
            arbitrary: fc.constantFrom<DataChoice>(
              'none',
              'member',
              'other-member',
              'numeric',
              'not-json',
              'no-user-id',
              'empty-id',
              'too-big',
              'array',
              'not-string',
              'proto-id',
            ),
          },
        ),
        asText: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('unsubscribe' as const),
        channel: fc.oneof(name, fc.constant('held'), fc.constant(undefined)),
        asText: fc.boolean(),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('client-event' as const),
        event: eventName,
        where: fc.constantFrom('held', 'held', 'witness', 'witness', 'named', 'none', 'not-string'),
        channel: name,
        data: payload,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('client-burst' as const),
        count: fc.integer({ min: 13, max: 20 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('subscribe-many' as const),
        count: fc.integer({ min: LIMITS.maxSubscriptions - 5, max: LIMITS.maxSubscriptions + 5 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('signin' as const),
        variant: fc.constantFrom<SigninChoice>(
          'api',
          'api',
          'local',
          'other-member',
          'forged',
          'no-id',
          'not-json',
          'missing',
          'proto-id',
          'watchlist',
          'watchlist',
        ),
        watchlist: fc.oneof(
          fc.array(watched(world), { maxLength: 6 }),
          fc.array(watched(world), { minLength: 95, maxLength: 130 }),
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('ping' as const),
        data: fc.oneof(
          fc.constantFrom<Payload>({ json: {} }, { text: '{}' }, { json: [] }, { absent: true }),
          payload,
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          kind: fc.constant('event' as const),
          event: otherEvent,
          data: payload,
          channel: name,
        },
        { requiredKeys: ['kind', 'event', 'data'] },
      ),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('text' as const), text: garbageText }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('binary' as const),
        bytes: fc.constantFrom(0, 1, 40, 1000, LIMITS.maxMessageBytes + 1),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'invalid-utf8' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('oversized' as const),
        bytes: fc.constantFrom(
          LIMITS.maxMessageBytes,
          LIMITS.maxMessageBytes + 1,
          100_000,
          LIMITS.wsMaxPayload,
          LIMITS.wsMaxPayload + 1,
          1_100_000,
        ),
      }),
    },
  );
}

/** A run: a fresh connection and a few steps on it. */
export const socketRun = (world: NameWorld) =>
  fc.array(socketStep(world), { minLength: 1, maxLength: 10 });
