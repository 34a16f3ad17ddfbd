import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Activity, Petition } from '@app/contract/activities';
import type { PushPayload } from '@app/contract/push-payload';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, signInStaff, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import {
  startPushService,
  type LocalPushService,
  type TestSubscription,
} from '../../test/push-service.js';
import { echoClient, within } from '../../test/realtime-clients.js';
import { pushSubscriptions } from './push.schema.js';

const PUSHER = { id: 'antojo-test', key: 'antojo-test-key', secret: 'p'.repeat(64) };

/** Polls until `read` gives what `accept` wants, or fails naming `what`. */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Web Push end to end: members subscribe through the API with the server's VAPID key at a
 * local push service (web-push-testing, which checks the VAPID signature and decrypts what it
 * gets, as the browser would), then the real flow — ask to join, answer, chat — must deliver
 * the three kinds of push, in Spanish, with the page to open.
 */
describe('Web Push through the real API flow', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let service: LocalPushService;
  let host: Session;
  let asker: Session;
  let third: Session;
  let fourth: Session;
  let activity: Activity;
  const subscribed = new Map<number, TestSubscription & { id: number }>();

  const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const pushesTo = async (session: Session) =>
    (await service.messages(subscribed.get(session.user.id)!)).map(
      (text) => JSON.parse(text) as PushPayload,
    );
  const waitForPushes = (session: Session, count: number, what: string) =>
    eventually(
      () => pushesTo(session),
      (pushes) => pushes.length >= count,
      what,
    );

  async function subscribe(session: Session) {
    const key = await app.inject({ url: '/api/push/key', headers: as(session) });
    expect(key.statusCode).toBe(200);
    const subscription = await service.subscribe(key.json<{ publicKey: string }>().publicKey);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: as(session),
      payload: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    subscribed.set(session.user.id, { ...subscription, id: saved.json<{ id: number }>().id });
  }

  async function ask(session: Session): Promise<Petition> {
    const ref = await referenceIds(app);
    const petitionType = ref.concepts
      .find((concept) => concept.code === 'petitions_types')!
      .options.find((option) => option.tag === 'petitions_types-match')!.id;
    const response = await app.inject({
      method: 'POST',
      url: '/api/petition',
      headers: as(session),
      payload: {
        petition_type_option_id: petitionType,
        to_user_id: host.user.id,
        activity: activity.id,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Petition>();
  }

  const answer = (petition: Petition, accept: boolean) =>
    app.inject({
      method: 'POST',
      url: `/api/petition/${petition.id}`,
      headers: as(host),
      payload: { readed: 1, acepted: accept ? 1 : 0 },
    });

  /** The petition that made each member a participant: they write through their match. */
  const joinedBy = new Map<number, number>();
  const write = (session: Session, text: string) =>
    app.inject({
      method: 'POST',
      url:
        session === host
          ? `/api/activity/${activity.id}/message`
          : `/api/match/${joinedBy.get(session.user.id)}/message`,
      headers: as(session),
      payload: { message: text },
    });

  beforeAll(async () => {
    service = await startPushService();
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, {
      PUSHER_APP_ID: PUSHER.id,
      PUSHER_APP_KEY: PUSHER.key,
      PUSHER_APP_SECRET: PUSHER.secret,
      // Quick retries, so that a failing push service is retried and given up on in seconds.
      DELIVERY_RETRY_DELAY_SECONDS: '1',
      DELIVERY_RETRY_LIMIT: '1',
      DELIVERY_POLL_SECONDS: '0.5',
      ADMIN_EMAIL: 'avisos@antojo.test',
      ADMIN_PASSWORD: 'personal',
    }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    host = await signUp(app, 'anfitriona@example.com', { firstname: 'Ana' });
    asker = await signUp(app, 'bruno@example.com', { firstname: 'Bruno' });
    third = await signUp(app, 'carla@example.com', { firstname: 'Carla' });
    fourth = await signUp(app, 'dani@example.com', { firstname: 'Dani' });
    const ref = await referenceIds(app);
    const social = ref.concepts
      .find((concept) => concept.code === 'activity_types')!
      .options.find((option) => option.tag === 'activity_types-social')!.id;
    activity = (
      await app.inject({
        method: 'POST',
        url: '/api/activity',
        headers: as(host),
        payload: {
          type: social,
          city: ref.city('Madrid'),
          location: { lat: 40.4153, lon: -3.6845 },
          description: 'Ruta en bici por Madrid Río y merienda después',
          start_at: new Date(Date.now() + 86_400_000).toISOString(),
          duration: '02:00',
          participants: 5,
        },
      })
    ).json<Activity>();
    for (const session of [host, asker, third, fourth]) await subscribe(session);
  });

  afterAll(async () => {
    await close?.();
    await database?.dispose();
    await service?.close();
  });

  it('tells the host of a new request, then the asker of the answer', async () => {
    const petition = await ask(asker);
    const [request] = await waitForPushes(host, 1, 'the request push');
    expect(request).toEqual({
      kind: 'petition',
      title: 'Nueva solicitud',
      body: 'Bruno quiere unirse a «Ruta en bici por Madrid Río y merienda después».',
      url: `/web/app/a/${activity.id}`,
      tag: `petition-${petition.id}`,
    });

    expect((await answer(petition, true)).statusCode).toBe(200);
    joinedBy.set(asker.user.id, petition.id);
    const [accepted] = await waitForPushes(asker, 1, 'the answer push');
    expect(accepted).toEqual({
      kind: 'answer',
      title: '¡Solicitud aceptada!',
      body: 'Ya estás dentro de «Ruta en bici por Madrid Río y merienda después». Saluda en el chat del plan.',
      url: `/web/app/a/${activity.id}`,
      tag: `answer-${petition.id}`,
    });
  });

  it('tells the asker of a refusal too', async () => {
    const before = (await pushesTo(third)).length;
    const petition = await ask(third);
    await waitForPushes(host, 2, 'the second request push');
    expect((await answer(petition, false)).statusCode).toBe(200);
    const pushes = await waitForPushes(third, before + 1, 'the refusal push');
    expect(pushes.at(-1)).toEqual({
      kind: 'answer',
      title: 'Solicitud no aceptada',
      body: 'Esta vez no ha podido ser en «Ruta en bici por Madrid Río y merienda después». Hay más planes en Descubrir.',
      url: `/web/app/a/${activity.id}`,
      tag: `answer-${petition.id}`,
    });
  });

  it('tells the others in the chat of a message, never its author nor someone outside', async () => {
    const joining = await ask(fourth);
    expect((await answer(joining, true)).statusCode).toBe(200);
    joinedBy.set(fourth.user.id, joining.id);
    await waitForPushes(fourth, 1, "Dani's answer push");
    const hostBefore = (await pushesTo(host)).length;
    const askerBefore = (await pushesTo(asker)).length;
    const outsiderBefore = (await pushesTo(third)).length;
    expect(
      (await write(asker, 'Hola a todos, ¿quedamos en la entrada del parque?')).statusCode,
    ).toBe(200);
    const [message] = (await waitForPushes(host, hostBefore + 1, 'the message push')).slice(-1);
    expect(message).toEqual({
      kind: 'message',
      title: 'Ruta en bici por Madrid Río y merienda después',
      body: 'Bruno: Hola a todos, ¿quedamos en la entrada del parque?',
      url: `/web/app/chats/${activity.id}`,
      tag: `chat-${activity.id}`,
    });
    const [toDani] = (await waitForPushes(fourth, 2, 'the message push to Dani')).slice(-1);
    expect(toDani).toEqual(message);
    expect(await pushesTo(asker)).toHaveLength(askerBefore);
    expect(await pushesTo(third)).toHaveLength(outsiderBefore);
  });

  it('pushes no line of someone a member blocked, though they share the plan', async () => {
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/user/${asker.user.id}/block`,
      headers: { authorization: `Bearer ${fourth.token}` },
    });
    expect(blocked.statusCode).toBe(200);
    const hostBefore = (await pushesTo(host)).length;
    const daniBefore = (await pushesTo(fourth)).length;
    expect((await write(asker, 'Llevo agua para todos')).statusCode).toBe(200);
    await waitForPushes(host, hostBefore + 1, 'the message push to the host');
    // One delivery sends to every recipient at once: Dani's would have come with the host's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pushesTo(fourth)).toHaveLength(daniBefore);
    // As it was, for the tests after this one.
    await app.inject({
      method: 'DELETE',
      url: `/api/user/${asker.user.id}/block`,
      headers: { authorization: `Bearer ${fourth.token}` },
    });
  });

  it('tells of a friend request and a new friendship, each to the one concerned', async () => {
    const thirdBefore = (await pushesTo(third)).length;
    const asked = await app.inject({
      method: 'POST',
      url: `/api/user/${third.user.id}/friend`,
      headers: { authorization: `Bearer ${fourth.token}` },
    });
    expect(asked.statusCode).toBe(200);
    const [request] = (await waitForPushes(third, thirdBefore + 1, 'the request push')).slice(-1);
    expect(request).toEqual({
      kind: 'friend',
      title: 'Solicitud de amistad',
      body: `${fourth.user.firstname} te ha enviado una solicitud de amistad.`,
      url: `/web/app/u/${fourth.user.id}`,
      tag: `friend-${fourth.user.id}`,
    });
    const fourthBefore = (await pushesTo(fourth)).length;
    await app.inject({
      method: 'POST',
      url: `/api/user/${fourth.user.id}/friend`,
      headers: { authorization: `Bearer ${third.token}` },
    });
    const [friends] = (await waitForPushes(fourth, fourthBefore + 1, 'the friendship push')).slice(
      -1,
    );
    expect(friends?.body).toBe(`${third.user.firstname} ha aceptado tu solicitud de amistad.`);
  });

  it('pushes nothing to a member whose app is connected live: realtime carried it', async () => {
    const { echo, close: disconnect } = echoClient(port, PUSHER.key, host.token);
    try {
      const channel = echo.private(`activity-message-new.${host.wstoken}`);
      await within(new Promise((resolve) => channel.subscribed(resolve)), 5000, 'the subscription');
      const live = new Promise((resolve) => channel.listen('Message', resolve));
      const hostBefore = (await pushesTo(host)).length;
      const awayBefore = (await pushesTo(fourth)).length;
      // Bruno writes while Ana's app is connected and Dani's is not.
      expect((await write(asker, '¡Genial, allí estaré a las seis!')).statusCode).toBe(200);
      expect(await within(live, 5000, 'the live message')).toMatchObject({
        message: '¡Genial, allí estaré a las seis!',
      });
      // Both recipients are decided in one go: once Dani's push is there, Ana's would be too.
      const toAway = await waitForPushes(fourth, awayBefore + 1, 'the push to the member away');
      expect(toAway.at(-1)).toMatchObject({ body: 'Bruno: ¡Genial, allí estaré a las seis!' });
      expect(await pushesTo(host)).toHaveLength(hostBefore);
    } finally {
      disconnect();
    }
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const gone = subscribed.get(asker.user.id)!;
    await service.expire(gone);
    expect((await write(host, '¿Alguien trae agua?')).statusCode).toBe(200);
    await eventually(
      () =>
        database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, gone.endpoint)),
      (rows) => rows.length === 0,
      'the expired subscription deleted',
    );
  });

  it('never makes the API call wait for a slow push service', async () => {
    // A "push service" that takes the request and never answers.
    const held: IncomingMessage[] = [];
    const hanging: Server = createServer((request) => held.push(request));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const saved = await app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: as(fourth),
        payload: {
          endpoint: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/push/1`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      });
      expect(saved.statusCode).toBe(200);
      const started = performance.now();
      const sent = await write(host, 'Salimos puntuales.');
      const took = performance.now() - started;
      expect(sent.statusCode).toBe(200);
      // The push is under way while the call has already answered.
      await eventually(
        async () => held.length,
        (count) => count > 0,
        'the push request',
      );
      expect(took).toBeLessThan(2000);
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });

  it('retries a push its service cannot take now, and records one that never goes through', async () => {
    // A push service that is busy (503) the first time, then takes the push (201).
    let calls = 0;
    const flaky: Server = createServer((request, response) => {
      request.resume();
      calls += 1;
      response.writeHead(calls === 1 ? 503 : 201).end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const saved = await app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: as(fourth),
        payload: {
          endpoint: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/push/2`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      });
      expect(saved.statusCode).toBe(200);
      expect((await write(host, 'Nos vemos en la entrada.')).statusCode).toBe(200);
      await eventually(
        async () => calls,
        (count) => count === 2,
        'the push retried after the 503',
      );
      // The service of the previous test is gone for good: its push, tried twice, is listed.
      const staff = await signInStaff(app, 'avisos@antojo.test', 'personal');
      await eventually(
        async () =>
          (
            await app.inject({
              url: '/api/admin/deliveries/failed',
              headers: { authorization: `Bearer ${staff.token}` },
            })
          ).json<{ data: Array<{ channel: string; to: string; attempts: number }> }>().data,
        (rows) => rows.some((row) => row.channel === 'push' && row.attempts === 2),
        'the failed push listed for staff',
      );
      expect(calls).toBe(2);
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('forgets the subscriptions of a session that signs out', async () => {
    expect(
      (
        await database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, host.user.id))
      ).length,
    ).toBe(1);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(host) });
    expect(logout.statusCode).toBe(200);
    expect(
      await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, host.user.id)),
    ).toEqual([]);
  });
});
