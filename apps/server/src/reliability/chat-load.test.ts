import type { AddressInfo } from 'node:net';
import type { Message } from '@app/contract/activities';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { echoClient, within } from '../test/realtime-clients.js';
import { hostedActivity } from '../test/story.js';

const KEY = 'antojo-load-key';
const USERS = Number(process.env.CHAT_USERS ?? 8);
const MESSAGES_EACH = Number(process.env.CHAT_MESSAGES ?? 15);

/**
 * Many people chatting in one activity at once, on loopback and bounded: then sent =
 * acknowledged = stored = seen by every other participant, with no duplicates, and the
 * sequence numbers giving one order with no gaps.
 */
describe('many users chatting at once', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    database = await backends[backends.length - 1]!.open();
    ({ app, close } = await testApp(database, {
      PUSHER_APP_ID: 'antojo-load',
      PUSHER_APP_KEY: KEY,
      PUSHER_APP_SECRET: 'l'.repeat(64),
      ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  it('reconciles sent, acknowledged, stored and seen', async () => {
    const { host, activity, members } = await hostedActivity(app, USERS - 1, 'load');
    const people = [{ session: host, matchId: undefined as number | undefined }, ...members];
    const seen = new Map<number, Message[]>();
    const clients = people.map(({ session }) => {
      const client = echoClient(port, KEY, session.token);
      const inbox: Message[] = [];
      seen.set(session.user.id, inbox);
      const channel = client.echo.private(`activity-message-new.${session.wstoken}`);
      channel.listen('Message', (message: Message) => inbox.push(message));
      return { client, subscribed: new Promise((resolve) => channel.subscribed(resolve)) };
    });
    try {
      await within(
        Promise.all(clients.map((entry) => entry.subscribed)),
        10_000,
        'every subscription',
      );

      const sent = people.length * MESSAGES_EACH;
      const started = Date.now();
      const acknowledged = await Promise.all(
        people.flatMap(({ session, matchId }) =>
          Array.from({ length: MESSAGES_EACH }, async (_, n) => {
            const url = matchId
              ? `/api/match/${matchId}/message`
              : `/api/activity/${activity.id}/message`;
            const payload = {
              message: `${session.user.id}:${n}`,
              client_id: `u${session.user.id}-m${n}`,
            };
            const response = await app.inject({
              method: 'POST',
              url,
              payload,
              headers: { authorization: `Bearer ${session.token}` },
            });
            expect(response.statusCode).toBe(200);
            return response.json<Message>();
          }),
        ),
      );
      const elapsed = Date.now() - started;
      const stored = (
        await app.inject({
          url: `/api/activity/${activity.id}/message?pageSize=100&page=1`,
          headers: { authorization: `Bearer ${host.token}` },
        })
      ).json<{ total: number }>().total;

      // Live delivery: every other participant, each message exactly once, in sequence order.
      await within(
        (async () => {
          for (;;) {
            const complete = people.every(
              ({ session }) => seen.get(session.user.id)!.length >= sent - MESSAGES_EACH,
            );
            if (complete) return;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        })(),
        20_000,
        'every live delivery',
      );
      let delivered = 0;
      for (const { session } of people) {
        const inbox = seen.get(session.user.id)!;
        delivered += inbox.length;
        expect(new Set(inbox.map((message) => message.id)).size).toBe(inbox.length);
        expect(inbox.every((message) => message.userId !== session.user.id)).toBe(true);
        // Live delivery may interleave; the sequence numbers give each receiver the order.
        const expected = acknowledged
          .filter((message) => message.userId !== session.user.id)
          .map((message) => message.seq);
        expect(inbox.map((message) => message.seq).sort((a, b) => a - b)).toEqual(
          expected.sort((a, b) => a - b),
        );
      }
      const sequences = acknowledged.map((message) => message.seq).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: sent }, (_, i) => i + 1));
      expect(new Set(acknowledged.map((message) => message.id)).size).toBe(sent);
      expect(stored).toBe(sent);
      expect(delivered).toBe(sent * (people.length - 1));
      console.warn(
        `chat load: ${people.length} users, sent ${sent}, acknowledged ${acknowledged.length}, stored ${stored}, delivered ${delivered} of ${sent * (people.length - 1)} in ${elapsed} ms`,
      );
    } finally {
      clients.forEach(({ client }) => client.close());
    }
  }, 120_000);
});
