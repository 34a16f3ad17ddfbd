import type { Activity, Petition } from '@app/contract/activities';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  befriend,
  bearer,
  referenceIds,
  signInStaff,
  signUp,
  type Session,
} from '../../test/accounts.js';
import { multipart } from '../../test/multipart.js';
import { CONCEPT_KINDS, IdPool } from './id-pool.js';

/** The staff account of the fuzz's app (testApp's ADMIN_EMAIL and ADMIN_PASSWORD). */
export const STAFF = { ADMIN_EMAIL: 'staff@antojo.test', ADMIN_PASSWORD: 'personal-fuzz' };

export type World = {
  pool: IdPool;
  /** The member whose resources the fuzz names, another member, a friend of theirs, staff. */
  sessions: { member: Session; other: Session; friend: Session; staff: Session };
  png: Buffer;
  /** Makes the members' part of the world again: the run deletes what it names. */
  restock(): Promise<void>;
};

type Reference = Awaited<ReturnType<typeof referenceIds>>;

/**
 * A small city's worth of data, made through the API as people make it: the fuzzing member
 * hosts a plan and a group, has a friend who joined it and chats there, a private
 * conversation, a wish, a photo and a report; another member hosts a plan of their own the
 * member joined, a private group and a wish; staff run a store item, a sponsor and a
 * challenge. Every id goes into the pool the fuzz draws from, with who owns it.
 */
export async function seedWorld(app: FastifyInstance): Promise<World> {
  const pool = new IdPool();
  const ref = await referenceIds(app);
  const member = await signUp(app, 'fuzz-member@example.com', { firstname: 'Marta' });
  const other = await signUp(app, 'fuzz-other@example.com', { firstname: 'Óscar' });
  const friend = await signUp(app, 'fuzz-friend@example.com', { firstname: 'Fátima' });
  const staff = await signInStaff(app, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);
  for (const session of [member, other, friend, staff])
    pool.add('user', session.user.id, session.user.id);
  pool.add('city', ref.city('Madrid'));
  pool.add('city', ref.city('Barcelona'));
  for (const concept of ref.concepts)
    for (const option of concept.options.slice(0, 4))
      pool.add(CONCEPT_KINDS[concept.code] ?? 'option', option.id);
  await befriend(app, member, friend);
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const world: World = {
    pool,
    sessions: { member, other, friend, staff },
    png,
    restock: () => stock(app, world, ref, false),
  };
  await stock(app, world, ref, true);
  await staffStock(app, world);
  return world;
}

/**
 * The members' part of the world: plans joined and chatted in, groups, a conversation,
 * wishes, a photo, a report. Made again every so often during a run (`restock`), since the
 * run deletes what it names; then a refusal (a limit reached) is no failure.
 */
async function stock(app: FastifyInstance, world: World, ref: Reference, strict: boolean) {
  const { pool } = world;
  const { member, other, friend } = world.sessions;
  const call = async <T extends { id: number }>(
    session: Session,
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<T | undefined> => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(session), payload });
    if (response.statusCode === 200) return response.json<T>();
    if (strict) throw new Error(`POST ${url}: ${response.body}`);
    return undefined;
  };
  const plan = (session: Session, description: string) =>
    call<Activity>(session, '/api/activity', {
      type: ref.optionTagged('activity_types', 'activity_types-social'),
      city: ref.city('Madrid'),
      location: { lat: 40.42, lon: -3.7, address: 'Plaza Mayor, 1' },
      description,
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration: '02:00',
      participants: 6,
    });
  const join = async (guest: Session, host: Session, activity: Activity) => {
    const petition = await call<Petition>(guest, '/api/petition', {
      petition_type_option_id: ref.optionTagged('petitions_types', 'petitions_types-match'),
      to_user_id: host.user.id,
      activity: activity.id,
    });
    if (!petition) return undefined;
    await call(host, `/api/petition/${petition.id}`, { acepted: 1 });
    pool.add('petition', petition.id, guest.user.id);
    pool.add('petition', petition.id, host.user.id);
    return petition.id;
  };

  const own = await plan(member, 'Ruta en bici por Madrid Río');
  const theirs = await plan(other, 'Pádel en el Retiro');
  const chats: Array<[Session, string]> = [];
  if (own) {
    pool.add('activity', own.id, member.user.id);
    pool.add('activity', own.id, friend.user.id);
    chats.push([member, `/api/activity/${own.id}/message`]);
    const joined = await join(friend, member, own);
    // Guests write through their place in the plan (their match), hosts in its chat.
    if (joined) chats.push([friend, `/api/match/${joined}/message`]);
  }
  if (theirs) {
    pool.add('activity', theirs.id, other.user.id);
    pool.add('activity', theirs.id, member.user.id);
    chats.push([other, `/api/activity/${theirs.id}/message`]);
    const joined = await join(member, other, theirs);
    if (joined) chats.push([member, `/api/match/${joined}/message`]);
  }
  for (const [session, url] of chats) {
    const message = await call(session, url, { message: '¿Quedamos en la puerta?' });
    pool.add('message', message?.id, session.user.id);
  }

  const group = await call(member, '/api/group', {
    name: 'Ciclistas de Madrid',
    visibility: 'public',
  });
  const privateGroup = await call(other, '/api/group', {
    name: 'Pádel privado',
    visibility: 'private',
  });
  pool.add('group', group?.id, member.user.id);
  pool.add('group', privateGroup?.id, other.user.id);

  const conversation = await call(member, `/api/user/${friend.user.id}/conversation`);
  if (conversation) {
    pool.add('conversation', conversation.id, member.user.id);
    pool.add('conversation', conversation.id, friend.user.id);
    const said = await call(friend, `/api/conversation/${conversation.id}/message`, {
      message: 'Hola, ¿vas mañana?',
    });
    pool.add('conversationMessage', said?.id, friend.user.id);
  }

  for (const [session, text] of [
    [member, 'Un café por el centro'],
    [other, 'Partido de pádel esta tarde'],
  ] as const) {
    const wish = await call(session, '/api/wish', { text, window: 'today', lat: 40.41, lon: -3.7 });
    pool.add('wish', wish?.id, session.user.id);
  }

  const upload = multipart({}, [
    { field: 'photo', filename: 'a.png', type: 'image/png', content: world.png },
  ]);
  const photo = await app.inject({
    method: 'POST',
    url: `/api/user/${member.user.id}/photo`,
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(member) },
  });
  if (photo.statusCode === 200) pool.add('photo', photo.json<{ id: number }>().id, member.user.id);
  else if (strict) throw new Error(`photo: ${photo.body}`);

  if (theirs) {
    const report = await call(member, '/api/report', {
      subject_type: 'activity',
      subject_id: theirs.id,
      reason: 'spam',
    });
    pool.add('report', report?.id, world.sessions.staff.user.id);
  }
}

/** Staff's part: a store item, a sponsor and its challenge. */
async function staffStock(app: FastifyInstance, world: World) {
  const { pool } = world;
  const staff = world.sessions.staff;
  const call = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(staff), payload });
    if (response.statusCode !== 200) throw new Error(`POST ${url}: ${response.body}`);
    return response.json<{ id: number }>().id;
  };
  const item = await call('/api/admin/store', {
    kind: 'badge',
    name: 'Insignia de ruta',
    description: 'Para quien sale en bici.',
    price: 5,
    badge: '🚲',
    active: true,
  });
  pool.add('storeItem', item, staff.user.id);
  const sponsor = await call('/api/admin/sponsors', { name: 'Bicis Sol' });
  pool.add('sponsor', sponsor, staff.user.id);
  const challenge = await call('/api/admin/challenges', {
    title: 'Diez planes en noviembre',
    description: 'Apúntate a diez planes este mes.',
    metric: 'activities',
    goal: 10,
    starts_at: new Date(Date.now() - 86_400_000).toISOString(),
    ends_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    sponsor,
  });
  pool.add('challenge', challenge, staff.user.id);
}
