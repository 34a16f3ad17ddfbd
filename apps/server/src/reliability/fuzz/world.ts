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
};

/**
 * A small city's worth of data, made through the API as people make it: the fuzzing member
 * hosts a plan and a group, has a friend who joined it and chats there, a private
 * conversation, a wish, a photo and a report; another member hosts a plan of their own the
 * member joined, a private group and a wish; staff run a store item, a sponsor and a
 * challenge. Every id goes into the pool the fuzz draws from.
 */
export async function seedWorld(app: FastifyInstance): Promise<World> {
  const pool = new IdPool();
  const ref = await referenceIds(app);
  const member = await signUp(app, 'fuzz-member@example.com', { firstname: 'Marta' });
  const other = await signUp(app, 'fuzz-other@example.com', { firstname: 'Óscar' });
  const friend = await signUp(app, 'fuzz-friend@example.com', { firstname: 'Fátima' });
  const staff = await signInStaff(app, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);
  for (const session of [member, other, friend, staff]) pool.add('user', session.user.id);
  pool.add('city', ref.city('Madrid'));
  pool.add('city', ref.city('Barcelona'));
  for (const concept of ref.concepts)
    for (const option of concept.options.slice(0, 4))
      pool.add(CONCEPT_KINDS[concept.code] ?? 'option', option.id);

  const call = async <T>(
    session: Session,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<T> => {
    const response = await app.inject({ method, url, headers: bearer(session), payload });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json<T>();
  };
  const plan = (session: Session, description: string) =>
    call<Activity>(session, 'POST', '/api/activity', {
      type: ref.optionTagged('activity_types', 'activity_types-social'),
      city: ref.city('Madrid'),
      location: { lat: 40.42, lon: -3.7, address: 'Plaza Mayor, 1' },
      description,
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration: '02:00',
      participants: 6,
    });
  const join = async (guest: Session, activity: Activity) => {
    const petition = await call<Petition>(guest, 'POST', '/api/petition', {
      petition_type_option_id: ref.optionTagged('petitions_types', 'petitions_types-match'),
      to_user_id: activity.user.id,
      activity: activity.id,
    });
    await call(
      activity.user.id === member.user.id ? member : other,
      'POST',
      `/api/petition/${petition.id}`,
      {
        acepted: 1,
      },
    );
    pool.add('petition', petition.id);
    return petition.id;
  };

  await befriend(app, member, friend);
  const own = await plan(member, 'Ruta en bici por Madrid Río');
  const theirs = await plan(other, 'Pádel en el Retiro');
  pool.add('activity', own.id);
  pool.add('activity', theirs.id);
  const friendJoined = await join(friend, own);
  const memberJoined = await join(member, theirs);
  // Hosts write in their plan's chat, guests through their place in it (their match).
  for (const [session, url] of [
    [member, `/api/activity/${own.id}/message`],
    [friend, `/api/match/${friendJoined}/message`],
    [other, `/api/activity/${theirs.id}/message`],
    [member, `/api/match/${memberJoined}/message`],
  ] as const) {
    const message = await call<{ id: number }>(session, 'POST', url, {
      message: '¿Quedamos en la puerta?',
    });
    pool.add('message', message.id);
  }

  const group = await call<{ id: number }>(member, 'POST', '/api/group', {
    name: 'Ciclistas de Madrid',
    visibility: 'public',
  });
  const privateGroup = await call<{ id: number }>(other, 'POST', '/api/group', {
    name: 'Pádel privado',
    visibility: 'private',
  });
  pool.add('group', group.id);
  pool.add('group', privateGroup.id);

  const conversation = await call<{ id: number }>(
    member,
    'POST',
    `/api/user/${friend.user.id}/conversation`,
  );
  pool.add('conversation', conversation.id);
  const said = await call<{ id: number }>(
    friend,
    'POST',
    `/api/conversation/${conversation.id}/message`,
    {
      message: 'Hola, ¿vas mañana?',
    },
  );
  pool.add('conversationMessage', said.id);

  for (const [session, text] of [
    [member, 'Un café por el centro'],
    [other, 'Partido de pádel esta tarde'],
  ] as const) {
    const wish = await call<{ id: number }>(session, 'POST', '/api/wish', {
      text,
      window: 'today',
      lat: 40.41,
      lon: -3.7,
    });
    pool.add('wish', wish.id);
  }

  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const upload = multipart({}, [
    { field: 'photo', filename: 'a.png', type: 'image/png', content: png },
  ]);
  const photo = await app.inject({
    method: 'POST',
    url: `/api/user/${member.user.id}/photo`,
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(member) },
  });
  pool.add('photo', photo.json<{ id: number }>().id);

  const report = await call<{ id: number }>(member, 'POST', '/api/report', {
    subject_type: 'activity',
    subject_id: theirs.id,
    reason: 'spam',
  });
  pool.add('report', report.id);

  const item = await call<{ id: number }>(staff, 'POST', '/api/admin/store', {
    kind: 'badge',
    name: 'Insignia de ruta',
    description: 'Para quien sale en bici.',
    price: 5,
    badge: '🚲',
    active: true,
  });
  pool.add('storeItem', item.id);
  const sponsor = await call<{ id: number }>(staff, 'POST', '/api/admin/sponsors', {
    name: 'Bicis Sol',
  });
  pool.add('sponsor', sponsor.id);
  const challenge = await call<{ id: number }>(staff, 'POST', '/api/admin/challenges', {
    title: 'Diez planes en noviembre',
    description: 'Apúntate a diez planes este mes.',
    metric: 'activities',
    goal: 10,
    starts_at: new Date(Date.now() - 86_400_000).toISOString(),
    ends_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    sponsor: sponsor.id,
  });
  pool.add('challenge', challenge.id);

  return { pool, sessions: { member, other, friend, staff }, png };
}
