import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postForm, signUp, type Session } from '../test/accounts.js';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { pusherClient, type PusherClient } from '../test/realtime-clients.js';
import {
  asSent,
  AUTH_ENDPOINTS,
  authRequest,
  encode,
  expectedAnswer,
  type AuthRequest,
} from './realtime/auth-requests.js';
import { channelName, ownChannels, type NameWorld } from './realtime/channel-names.js';
import { openApiCheck, type OpenApiCheck } from './realtime/openapi-check.js';
import { channelKind, channelSignature, signinSignature } from './realtime/protocol-model.js';
import { ANSWER_MS, RawSocket } from './realtime/raw-socket.js';
import type { StepContext } from './realtime/socket-frames.js';
import { runConnection, type Delivery } from './realtime/socket-run.js';
import { socketRun } from './realtime/socket-steps.js';
import { Tally } from './realtime/tally.js';

/**
 * Issue 40, the realtime part: channel names and payloads for every channel family, generated
 * from the contract, through `/broadcasting/auth` (single, batch, user-auth; url-encoded,
 * multipart and JSON) and over the socket (raw frames, and pusher-js itself), by signed-in
 * members, on every database backend. Any 5xx, any answer off the OpenAPI document, any frame
 * off the protocol documents, a hang or an undocumented close fails it. FUZZ_RUNS raises the
 * count (npm run test:reliability); FUZZ_SEED reruns a printed seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : randomBytes(4).readUInt32BE() >>> 1;
/** A socket run: a fresh connection and up to ten steps on it. */
const SOCKET_RUNS = RUNS;
/** pusher-js waits for real HTTP and timers: a sample of names is enough to show it settles. */
const PUSHER_JS_NAMES = Math.max(20, Math.min(200, Math.ceil(RUNS / 10)));

/** Room for FUZZ_RUNS in the thousands on a busy machine. */
const LONG = Math.max(300_000, RUNS * 40);

const SECRET = randomBytes(32).toString('hex');

describe.each(backends)('realtime fuzz ($name)', (backend) => {
  // With Redis, a run of its own: the shared Redis keys every record by app id.
  const redis = backend.name === 'postgres' ? process.env.REDIS_URL : undefined;
  const PUSHER = { id: `fuzz-${randomBytes(4).toString('hex')}`, key: 'fuzz-key', secret: SECRET };
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let members: Session[];
  let world: NameWorld;
  let check: OpenApiCheck;
  /** What the server logged as its own fault (the realtime server logs through app.log). */
  const faults: string[] = [];
  const http = new Tally();
  const frames = new Tally();
  const pusherJs = new Tally();
  let started = Date.now();

  beforeAll(async () => {
    started = Date.now();
    database = await backend.open();
    ({ app, close } = await testApp(database, {
      PUSHER_APP_ID: PUSHER.id,
      PUSHER_APP_KEY: PUSHER.key,
      PUSHER_APP_SECRET: PUSHER.secret,
      ...(redis ? { REDIS_URL: redis } : {}),
    }));
    // Logs are silent in tests; an error logged all the same is a fault a client caused.
    app.log.error = ((details: unknown, message?: string) => {
      faults.push(`${message ?? ''} ${JSON.stringify(details)}`.slice(0, 500));
    }) as typeof app.log.error;
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    members = [await signUp(app, 'ana@example.com'), await signUp(app, 'bruno@example.com')];
    const groups: number[] = [];
    for (const member of members) {
      const group = await app.inject({
        method: 'POST',
        url: '/api/group',
        headers: bearer(member),
        payload: { name: 'Pádel', description: 'Partidos entre semana', visibility: 'private' },
      });
      expect(group.statusCode, group.body).toBe(200);
      groups.push(group.json<{ id: number }>().id);
    }
    world = {
      members: members.map((member, index) => ({
        userId: member.user.id,
        wstoken: member.wstoken,
        groupId: groups[index]!,
      })),
    };
    check = openApiCheck((await app.inject('/api/docs/json')).json());
  });

  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.warn(
      [
        `realtime fuzz (${backend.name}${redis ? ' + Redis' : ''}): seed ${SEED} (FUZZ_SEED=${SEED} reruns it), ${RUNS} runs, ${seconds} s`,
        `HTTP: ${http.total} requests`,
        ...http.lines(),
        `socket: ${frames.total} steps`,
        ...frames.lines(),
        `pusher-js: ${pusherJs.total} subscriptions`,
        ...pusherJs.lines(),
      ].join('\n'),
    );
    await close?.();
    await database?.dispose();
  });

  const own = (caller: number) => ownChannels(world.members[caller]!);

  /** Checks one answer against the document and tallies it; a 5xx or off-schema answer throws. */
  function checked(
    label: string,
    path: string,
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
  ) {
    const verdict = check(
      'post',
      path,
      response.statusCode,
      response.headers['content-type'] as string | undefined,
      response.body,
    );
    const problem =
      response.statusCode >= 500 ? 'server-error' : verdict ? 'off-schema' : undefined;
    http.record(label, response.statusCode, problem);
    if (response.statusCode >= 500)
      throw new Error(`${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    if (verdict) throw new Error(`${label}: ${verdict}: ${response.body.slice(0, 300)}`);
  }

  it(
    "signs only the caller's own channels, in every body format, on the documented answers",
    async () => {
      const send = async (request: AuthRequest) => {
        const { payload, contentType } = encode(request);
        const caller = request.caller;
        const authorization =
          typeof caller === 'number'
            ? bearer(members[caller]!)
            : caller === 'garbage'
              ? { authorization: `Bearer 1|${'x'.repeat(40)}` }
              : {};
        return app.inject({
          method: 'POST',
          url: AUTH_ENDPOINTS[request.endpoint],
          headers: { 'content-type': contentType, ...authorization },
          payload,
        });
      };
      await fc.assert(
        fc.asyncProperty(authRequest(world), async (request) => {
          const path = AUTH_ENDPOINTS[request.endpoint];
          const response = await send(request);
          checked(path, path, response);
          const expected = expectedAnswer(request, own);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(expected.status);
          if (response.statusCode !== 200 || typeof request.caller !== 'number') return;
          const caller = world.members[request.caller]!;
          const socket = String((request.socket as { text: string }).text);
          const body = response.json<Record<string, unknown>>();
          if (request.endpoint === 'user') {
            const userData = body.user_data as string;
            expect(JSON.parse(userData)).toMatchObject({ id: String(caller.userId) });
            expect(body.auth).toBe(signinSignature(PUSHER, socket, userData));
            return;
          }
          const signed = (channel: string, data: { auth: string; channel_data?: string }) => {
            // A valid signature for exactly the socket and channel asked, and the caller as member.
            expect(data.auth).toBe(channelSignature(PUSHER, socket, channel, data.channel_data));
            if (channel.startsWith('presence-')) {
              expect(JSON.parse(data.channel_data!)).toEqual({ user_id: String(caller.userId) });
            } else expect(data.channel_data).toBeUndefined();
          };
          if (request.endpoint === 'single') {
            signed(String((request.channel as { text: string }).text), body as { auth: string });
            return;
          }
          const answered = body as Record<string, { status: number; data?: { auth: string } }>;
          expect(Object.keys(answered).sort()).toEqual([...expected.channels!.keys()].sort());
          for (const [channel, status] of expected.channels!) {
            expect(answered[channel]?.status, channel).toBe(status);
            if (status === 200) signed(channel, answered[channel]!.data!);
            else expect(answered[channel]?.data, channel).toBeUndefined();
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect(http.problems).toBe(0);
    },
    LONG,
  );

  it(
    'answers every generated frame as the protocol documents, never hanging or crashing',
    async () => {
      const authorize = async (socketId: string, channel: string) => {
        const response = await postForm(
          app,
          '/api/broadcasting/auth',
          { socket_id: socketId, channel_name: channel },
          members[0]!.token,
        );
        checked('/api/broadcasting/auth (for the socket)', '/api/broadcasting/auth', response);
        return { status: response.statusCode, body: response.json() as unknown };
      };
      const userAuth = async (socketId: string) => {
        const response = await postForm(
          app,
          '/api/broadcasting/user-auth',
          { socket_id: socketId },
          members[0]!.token,
        );
        checked(
          '/api/broadcasting/user-auth (for the socket)',
          '/api/broadcasting/user-auth',
          response,
        );
        return { status: response.statusCode, body: response.json() as unknown };
      };
      // The witness: a second connection on the first member's channel, for client events.
      const witnessChannel = `private-friendship.${members[0]!.wstoken}`;
      const { socket: witness, socketId: witnessId } = await RawSocket.connect(port, PUSHER.key, {
        answerPings: true,
      });
      const signedWitness = await authorize(witnessId, witnessChannel);
      witness.sendText(
        JSON.stringify({
          event: 'pusher:subscribe',
          data: { channel: witnessChannel, ...(signedWitness.body as object) },
        }),
      );
      expect(
        await witness.take((frame) => frame.event === 'pusher_internal:subscription_succeeded'),
      ).toBeDefined();
      const context: StepContext = {
        app: PUSHER,
        world,
        witness: witnessChannel,
        authorize,
        userAuth,
      };
      const onAuth = (channel: string, answer: { status: number }) => {
        // The API signs this connection's channel only when it is the first member's own.
        const wanted =
          channel.length > 300 || channel.includes('\u0000')
            ? 422
            : own(0).has(channel)
              ? 200
              : 403;
        expect(answer.status, channel).toBe(wanted);
      };

      try {
        await fc.assert(
          fc.asyncProperty(socketRun(world), async (steps) => {
            const owed: Delivery[] = await runConnection(steps, context, port, frames, onAuth);
            for (const delivery of owed) {
              const frame = await witness.take((candidate) => candidate.channel === witnessChannel);
              const wire = frame && (JSON.parse(frame.wire) as Record<string, unknown>);
              expect(
                wire,
                `the witness never got ${JSON.stringify(delivery).slice(0, 200)}`,
              ).toEqual(delivery);
            }
            expect(faults.splice(0), 'errors the server logged').toEqual([]);
            expect(await witness.roundTrip(), 'the witness answers').toBe(true);
            const extra = witness.drain();
            expect(
              extra.map((frame) => frame.wire.slice(0, 200)),
              'frames the witness was not owed',
            ).toEqual([]);
          }),
          { numRuns: SOCKET_RUNS, seed: SEED },
        );
      } finally {
        await witness.close();
      }
      expect(http.problems).toBe(0);
    },
    LONG,
  );

  it(
    'lets pusher-js settle every generated subscription: succeeded or refused, never pending',
    async () => {
      const names = [
        ...new Set(fc.sample(channelName(world), { numRuns: PUSHER_JS_NAMES * 2, seed: SEED })),
      ]
        // What pusher-js itself cannot carry: text its url-encoder throws on (lone surrogates),
        // names its channel table (a plain object) would take for its own properties, and the
        // empty name, whose answer it does not route (it tests `event.channel` for truth).
        .filter((name) => asSent(name) === name && !(name in {}) && name !== '')
        .slice(0, PUSHER_JS_NAMES);
      const client: PusherClient = pusherClient(port, PUSHER.key, members[0]!.token);
      try {
        await new Promise<void>((resolve, reject) => {
          client.connection.bind('connected', resolve);
          setTimeout(() => reject(new Error('pusher-js did not connect')), ANSWER_MS);
        });
        for (const name of names) {
          let channel;
          try {
            channel = client.subscribe(name);
          } catch (error) {
            // pusher-js refuses `#` names and `private-encrypted-` without nacl before sending.
            pusherJs.record('subscribe', 'refused by pusher-js');
            expect(
              name.startsWith('#') || name.startsWith('private-encrypted-'),
              String(error),
            ).toBe(true);
            continue;
          }
          const settled = await new Promise<string>((resolve) => {
            const timer = setTimeout(() => resolve('pending'), ANSWER_MS * 2);
            channel.bind('pusher:subscription_succeeded', () => {
              clearTimeout(timer);
              resolve('succeeded');
            });
            channel.bind('pusher:subscription_error', (error: { status?: number }) => {
              clearTimeout(timer);
              resolve(`error ${error.status ?? ''}`.trim());
            });
          });
          client.unsubscribe(name);
          pusherJs.record('subscribe', settled);
          expect(settled, `pusher-js on ${JSON.stringify(name).slice(0, 300)}`).not.toBe('pending');
          const kind = channelKind(name);
          const mine = own(0).has(name) || kind === 'public';
          expect(
            settled === 'succeeded',
            `pusher-js on ${JSON.stringify(name).slice(0, 300)}: ${settled}`,
          ).toBe(mine);
        }
      } finally {
        client.disconnect();
      }
    },
    LONG,
  );

  it('still connects and subscribes a fresh client after all that', async () => {
    const { socket, socketId } = await RawSocket.connect(port, PUSHER.key);
    try {
      const channel = `private-notification.${members[0]!.wstoken}`;
      const signed = await postForm(
        app,
        '/api/broadcasting/auth',
        { socket_id: socketId, channel_name: channel },
        members[0]!.token,
      );
      expect(signed.statusCode).toBe(200);
      socket.sendText(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...signed.json() } }),
      );
      const answer = await socket.take((frame) => frame.channel === channel);
      expect(answer?.event).toBe('pusher_internal:subscription_succeeded');
      expect(await socket.roundTrip()).toBe(true);
    } finally {
      await socket.close();
    }
  });
});
