import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Activity } from '@app/contract/activities';
import type { Conversation, ConversationMessage } from '@app/contract/conversations';
import type {
  Group,
  GroupChange,
  GroupInvitations,
  GroupMembers,
  GroupRequests,
} from '@app/contract/groups';
import type { CappedPaged, Paged } from '@app/contract/paging';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, bearer, referenceIds, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { backends, tempDir, type TestDatabase } from '../../test/backends.js';
import { pusherClient, within } from '../../test/realtime-clients.js';

const KEY = 'antojo-groups-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-groups',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'g'.repeat(64),
};
const HOUR_MS = 3_600_000;

describe.each(backends)('groups on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  const closers: Array<() => void> = [];

  // The files on disk, to see a group's picture go with it.
  const data = tempDir();

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database, { ...ENV, DATA_DIR: data.dir }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    ref = await referenceIds(app);
  });
  afterAll(async () => {
    closers.forEach((disconnect) => disconnect());
    await close();
    await database.dispose();
    data.remove();
  });

  let accounts = 0;
  const member = (firstname: string) =>
    signUp(app, `grupo-${++accounts}@example.com`, { firstname });
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    session: Session,
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api${url}`, headers: bearer(session), payload });
  const create = async (session: Session, visibility: 'public' | 'private', name = 'Pádel') => {
    const response = await call('POST', session, '/group', {
      name,
      description: 'Partidos entre semana',
      visibility,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Group>();
  };
  const join = (session: Session, group: Group) => call('POST', session, `/group/${group.id}/join`);
  const roles = async (session: Session, group: Group) =>
    Object.fromEntries(
      (await call('GET', session, `/group/${group.id}/members`))
        .json<GroupMembers>()
        .data.map((entry) => [entry.user_id, entry.role]),
    );
  it('joins a public group at once and a private one by a request its admins answer', async () => {
    const [ana, bruno, carla, dani] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
      member('Dani'),
    ]);
    const open = await create(ana, 'public');
    expect(open).toMatchObject({ role: 'owner', standing: 'member', members: 1 });
    expect(open.city?.name).toBe('Madrid');
    const joined = (await join(bruno, open)).json<GroupChange>();
    expect(joined.group).toMatchObject({ role: 'member', members: 2 });
    expect(joined.group.conversationId).toBe(open.conversationId);

    const closed = await create(ana, 'private', 'Club privado');
    const asked = (await join(carla, closed)).json<GroupChange>();
    expect(asked.group).toMatchObject({ standing: 'requested', role: null, conversationId: null });
    // Outsiders see neither the members of a private group nor its chat.
    expect((await call('GET', carla, `/group/${closed.id}/members`)).statusCode).toBe(403);
    expect((await call('GET', carla, `/conversation/${closed.conversationId}`)).statusCode).toBe(
      403,
    );
    // A plain member does not answer requests.
    expect((await join(bruno, closed)).statusCode).toBe(200);
    await call('POST', ana, `/group/${closed.id}/request/${bruno.user.id}`);
    expect((await call('GET', bruno, `/group/${closed.id}/requests`)).statusCode).toBe(403);
    expect(
      (await call('POST', bruno, `/group/${closed.id}/request/${carla.user.id}`)).statusCode,
    ).toBe(403);
    const waiting = (await call('GET', ana, `/group/${closed.id}/requests`)).json<GroupRequests>();
    expect(waiting.data.map((entry) => entry.user?.firstname)).toEqual(['Carla']);
    expect(
      (await call('POST', ana, `/group/${closed.id}/request/${carla.user.id}`)).statusCode,
    ).toBe(200);
    expect((await call('GET', carla, `/group/${closed.id}`)).json<Group>().role).toBe('member');
    // Declined: nothing joins.
    await join(dani, closed);
    expect(
      (await call('DELETE', ana, `/group/${closed.id}/request/${dani.user.id}`)).statusCode,
    ).toBe(200);
    expect((await call('GET', dani, `/group/${closed.id}`)).json<Group>().standing).toBe('none');

    const mine = (await call('GET', carla, '/groups')).json<{ data: Group[] }>().data;
    expect(mine.map((group) => group.name)).toEqual(['Club privado']);
    const found = (await call('GET', dani, '/groups/discover?q=club')).json<Paged<Group>>();
    expect(found.data.map((group) => group.id)).toContain(closed.id);
  });

  it('finds groups to join by name whatever its case and accents', async () => {
    const [owner, seeker] = await Promise.all([member('Olga'), member('Sergio')]);
    const padel = await create(owner, 'public', 'Pádel de los miércoles');
    const loud = await create(owner, 'public', 'PADEL VETERANOS');
    const found = async (q: string) =>
      (await call('GET', seeker, `/groups/discover?pageSize=100&q=${encodeURIComponent(q)}`))
        .json<Paged<Group>>()
        .data.map((group) => group.id);
    expect(await found('padel')).toEqual(expect.arrayContaining([padel.id, loud.id]));
    expect(await found('PÁDEL VET')).toEqual([loud.id]);
    expect(await found('miercoles')).toEqual([padel.id]);
    expect(await found('MIÉRCOLES')).toEqual([padel.id]);
  });

  it('invites friends only; in a private group only owners and admins invite', async () => {
    const [ana, bruno, carla, dani] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
      member('Dani'),
    ]);
    const closed = await create(ana, 'private');
    await befriend(app, ana, bruno);
    await befriend(app, bruno, carla);
    const invite = (session: Session, ...who: Session[]) =>
      call('POST', session, `/group/${closed.id}/invite`, {
        user_ids: JSON.stringify(who.map((person) => person.user.id)),
      });
    expect((await invite(ana, dani)).statusCode).toBe(422);
    expect((await invite(ana, bruno)).json()).toMatchObject({ invited: 1 });
    const invitations = (await call('GET', bruno, '/group-invitations')).json<GroupInvitations>();
    expect(invitations.data[0]).toMatchObject({ group: { id: closed.id, standing: 'invited' } });
    expect(invitations.data[0]!.invitedBy?.firstname).toBe('Ana');
    // The invitation lets a private group's door open at once.
    expect((await join(bruno, closed)).json<GroupChange>().group.role).toBe('member');
    expect((await invite(bruno, carla)).statusCode).toBe(403);
    await call('POST', ana, `/group/${closed.id}/member/${bruno.user.id}/role`, { role: 'admin' });
    expect((await invite(bruno, carla)).json()).toMatchObject({ invited: 1 });
    // Declining leaves nothing pending.
    await call('DELETE', carla, `/group/${closed.id}/join`);
    expect((await call('GET', carla, '/group-invitations')).json<GroupInvitations>().data).toEqual(
      [],
    );
  });

  it('keeps one owner: the owner hands over before leaving, also when both race', async () => {
    const [ana, bruno, carla] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
    ]);
    const group = await create(ana, 'public');
    await join(bruno, group);
    await join(carla, group);
    const refused = await call('POST', ana, `/group/${group.id}/leave`);
    expect(refused.statusCode).toBe(422);
    // Admins remove plain members, not the owner; members remove nobody.
    await call('POST', ana, `/group/${group.id}/member/${bruno.user.id}/role`, { role: 'admin' });
    expect(
      (await call('DELETE', carla, `/group/${group.id}/member/${bruno.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', bruno, `/group/${group.id}/member/${ana.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', bruno, `/group/${group.id}/member/${carla.user.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', carla, `/conversation/${group.conversationId}/message`)).statusCode,
    ).toBe(403);

    expect(
      (await call('POST', ana, `/group/${group.id}/owner`, { user_id: bruno.user.id })).statusCode,
    ).toBe(200);
    expect(await roles(ana, group)).toEqual({
      [ana.user.id]: 'admin',
      [bruno.user.id]: 'owner',
    });
    expect((await call('POST', ana, `/group/${group.id}/leave`)).statusCode).toBe(200);

    // A hand-over racing the new owner's leave: whichever comes first, one owner remains.
    for (let round = 0; round < 5; round++) {
      const [owner, heir] = await Promise.all([member('Dueña'), member('Heredero')]);
      const raced = await create(owner, 'public', `Carrera ${round}`);
      await join(heir, raced);
      const [handed, left] = await Promise.all([
        call('POST', owner, `/group/${raced.id}/owner`, { user_id: heir.user.id }),
        call('POST', heir, `/group/${raced.id}/leave`),
      ]);
      const owners = Object.values(await roles(owner, raced)).filter((role) => role === 'owner');
      expect(owners, `${handed.statusCode} ${left.statusCode}`).toHaveLength(1);
      expect([handed.statusCode, left.statusCode]).toContain(200);
    }
  });

  it('passes an erased owner’s groups on: to an admin, else the longest member; alone, the group goes', async () => {
    const [olga, pep, quim, rita] = await Promise.all([
      member('Olga'),
      member('Pep'),
      member('Quim'),
      member('Rita'),
    ]);
    const withAdmin = await create(olga, 'public', 'Con admin');
    await join(pep, withAdmin);
    await join(quim, withAdmin);
    await call('POST', olga, `/group/${withAdmin.id}/member/${quim.user.id}/role`, {
      role: 'admin',
    });
    const withMembers = await create(olga, 'public', 'Sin admin');
    await join(rita, withMembers);
    await join(pep, withMembers);
    const alone = await create(olga, 'private', 'Sola');
    const picture = multipart({}, [
      {
        field: 'picture',
        filename: 'sola.png',
        type: 'image/png',
        content: await sharp({
          create: { width: 64, height: 64, channels: 3, background: '#e8505b' },
        })
          .png()
          .toBuffer(),
      },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/group/${alone.id}/picture`,
      payload: picture.payload,
      headers: { ...picture.headers, authorization: `Bearer ${olga.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const pictureFile = path.join(data.dir, 'files', 'groups', `${alone.id}.png`);
    expect(existsSync(pictureFile)).toBe(true);

    const erased = await call('DELETE', olga, `/user/${olga.user.id}`);
    expect(erased.statusCode, erased.body).toBe(200);
    // The admin, though Pep came first; then the member who came first.
    expect(await roles(pep, withAdmin)).toEqual({
      [pep.user.id]: 'member',
      [quim.user.id]: 'owner',
    });
    expect(await roles(rita, withMembers)).toEqual({
      [rita.user.id]: 'owner',
      [pep.user.id]: 'member',
    });
    // The new owner manages it: a hand-over works, so does deleting it.
    expect(
      (await call('POST', rita, `/group/${withMembers.id}/owner`, { user_id: pep.user.id }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', pep, `/group/${alone.id}`)).statusCode).toBe(404);
    // Its picture went once the erasure had committed.
    expect(existsSync(pictureFile)).toBe(false);
    expect((await call('DELETE', quim, `/group/${withAdmin.id}`)).statusCode).toBe(200);
  });

  it("shows a group's activities to its members only", async () => {
    const [ana, bruno, carla] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
    ]);
    const group = await create(ana, 'private');
    const plan = (session: Session, groupId?: number) =>
      call('POST', session, '/activity', {
        type: ref.optionTagged('activity_types', 'activity_types-social'),
        city: ref.city('Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: 'Cena del grupo',
        start_at: new Date(Date.now() + 5 * HOUR_MS).toISOString(),
        duration: '02:00',
        participants: 6,
        ...(groupId && { group: groupId }),
      });
    expect((await plan(bruno, group.id)).statusCode).toBe(422);
    const made = await plan(ana, group.id);
    expect(made.statusCode, made.body).toBe(200);
    const activity = made.json<Activity>();
    expect(activity.group_id).toBe(group.id);

    const listed = async (session: Session) =>
      (await call('GET', session, '/activity?pageSize=100'))
        .json<CappedPaged<Activity>>()
        .data.map((row) => row.id);
    expect(await listed(bruno)).not.toContain(activity.id);
    expect((await call('GET', bruno, `/activity/${activity.id}`)).statusCode).toBe(404);
    expect((await call('GET', bruno, `/group/${group.id}/activities`)).statusCode).toBe(403);

    await join(carla, group);
    await call('POST', ana, `/group/${group.id}/request/${carla.user.id}`);
    expect(await listed(carla)).toContain(activity.id);
    expect((await call('GET', carla, `/activity/${activity.id}`)).statusCode).toBe(200);
    const ofGroup = (await call('GET', carla, `/group/${group.id}/activities`)).json<{
      data: Activity[];
    }>();
    expect(ofGroup.data.map((row) => row.id)).toEqual([activity.id]);
  });

  it("chats as a group, names a blocked member 'Usuario bloqueado', and signs presence for members", async () => {
    const [ana, bruno, carla] = await Promise.all([
      member('Ana'),
      member('Bruno'),
      member('Carla'),
    ]);
    const group = await create(ana, 'public');
    await join(bruno, group);
    const id = group.conversationId!;
    const sent = await call('POST', bruno, `/conversation/${id}/message`, {
      message: 'Hola grupo',
    });
    expect(sent.statusCode).toBe(200);
    const chats = (await call('GET', ana, '/conversations')).json<Paged<Conversation>>();
    expect(chats.data[0]).toMatchObject({ kind: 'group', members: 2, unread: 1 });
    expect(chats.data[0]!.group?.name).toBe('Pádel');
    const read = await call('GET', ana, `/conversation/${id}/message`);
    expect(read.json<Paged<ConversationMessage>>().data[0]!.message).toBe('Hola grupo');

    await call('POST', ana, `/user/${bruno.user.id}/block`);
    const seen = (await call('GET', ana, `/group/${group.id}/members`)).json<GroupMembers>();
    expect(seen.data.find((entry) => entry.user_id === bruno.user.id)?.user).toBeNull();
    expect(seen.data.find((entry) => entry.user_id === ana.user.id)?.user?.firstname).toBe('Ana');

    // Presence: the members' own, authorised through /broadcasting/auth.
    const auth = (session: Session) =>
      call('POST', session, '/broadcasting/auth', {
        socket_id: '123.456',
        channel_name: `presence-group.${group.id}`,
      });
    const signed = await auth(ana);
    expect(signed.statusCode).toBe(200);
    expect(JSON.parse(signed.json<{ channel_data: string }>().channel_data)).toEqual({
      user_id: String(ana.user.id),
    });
    expect((await auth(carla)).statusCode).toBe(403);

    const socket = pusherClient(port, KEY, bruno.token);
    closers.push(() => socket.disconnect());
    const channel = socket.subscribe(`presence-group.${group.id}`);
    const members = await within(
      new Promise<{ count: number }>((resolve) =>
        channel.bind('pusher:subscription_succeeded', resolve),
      ),
      5000,
      'presence',
    );
    expect(members.count).toBe(1);
  });
});
