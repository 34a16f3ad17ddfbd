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
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, type Session } from '../../test/accounts.js';
import { multipart } from '../../test/multipart.js';
import { backends, tempDir } from '../../test/backends.js';
import { pusherClient, within } from '../../test/realtime-clients.js';
import { apiSuite } from '../../test/suite.js';

const KEY = 'antojo-groups-key';
const ENV = {
  PUSHER_APP_ID: 'antojo-groups',
  PUSHER_APP_KEY: KEY,
  PUSHER_APP_SECRET: 'g'.repeat(64),
};
const HOUR_MS = 3_600_000;

describe.each(backends)('groups on $name', (backend) => {
  // The files on disk, to see a group's picture go with it; removed after the app closes.
  const data = tempDir();
  afterAll(() => data.remove());
  const api = apiSuite(backend, { env: { ...ENV, DATA_DIR: data.dir }, emails: 'grupo' });
  let port: number;
  const closers: Array<() => void> = [];

  beforeAll(async () => {
    await api.app.listen({ host: '127.0.0.1', port: 0 });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    closers.forEach((disconnect) => disconnect());
  });

  const create = async (session: Session, visibility: 'public' | 'private', name = 'Pádel') => {
    const response = await api.send(session, 'POST', '/group', {
      name,
      description: 'Partidos entre semana',
      visibility,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Group>();
  };
  const join = (session: Session, group: Group) =>
    api.send(session, 'POST', `/group/${group.id}/join`);
  const roles = async (session: Session, group: Group) =>
    Object.fromEntries(
      (await api.send(session, 'GET', `/group/${group.id}/members`))
        .json<GroupMembers>()
        .data.map((entry) => [entry.user_id, entry.role]),
    );
  it('joins a public group at once and a private one by a request its admins answer', async () => {
    const [ana, bruno, carla, dani] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
      api.member('Dani'),
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
    expect((await api.send(carla, 'GET', `/group/${closed.id}/members`)).statusCode).toBe(403);
    expect(
      (await api.send(carla, 'GET', `/conversation/${closed.conversationId}`)).statusCode,
    ).toBe(403);
    // A plain member does not answer requests.
    expect((await join(bruno, closed)).statusCode).toBe(200);
    await api.send(ana, 'POST', `/group/${closed.id}/request/${bruno.user.id}`);
    expect((await api.send(bruno, 'GET', `/group/${closed.id}/requests`)).statusCode).toBe(403);
    expect(
      (await api.send(bruno, 'POST', `/group/${closed.id}/request/${carla.user.id}`)).statusCode,
    ).toBe(403);
    const waiting = (
      await api.send(ana, 'GET', `/group/${closed.id}/requests`)
    ).json<GroupRequests>();
    expect(waiting.data.map((entry) => entry.user?.firstname)).toEqual(['Carla']);
    expect(
      (await api.send(ana, 'POST', `/group/${closed.id}/request/${carla.user.id}`)).statusCode,
    ).toBe(200);
    expect((await api.send(carla, 'GET', `/group/${closed.id}`)).json<Group>().role).toBe('member');
    // Declined: nothing joins.
    await join(dani, closed);
    expect(
      (await api.send(ana, 'DELETE', `/group/${closed.id}/request/${dani.user.id}`)).statusCode,
    ).toBe(200);
    expect((await api.send(dani, 'GET', `/group/${closed.id}`)).json<Group>().standing).toBe(
      'none',
    );

    const mine = (await api.send(carla, 'GET', '/groups')).json<{ data: Group[] }>().data;
    expect(mine.map((group) => group.name)).toEqual(['Club privado']);
    const found = (await api.send(dani, 'GET', '/groups/discover?q=club')).json<Paged<Group>>();
    expect(found.data.map((group) => group.id)).toContain(closed.id);
  });

  it('finds groups to join by name whatever its case and accents', async () => {
    const [owner, seeker] = await Promise.all([api.member('Olga'), api.member('Sergio')]);
    const padel = await create(owner, 'public', 'Pádel de los miércoles');
    const loud = await create(owner, 'public', 'PADEL VETERANOS');
    const found = async (q: string) =>
      (await api.send(seeker, 'GET', `/groups/discover?pageSize=100&q=${encodeURIComponent(q)}`))
        .json<Paged<Group>>()
        .data.map((group) => group.id);
    expect(await found('padel')).toEqual(expect.arrayContaining([padel.id, loud.id]));
    expect(await found('PÁDEL VET')).toEqual([loud.id]);
    expect(await found('miercoles')).toEqual([padel.id]);
    expect(await found('MIÉRCOLES')).toEqual([padel.id]);
  });

  it('invites friends only; in a private group only owners and admins invite', async () => {
    const [ana, bruno, carla, dani] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
      api.member('Dani'),
    ]);
    const closed = await create(ana, 'private');
    await befriend(api.app, ana, bruno);
    await befriend(api.app, bruno, carla);
    const invite = (session: Session, ...who: Session[]) =>
      api.send(session, 'POST', `/group/${closed.id}/invite`, {
        user_ids: JSON.stringify(who.map((person) => person.user.id)),
      });
    expect((await invite(ana, dani)).statusCode).toBe(422);
    expect((await invite(ana, bruno)).json()).toMatchObject({ invited: 1 });
    const invitations = (
      await api.send(bruno, 'GET', '/group-invitations')
    ).json<GroupInvitations>();
    expect(invitations.data[0]).toMatchObject({ group: { id: closed.id, standing: 'invited' } });
    expect(invitations.data[0]!.invitedBy?.firstname).toBe('Ana');
    // The invitation lets a private group's door open at once.
    expect((await join(bruno, closed)).json<GroupChange>().group.role).toBe('member');
    expect((await invite(bruno, carla)).statusCode).toBe(403);
    await api.send(ana, 'POST', `/group/${closed.id}/member/${bruno.user.id}/role`, {
      role: 'admin',
    });
    expect((await invite(bruno, carla)).json()).toMatchObject({ invited: 1 });
    // Declining leaves nothing pending.
    await api.send(carla, 'DELETE', `/group/${closed.id}/join`);
    expect(
      (await api.send(carla, 'GET', '/group-invitations')).json<GroupInvitations>().data,
    ).toEqual([]);
  });

  it('keeps one owner: the owner hands over before leaving, also when both race', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const group = await create(ana, 'public');
    await join(bruno, group);
    await join(carla, group);
    const refused = await api.send(ana, 'POST', `/group/${group.id}/leave`);
    expect(refused.statusCode).toBe(422);
    // Admins remove plain members, not the owner; members remove nobody.
    await api.send(ana, 'POST', `/group/${group.id}/member/${bruno.user.id}/role`, {
      role: 'admin',
    });
    expect(
      (await api.send(carla, 'DELETE', `/group/${group.id}/member/${bruno.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await api.send(bruno, 'DELETE', `/group/${group.id}/member/${ana.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await api.send(bruno, 'DELETE', `/group/${group.id}/member/${carla.user.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await api.send(carla, 'GET', `/conversation/${group.conversationId}/message`)).statusCode,
    ).toBe(403);

    expect(
      (await api.send(ana, 'POST', `/group/${group.id}/owner`, { user_id: bruno.user.id }))
        .statusCode,
    ).toBe(200);
    expect(await roles(ana, group)).toEqual({
      [ana.user.id]: 'admin',
      [bruno.user.id]: 'owner',
    });
    expect((await api.send(ana, 'POST', `/group/${group.id}/leave`)).statusCode).toBe(200);

    // A hand-over racing the new owner's leave: whichever comes first, one owner remains.
    for (let round = 0; round < 5; round++) {
      const [owner, heir] = await Promise.all([api.member('Dueña'), api.member('Heredero')]);
      const raced = await create(owner, 'public', `Carrera ${round}`);
      await join(heir, raced);
      const [handed, left] = await Promise.all([
        api.send(owner, 'POST', `/group/${raced.id}/owner`, { user_id: heir.user.id }),
        api.send(heir, 'POST', `/group/${raced.id}/leave`),
      ]);
      const owners = Object.values(await roles(owner, raced)).filter((role) => role === 'owner');
      expect(owners, `${handed.statusCode} ${left.statusCode}`).toHaveLength(1);
      expect([handed.statusCode, left.statusCode]).toContain(200);
    }
  });

  it('passes an erased owner’s groups on: to an admin, else the longest member; alone, the group goes', async () => {
    const [olga, pep, quim, rita] = await Promise.all([
      api.member('Olga'),
      api.member('Pep'),
      api.member('Quim'),
      api.member('Rita'),
    ]);
    const withAdmin = await create(olga, 'public', 'Con admin');
    await join(pep, withAdmin);
    await join(quim, withAdmin);
    await api.send(olga, 'POST', `/group/${withAdmin.id}/member/${quim.user.id}/role`, {
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
    const uploaded = await api.app.inject({
      method: 'POST',
      url: `/api/group/${alone.id}/picture`,
      payload: picture.payload,
      headers: { ...picture.headers, authorization: `Bearer ${olga.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const pictureFile = path.join(data.dir, 'files', 'groups', `${alone.id}.png`);
    expect(existsSync(pictureFile)).toBe(true);

    const erased = await api.send(olga, 'DELETE', `/user/${olga.user.id}`);
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
      (await api.send(rita, 'POST', `/group/${withMembers.id}/owner`, { user_id: pep.user.id }))
        .statusCode,
    ).toBe(200);
    expect((await api.send(pep, 'GET', `/group/${alone.id}`)).statusCode).toBe(404);
    // Its picture went once the erasure had committed.
    expect(existsSync(pictureFile)).toBe(false);
    expect((await api.send(quim, 'DELETE', `/group/${withAdmin.id}`)).statusCode).toBe(200);
  });

  it("shows a group's activities to its members only", async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const group = await create(ana, 'private');
    const plan = (session: Session, groupId?: number) =>
      api.send(session, 'POST', '/activity', {
        type: api.ref.optionTagged('activity_types', 'activity_types-social'),
        city: api.ref.city('Madrid'),
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
      (await api.send(session, 'GET', '/activity?pageSize=100'))
        .json<CappedPaged<Activity>>()
        .data.map((row) => row.id);
    expect(await listed(bruno)).not.toContain(activity.id);
    expect((await api.send(bruno, 'GET', `/activity/${activity.id}`)).statusCode).toBe(404);
    expect((await api.send(bruno, 'GET', `/group/${group.id}/activities`)).statusCode).toBe(403);

    await join(carla, group);
    await api.send(ana, 'POST', `/group/${group.id}/request/${carla.user.id}`);
    expect(await listed(carla)).toContain(activity.id);
    expect((await api.send(carla, 'GET', `/activity/${activity.id}`)).statusCode).toBe(200);
    const ofGroup = (await api.send(carla, 'GET', `/group/${group.id}/activities`)).json<{
      data: Activity[];
    }>();
    expect(ofGroup.data.map((row) => row.id)).toEqual([activity.id]);
  });

  it("chats as a group, names a blocked member 'Usuario bloqueado', and signs presence for members", async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const group = await create(ana, 'public');
    await join(bruno, group);
    const id = group.conversationId!;
    const sent = await api.send(bruno, 'POST', `/conversation/${id}/message`, {
      message: 'Hola grupo',
    });
    expect(sent.statusCode).toBe(200);
    const chats = (await api.send(ana, 'GET', '/conversations')).json<Paged<Conversation>>();
    expect(chats.data[0]).toMatchObject({ kind: 'group', members: 2, unread: 1 });
    expect(chats.data[0]!.group?.name).toBe('Pádel');
    const read = await api.send(ana, 'GET', `/conversation/${id}/message`);
    expect(read.json<Paged<ConversationMessage>>().data[0]!.message).toBe('Hola grupo');

    await api.send(ana, 'POST', `/user/${bruno.user.id}/block`);
    const seen = (await api.send(ana, 'GET', `/group/${group.id}/members`)).json<GroupMembers>();
    expect(seen.data.find((entry) => entry.user_id === bruno.user.id)?.user).toBeNull();
    expect(seen.data.find((entry) => entry.user_id === ana.user.id)?.user?.firstname).toBe('Ana');

    // Presence: the members' own, authorised through /broadcasting/auth.
    const auth = (session: Session) =>
      api.send(session, 'POST', '/broadcasting/auth', {
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
