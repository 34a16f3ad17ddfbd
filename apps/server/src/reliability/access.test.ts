import type { Activity, Message, Petition } from '@app/contract/activities';
import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds, signUp, type Session, signInStaff } from '../test/accounts.js';
import { testApp } from '../test/app.js';
import { backends, type TestDatabase } from '../test/backends.js';
import { multipart } from '../test/multipart.js';

/**
 * Who may touch what, for every route that takes an id: each row is called as the owner, as
 * another user, as someone the owner blocked (decision 0022), as a guest and as staff, and
 * must answer as the table says. The blocked member answers as any other unless the row says
 * otherwise: where the owner's resource is read by id, it does not exist for them (404). Mass
 * assignment of roles, owners and counters is tried on the way.
 */
type Who = 'owner' | 'other' | 'blocked' | 'guest' | 'staff';
type Row = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: () => string;
  body?: () => Record<string, unknown>;
  file?: string;
  /** A batch answers 200 and each item on its own: the status of the row's item in it. */
  itemStatus?: (answer: unknown) => number;
  expect: Record<Exclude<Who, 'blocked'>, number> & { blocked?: number };
};

/** A browser's push subscription keys: a P-256 public point and a 16-byte secret. */
function pushKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe("access to other people's data", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const sessions = {} as Record<Exclude<Who, 'guest'>, Session> & {
    guest?: undefined;
    matched: Session;
    blocked: Session;
  };
  let activity: Activity;
  let petition: Petition;
  let message: Message;
  let photoId: number;
  let wstoken: string;
  let pushSubscriptionId: number;
  let wishId: number;
  let groupId: number;
  let conversationId: number;
  let theirMessageId: number;
  const tally = { attempts: 0, crossUserAllowed: 0 };

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, {
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'personal',
    }));
    const ref = await referenceIds(app);
    const option = (code: string, tag: string) =>
      ref.concepts.find((concept) => concept.code === code)!.options.find((o) => o.tag === tag)!.id;
    sessions.owner = await signUp(app, 'owner@example.com');
    sessions.other = await signUp(app, 'other@example.com');
    sessions.matched = await signUp(app, 'matched@example.com');
    sessions.blocked = await signUp(app, 'blocked@example.com');
    sessions.staff = await signInStaff(app, 'staff@antojo.test', 'personal');
    wstoken = sessions.owner.wstoken;
    const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });
    activity = (
      await app.inject({
        method: 'POST',
        url: '/api/activity',
        headers: as(sessions.owner),
        payload: {
          type: option('activity_types', 'activity_types-social'),
          city: ref.city('Madrid'),
          location: { lat: 40.4, lon: -3.7 },
          description: 'Ruta en bici por Madrid Río.',
          start_at: new Date(Date.now() + 86_400_000).toISOString(),
          duration: '02:00',
          participants: 5,
        },
      })
    ).json<Activity>();
    wishId = (
      await app.inject({
        method: 'POST',
        url: '/api/wish',
        headers: as(sessions.owner),
        payload: { text: 'Un café por el centro', window: 'today', lat: 40.41, lon: -3.7 },
      })
    ).json<{ id: number }>().id;
    petition = (
      await app.inject({
        method: 'POST',
        url: '/api/petition',
        headers: as(sessions.matched),
        payload: {
          petition_type_option_id: option('petitions_types', 'petitions_types-match'),
          to_user_id: sessions.owner.user.id,
          activity: activity.id,
        },
      })
    ).json<Petition>();
    await app.inject({
      method: 'POST',
      url: `/api/petition/${petition.id}`,
      headers: as(sessions.owner),
      payload: { acepted: 1 },
    });
    message = (
      await app.inject({
        method: 'POST',
        url: `/api/activity/${activity.id}/message`,
        headers: as(sessions.owner),
        payload: { message: 'Hola' },
      })
    ).json<Message>();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const body = multipart({}, [
      { field: 'photo', filename: 'a.png', type: 'image/png', content: png },
    ]);
    photoId = (
      await app.inject({
        method: 'POST',
        url: `/api/user/${sessions.owner.user.id}/photo`,
        payload: body.payload,
        headers: { ...body.headers, ...as(sessions.owner) },
      })
    ).json<{ id: number }>().id;
    pushSubscriptionId = (
      await app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: as(sessions.owner),
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/owner', keys: pushKeys() },
      })
    ).json<{ id: number }>().id;
    // The owner and the matched member are friends, so the owner has someone to invite.
    await app.inject({
      method: 'POST',
      url: `/api/user/${sessions.owner.user.id}/friend`,
      headers: as(sessions.matched),
    });
    await app.inject({
      method: 'POST',
      url: `/api/user/${sessions.matched.user.id}/friend`,
      headers: as(sessions.owner),
    });
    // A private group of the owner's, and a conversation with the friend (decision 0026).
    groupId = (
      await app.inject({
        method: 'POST',
        url: '/api/group',
        headers: as(sessions.owner),
        payload: { name: 'Grupo del dueño', visibility: 'private' },
      })
    ).json<{ id: number }>().id;
    conversationId = (
      await app.inject({
        method: 'POST',
        url: `/api/user/${sessions.matched.user.id}/conversation`,
        headers: as(sessions.owner),
      })
    ).json<{ id: number }>().id;
    theirMessageId = (
      await app.inject({
        method: 'POST',
        url: `/api/conversation/${conversationId}/message`,
        headers: as(sessions.matched),
        payload: { message: 'Hola' },
      })
    ).json<{ id: number }>().id;
    const avatar = multipart({}, [
      { field: 'avatar', filename: 'a.png', type: 'image/png', content: png },
    ]);
    await app.inject({
      method: 'POST',
      url: `/api/user/${sessions.owner.user.id}/avatar`,
      payload: avatar.payload,
      headers: { ...avatar.headers, ...as(sessions.owner) },
    });
  });

  beforeAll(async () => {
    // The owner blocks one member once everything is in place.
    const blocked = await app.inject({
      method: 'POST',
      url: `/api/user/${sessions.blocked.user.id}/block`,
      headers: { authorization: `Bearer ${sessions.owner.token}` },
    });
    expect(blocked.statusCode).toBe(200);
  });
  afterAll(async () => {
    console.warn(
      `access: ${tally.attempts} calls as another user, a guest or staff; ${tally.crossUserAllowed} allowed where the table forbids`,
    );
    await close();
    await database.dispose();
  });

  const uid = () => sessions.owner.user.id;
  const rows: Row[] = [
    {
      name: 'view a user (private fields checked below)',
      method: 'GET',
      url: () => `/api/user/${uid()}`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      name: 'update a profile',
      method: 'POST',
      url: () => `/api/user/${uid()}`,
      body: () => ({ firstname: 'Cambiado' }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'upload an avatar',
      method: 'POST',
      url: () => `/api/user/${uid()}/avatar`,
      file: 'avatar',
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'fetch an avatar (public for the website)',
      method: 'GET',
      url: () => `/api/user/${uid()}/avatar`,
      expect: { owner: 200, other: 200, guest: 200, staff: 200, blocked: 404 },
    },
    {
      name: 'add a photo',
      method: 'POST',
      url: () => `/api/user/${uid()}/photo`,
      file: 'photo',
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'replace a photo',
      method: 'POST',
      url: () => `/api/user/${uid()}/photo/${photoId}`,
      file: 'photo',
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'download a copy of my data',
      method: 'GET',
      url: () => `/api/user/${uid()}/export`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'list photos',
      method: 'GET',
      url: () => `/api/user/${uid()}/photo`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      name: 'fetch a photo',
      method: 'GET',
      url: () => `/api/photo/${photoId}`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      name: 'edit an activity',
      method: 'POST',
      url: () => `/api/activity/${activity.id}`,
      body: () => ({ description: 'Nueva ruta por el río.' }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'view an activity',
      method: 'GET',
      url: () => `/api/activity/${activity.id}`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      // Who is going: the plan's, for whoever may see the plan (its list filtered per caller).
      name: 'see who is going to an activity',
      method: 'GET',
      url: () => `/api/activity/${activity.id}/people`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      // Each caller learns only their own standing with it.
      name: 'ask where one stands with an activity',
      method: 'GET',
      url: () => `/api/activity/${activity.id}/membership`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      // Anyone but its host decides on an activity (a pass: nothing sent to anyone).
      name: 'swipe an activity',
      method: 'POST',
      url: () => `/api/activity/${activity.id}/swipe`,
      body: () => ({ decision: 'pass' }),
      expect: { owner: 422, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      // Each caller takes back only their own latest decision (the owner has none).
      name: 'undo my latest swipe',
      method: 'POST',
      url: () => '/api/activity/deck/undo',
      expect: { owner: 404, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      name: 'my swipe deck',
      method: 'GET',
      url: () => '/api/activity/deck?lat=40.4&lon=-3.7',
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      // "¡Me apunto!": anyone but the wisher (whose own answer is a 422).
      name: 'answer a wish',
      method: 'POST',
      url: () => `/api/wish/${wishId}/answer`,
      expect: { owner: 422, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      name: 'take an answer to a wish back',
      method: 'DELETE',
      url: () => `/api/wish/${wishId}/answer`,
      expect: { owner: 404, other: 200, guest: 401, staff: 200, blocked: 404 },
    },
    {
      name: 'turn a wish into an activity',
      method: 'POST',
      url: () => `/api/wish/${wishId}/activity`,
      body: () => ({ description: '' }),
      expect: { owner: 422, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'withdraw a wish',
      method: 'DELETE',
      url: () => `/api/wish/${wishId}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: "see an activity's attendance",
      method: 'GET',
      url: () => `/api/activity/${activity.id}/attendance`,
      expect: { owner: 200, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      // The owner is refused by the time (its attendance opens on the day), not the policy.
      name: "mark someone's attendance in another's activity",
      method: 'POST',
      url: () => `/api/activity/${activity.id}/attendance/${sessions.matched.user.id}`,
      body: () => ({ mark: 'present' }),
      expect: { owner: 409, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      name: 'confirm an activity one held no place in',
      method: 'POST',
      url: () => `/api/activity/${activity.id}/attendance`,
      body: () => ({ took_place: true }),
      expect: { owner: 403, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      name: "see someone's sports profile",
      method: 'GET',
      url: () => `/api/user/${uid()}/sports`,
      expect: { owner: 200, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: "estimate the calories of someone's activity",
      method: 'GET',
      url: () => `/api/activity/${activity.id}/calories`,
      expect: { owner: 200, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: "see an activity's result",
      method: 'GET',
      url: () => `/api/activity/${activity.id}/result`,
      expect: { owner: 200, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      // A social plan has no result: the owner passes the policy and meets the rule (422).
      name: 'report the result of an activity one is not in',
      method: 'POST',
      url: () => `/api/activity/${activity.id}/result`,
      body: () => ({
        team_a: [sessions.owner.user.id],
        team_b: [sessions.matched.user.id],
        winner: 'a',
      }),
      expect: { owner: 422, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      name: 'answer the result of an activity one is not in',
      method: 'POST',
      url: () => `/api/activity/${activity.id}/result/answer`,
      body: () => ({ confirm: true }),
      expect: { owner: 422, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      name: 'answer a petition',
      method: 'POST',
      url: () => `/api/petition/${petition.id}`,
      body: () => ({ acepted: 1 }),
      expect: { owner: 409, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'delete a petition',
      method: 'DELETE',
      url: () => `/api/petition/${petition.id}`,
      expect: { owner: 403, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'view a match',
      method: 'GET',
      url: () => `/api/match/${petition.id}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      // Each caller lists only the chats they are in (chats.test.ts checks what it holds).
      name: 'list my chats',
      method: 'GET',
      url: () => '/api/chat',
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      name: 'read the chat',
      method: 'GET',
      url: () => `/api/activity/${activity.id}/message`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'read the chat through the match',
      method: 'GET',
      url: () => `/api/match/${petition.id}/message`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'write as the host',
      method: 'POST',
      url: () => `/api/activity/${activity.id}/message`,
      body: () => ({ message: 'hola' }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'write as the matched user',
      method: 'POST',
      url: () => `/api/match/${petition.id}/message`,
      body: () => ({ message: 'hola' }),
      expect: { owner: 403, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'mark messages read',
      method: 'POST',
      url: () => `/api/activity/${activity.id}/message/readed`,
      body: () => ({ data: `[${message.id}]` }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: "delete someone's message",
      method: 'DELETE',
      url: () => `/api/activity/${activity.id}/message/${message.id}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: "authorise someone's channel",
      method: 'POST',
      url: () => '/api/broadcasting/auth',
      body: () => ({ socket_id: '1.2', channel_name: `private-activity-message-new.${wstoken}` }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "authorise someone's channel in a batch",
      method: 'POST',
      url: () => '/api/broadcasting/auth/batch',
      body: () => ({ socket_id: '1.2', channel_name: [`private-friendship.${wstoken}`] }),
      itemStatus: (answer) =>
        (answer as Record<string, { status: number }>)[`private-friendship.${wstoken}`]!.status,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'read the Web Push key',
      method: 'GET',
      url: () => '/api/push/key',
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      // Each caller saves it for their own session; the row carries no owner from the body.
      name: 'save a push subscription',
      method: 'POST',
      url: () => '/api/push/subscription',
      body: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/this-browser',
        keys: pushKeys(),
        userId: uid(),
      }),
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      name: "take back someone's push subscription",
      method: 'DELETE',
      url: () => `/api/push/subscription/${pushSubscriptionId}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'list deploys',
      method: 'GET',
      url: () => '/api/admin/deploy',
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      name: 'edit a text',
      method: 'POST',
      url: () => '/api/admin/text/action.back',
      body: () => ({ lan_es: 'Atrás' }),
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      name: 'publish feedback',
      method: 'POST',
      url: () => '/api/admin/marketing/1',
      body: () => ({ published: 1 }),
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      // Each caller writes as themselves; the body names no author.
      name: 'write to the team from Ayuda',
      method: 'POST',
      url: () => '/api/help',
      body: () => ({ topic: 'other', message: 'Una pregunta para el equipo.', userId: uid() }),
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      name: 'read the messages sent to Ayuda',
      method: 'GET',
      url: () => '/api/admin/help',
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      name: 'mark a message to Ayuda handled',
      method: 'POST',
      url: () => '/api/admin/help/1',
      body: () => ({ handled: 1 }),
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      name: "invite friends to someone's activity",
      method: 'POST',
      url: () => `/api/activity/${activity.id}/invite`,
      body: () => ({ user_ids: [sessions.matched.user.id] }),
      expect: { owner: 200, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      name: "see whom someone's activity invited",
      method: 'GET',
      url: () => `/api/activity/${activity.id}/invites`,
      expect: { owner: 200, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      // An invitation is its invitee's: nobody else has one to accept.
      name: "accept someone's invitation",
      method: 'POST',
      url: () => `/api/activity/${activity.id}/invitation`,
      expect: { owner: 404, other: 404, blocked: 404, guest: 401, staff: 404 },
    },
    {
      name: "decline someone's invitation",
      method: 'DELETE',
      url: () => `/api/activity/${activity.id}/invitation`,
      expect: { owner: 404, other: 404, blocked: 404, guest: 401, staff: 404 },
    },
    {
      name: 'delete a photo',
      method: 'DELETE',
      url: () => `/api/photo/${photoId}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    {
      name: 'delete an activity',
      method: 'DELETE',
      url: () => `/api/activity/${activity.id}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403, blocked: 404 },
    },
    // Last: blocking changes who sees whom. Whoever blocked the member is nobody to them.
    {
      name: 'block someone',
      method: 'POST',
      url: () => `/api/user/${uid()}/block`,
      expect: { owner: 422, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: 'unblock someone',
      method: 'DELETE',
      url: () => `/api/user/${uid()}/block`,
      expect: { owner: 404, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      // Everyone reports the owner but the member the owner blocked, for whom the owner does
      // not exist (a 404, as the profile is: no oracle); a blocker may still report (0024).
      // The owner cannot report themselves.
      name: 'report someone',
      method: 'POST',
      url: () => '/api/report',
      body: () => ({ subject_type: 'user', subject_id: uid(), reason: 'spam' }),
      expect: { owner: 422, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: 'read the moderation queue',
      method: 'GET',
      url: () => '/api/admin/reports',
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      name: 'dismiss a report',
      method: 'POST',
      url: () => '/api/admin/reports/999999/dismiss',
      body: () => ({ reason: 'Sin motivo' }),
      expect: { owner: 403, other: 403, guest: 401, staff: 404 },
    },
    {
      name: 'lift a suspension',
      method: 'POST',
      url: () => `/api/admin/users/${uid()}/unsuspend`,
      body: () => ({ reason: 'Revisado' }),
      expect: { owner: 403, other: 403, guest: 401, staff: 409 },
    },
    {
      name: 'read a member’s coins',
      method: 'GET',
      url: () => `/api/admin/users/${uid()}/coins`,
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      // Staff's own adjustments land (their key makes each once); nobody else's may.
      name: 'adjust a member’s coins',
      method: 'POST',
      url: () => `/api/admin/users/${uid()}/coins`,
      body: () => ({ amount: '5', note: 'Prueba de acceso', key: 'acceso-monedas-1' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'read one’s own coins',
      method: 'GET',
      url: () => '/api/coins',
      expect: { owner: 200, other: 200, blocked: 200, guest: 401, staff: 200 },
    },
    {
      name: 'read the whole store catalogue',
      method: 'GET',
      url: () => '/api/admin/store',
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'add a store item',
      method: 'POST',
      url: () => '/api/admin/store',
      body: () => ({ kind: 'boost', name: 'Impulso', description: 'Prueba de acceso', price: '5' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'change a store item',
      method: 'POST',
      url: () => '/api/admin/store/999999',
      body: () => ({ active: '0' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 404 },
    },
    {
      // Any member may buy; an item that does not exist is not found, whoever asks.
      name: 'buy in the store',
      method: 'POST',
      url: () => '/api/store/999999/buy',
      body: () => ({ key: 'acceso-compra-1' }),
      expect: { owner: 404, other: 404, blocked: 404, guest: 401, staff: 404 },
    },
    {
      name: 'read someone’s badges',
      method: 'GET',
      url: () => `/api/user/${uid()}/badges`,
      expect: { owner: 200, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      // Each member reads only their own plan; statistics are Move's (decision 0029).
      name: 'read one’s plan',
      method: 'GET',
      url: () => '/api/plan',
      expect: { owner: 200, other: 200, blocked: 200, guest: 401, staff: 200 },
    },
    {
      name: 'read one’s statistics without a plan',
      method: 'GET',
      url: () => '/api/stats',
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 403 },
    },
    {
      name: 'list the members with a plan',
      method: 'GET',
      url: () => '/api/admin/plans',
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'read the plan grants',
      method: 'GET',
      url: () => `/api/admin/plan-grants?user=${uid()}`,
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'grant a member a plan',
      method: 'POST',
      url: () => '/api/admin/plan-grants',
      body: () => ({ user_id: String(uid()), plan: 'move', days: '1', note: 'Prueba de acceso' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'revoke a plan grant',
      method: 'POST',
      url: () => '/api/admin/plan-grants/999999/revoke',
      body: () => ({ note: 'Prueba de acceso' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 404 },
    },
    {
      name: 'list the sponsor brands',
      method: 'GET',
      url: () => '/api/admin/sponsors',
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'add a sponsor brand',
      method: 'POST',
      url: () => '/api/admin/sponsors',
      body: () => ({ name: 'Marca de acceso' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'change a sponsor brand',
      method: 'POST',
      url: () => '/api/admin/sponsors/999999',
      body: () => ({ name: 'Otra marca' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 404 },
    },
    {
      // Staff pass the guard; the upload itself is missing (a JSON body is not multipart).
      name: 'upload a sponsor’s logo',
      method: 'POST',
      url: () => '/api/admin/sponsors/999999/logo',
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 404 },
    },
    {
      // A brand's logo is public, like the website: no logo yet is not found for anyone.
      name: 'read a sponsor’s logo',
      method: 'GET',
      url: () => '/api/sponsor/999999/logo',
      expect: { owner: 404, other: 404, blocked: 404, guest: 404, staff: 404 },
    },
    {
      name: 'list every challenge',
      method: 'GET',
      url: () => '/api/admin/challenges',
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      name: 'create a challenge',
      method: 'POST',
      url: () => '/api/admin/challenges',
      body: () => ({
        title: 'Reto de acceso',
        description: 'Prueba de acceso',
        metric: 'activities',
        goal: '1',
        starts_at: new Date(Date.now() - 3_600_000).toISOString(),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 200 },
    },
    {
      // Staff's form reaches the checks (no such brand: 422); nobody else's does.
      name: 'create an event',
      method: 'POST',
      url: () => '/api/admin/events',
      body: () => ({ sponsor: '999999' }),
      expect: { owner: 403, other: 403, blocked: 403, guest: 401, staff: 422 },
    },
    {
      name: 'list the challenges',
      method: 'GET',
      url: () => '/api/challenges',
      expect: { owner: 200, other: 200, blocked: 200, guest: 401, staff: 200 },
    },
    {
      name: 'join a challenge',
      method: 'POST',
      url: () => '/api/challenge/999999/join',
      expect: { owner: 404, other: 404, blocked: 404, guest: 401, staff: 404 },
    },
    {
      name: 'read a challenge’s leaderboard',
      method: 'GET',
      url: () => '/api/challenge/999999/board',
      expect: { owner: 404, other: 404, blocked: 404, guest: 401, staff: 404 },
    },
    {
      name: 'list the events',
      method: 'GET',
      url: () => '/api/events',
      expect: { owner: 200, other: 200, blocked: 200, guest: 401, staff: 200 },
    },
    {
      name: 'read the moderation log',
      method: 'GET',
      url: () => '/api/admin/moderation-log',
      expect: { owner: 403, other: 403, guest: 401, staff: 200 },
    },
    {
      name: "see one's friendship with someone",
      method: 'GET',
      url: () => `/api/user/${uid()}/friend`,
      expect: { owner: 422, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: 'ask someone to be friends',
      method: 'POST',
      url: () => `/api/user/${uid()}/friend`,
      expect: { owner: 422, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: 'end a friendship or its request',
      method: 'DELETE',
      url: () => `/api/user/${uid()}/friend`,
      expect: { owner: 422, other: 200, blocked: 404, guest: 401, staff: 200 },
    },
    {
      name: 'open a private conversation with someone',
      method: 'POST',
      url: () => `/api/user/${uid()}/conversation`,
      expect: { owner: 422, other: 403, blocked: 404, guest: 401, staff: 403 },
    },
    {
      name: "view someone's conversation",
      method: 'GET',
      url: () => `/api/conversation/${conversationId}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "read someone's conversation",
      method: 'GET',
      url: () => `/api/conversation/${conversationId}/message`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "write in someone's conversation",
      method: 'POST',
      url: () => `/api/conversation/${conversationId}/message`,
      body: () => ({ message: 'Hola' }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "mark someone's conversation read",
      method: 'POST',
      url: () => `/api/conversation/${conversationId}/read`,
      body: () => ({ message_id: theirMessageId }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      // The other member's message: only its author deletes it.
      name: "delete someone else's conversation message",
      method: 'DELETE',
      url: () => `/api/conversation/${conversationId}/message/${theirMessageId}`,
      expect: { owner: 403, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'view a group',
      method: 'GET',
      url: () => `/api/group/${groupId}`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      name: "list a private group's members",
      method: 'GET',
      url: () => `/api/group/${groupId}/members`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "list a private group's activities",
      method: 'GET',
      url: () => `/api/group/${groupId}/activities`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "see a group's requests to join",
      method: 'GET',
      url: () => `/api/group/${groupId}/requests`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: 'edit a group',
      method: 'POST',
      url: () => `/api/group/${groupId}`,
      body: () => ({ description: 'Cambiado' }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "change a group's picture",
      method: 'POST',
      url: () => `/api/group/${groupId}/picture`,
      file: 'picture',
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "see a group's picture",
      method: 'GET',
      url: () => `/api/group/${groupId}/picture`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      name: 'invite friends to a private group',
      method: 'POST',
      url: () => `/api/group/${groupId}/invite`,
      body: () => ({ user_ids: [sessions.matched.user.id] }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      // Asking to join a private group is anyone's; the owner is already in it.
      name: 'ask to join a private group',
      method: 'POST',
      url: () => `/api/group/${groupId}/join`,
      expect: { owner: 200, other: 200, guest: 401, staff: 200 },
    },
    {
      name: "answer a request to join someone's group",
      method: 'POST',
      url: () => `/api/group/${groupId}/request/${sessions.other.user.id}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "name an admin in someone's group",
      method: 'POST',
      url: () => `/api/group/${groupId}/member/${sessions.other.user.id}/role`,
      body: () => ({ role: 'admin' }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "remove the owner of someone's group",
      method: 'DELETE',
      url: () => `/api/group/${groupId}/member/${uid()}`,
      expect: { owner: 403, other: 403, guest: 401, staff: 403 },
    },
    {
      name: "take someone's group over",
      method: 'POST',
      url: () => `/api/group/${groupId}/owner`,
      body: () => ({ user_id: uid() }),
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
    {
      // The other member was let in above; the blocked one is not in it.
      name: 'leave a group one owns (or is not in)',
      method: 'POST',
      url: () => `/api/group/${groupId}/leave`,
      expect: { owner: 422, other: 200, blocked: 403, guest: 401, staff: 403 },
    },
    {
      name: "delete someone's group",
      method: 'DELETE',
      url: () => `/api/group/${groupId}`,
      expect: { owner: 200, other: 403, guest: 401, staff: 403 },
    },
  ];

  // The owner goes last in each row, so a row's deletion does not hide the others' answers.
  const order: Who[] = ['other', 'blocked', 'guest', 'staff', 'owner'];
  it.each(rows)('$name', async (row) => {
    for (const who of order) {
      const session = who === 'guest' ? undefined : sessions[who];
      let payload: string | Buffer | undefined;
      const headers: Record<string, string> = session
        ? { authorization: `Bearer ${session.token}` }
        : {};
      if (row.file) {
        const image = await sharp({
          create: { width: 8, height: 8, channels: 3, background: '#123' },
        })
          .png()
          .toBuffer();
        const body = multipart({}, [
          { field: row.file, filename: 'x.png', type: 'image/png', content: image },
        ]);
        payload = body.payload;
        Object.assign(headers, body.headers);
      } else if (row.body) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(row.body());
      }
      const response = await app.inject({ method: row.method, url: row.url(), headers, payload });
      const status =
        row.itemStatus && response.statusCode === 200
          ? row.itemStatus(response.json())
          : response.statusCode;
      if (who !== 'owner') {
        tally.attempts += 1;
        const forbidden =
          (who === 'blocked' ? (row.expect.blocked ?? row.expect.other) : row.expect[who]) >= 400;
        if (status < 300 && forbidden) tally.crossUserAllowed += 1;
      }
      const expected =
        who === 'blocked' ? (row.expect.blocked ?? row.expect.other) : row.expect[who];
      expect({ who, status }).toEqual({ who, status: expected });
    }
  });

  it('shows contact data, roles and counters to the owner and staff only', async () => {
    const seen = async (session: Session) =>
      (
        await app.inject({
          url: `/api/user/${uid()}`,
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json<Record<string, unknown>>();
    expect(await seen(sessions.owner)).toHaveProperty('email', 'owner@example.com');
    expect(await seen(sessions.staff)).toHaveProperty('email', 'owner@example.com');
    const other = await seen(sessions.other);
    for (const field of [
      'email',
      'phone',
      'roles',
      'configurations',
      'matchesCount',
      'messagesCount',
    ]) {
      expect(other).not.toHaveProperty(field);
    }
  });

  it('ignores roles, owners and counters sent by a client', async () => {
    const as = { authorization: `Bearer ${sessions.other.token}` };
    const profile = await app.inject({
      method: 'POST',
      url: `/api/user/${sessions.other.user.id}`,
      headers: as,
      payload: {
        roles: ['admin:general'],
        matchesCount: 50,
        messagesCount: 9,
        id: 1,
        email: 'x@x.es',
        wstoken: wstoken,
      },
    });
    expect(profile.json()).toMatchObject({
      roles: [],
      matchesCount: 0,
      messagesCount: 0,
      id: sessions.other.user.id,
      email: 'other@example.com',
    });
    const list = await app.inject({ url: '/api/admin/deploy', headers: as });
    expect(list.statusCode).toBe(403);
  });
});
