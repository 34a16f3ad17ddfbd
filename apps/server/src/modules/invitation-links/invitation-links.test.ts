import type { Activity } from '@app/contract/activities';
import type { Group, GroupRequests } from '@app/contract/groups';
import {
  INVITATION_LINK_LIMITS,
  INVITATION_LINK_MESSAGES as WORDS,
  type InvitationLink,
  type InvitationLinkPreview,
  type InvitationLinkUse,
} from '@app/contract/invitation-links';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

// Invitation links (issue 38): a host's or a group manager's link lets anyone ask or join
// without being a friend, within its expiry and uses, until revoked; a blocked pair's is not
// found.

const PUBLIC_URL = 'https://antojo.example';

describe.each(backends)('invitation links, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'invita', env: { PUBLIC_URL } });
  let host: Session;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let blocked: Session;

  const makeFor = (session: Session, path: string, body: Record<string, unknown> = {}) =>
    api.send(session, 'POST', `${path}/invitation-links`, body);
  async function linkFor(path: string, body: Record<string, unknown> = {}, session = host) {
    const made = await makeFor(session, path, body);
    expect(made.statusCode, made.body).toBe(201);
    return made.json<InvitationLink>();
  }
  const preview = (session: Session, link: InvitationLink) =>
    api.send(session, 'GET', `/invitation-links/${link.token}`);
  const use = (session: Session, link: InvitationLink) =>
    api.send(session, 'POST', `/invitation-links/${link.token}/use`);
  async function usesOf(link: InvitationLink) {
    const [row] = await queryRows<{ uses: number }>(
      api.database.db,
      sql`select uses from invitation_links where id = ${link.id}`,
    );
    return row!.uses;
  }
  const placesLeft = async (activity: Activity) => {
    const read = await api.send(host, 'GET', `/activity/${activity.id}`);
    const plan = read.json<Activity>();
    return plan.participants - plan.matchedCount;
  };
  const newPlan = (participants = 4) =>
    plans(api.app, api.ref).host(host, { participants, description: 'Pádel en el Retiro' });

  beforeAll(async () => {
    [host, ana, bruno, carla, blocked] = await Promise.all([
      api.member('Lucía'),
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
      api.member('Bea'),
    ]);
    const answer = await api.send(blocked, 'POST', `/user/${host.user.id}/block`);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('lets a stranger ask for a place through the host’s link, counting one use', async () => {
    const plan = await newPlan();
    const link = await linkFor(`/activity/${plan.id}`);
    expect(link).toMatchObject({
      mode: 'ask',
      activity_id: plan.id,
      group_id: null,
      created_by: { id: host.user.id, firstname: 'Lucía' },
      max_uses: null,
      uses: 0,
      status: 'active',
      url: `${PUBLIC_URL}/web/app/i/${link.token}`,
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Seven days, but never past the plan's start (in five hours).
    // (The plan's view gives its start to the second.)
    expect(Math.floor(Date.parse(link.expires_at) / 1000)).toBe(Date.parse(plan.start_at) / 1000);

    const seen = await preview(ana, link);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<InvitationLinkPreview>()).toMatchObject({
      mode: 'ask',
      invited_by: { firstname: 'Lucía' },
      activity: { id: plan.id, description: 'Pádel en el Retiro', area: 'Madrid', places_left: 4 },
      group: null,
      standing: 'none',
    });

    const used = await use(ana, link);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<InvitationLinkUse>()).toEqual({
      message: 'Solicitud enviada: te avisaremos cuando te respondan.',
      joined: false,
      activity_id: plan.id,
      group_id: null,
    });
    const pending = await api.send(host, 'GET', '/petition?by=to_me');
    expect(pending.body).toContain(`"activity":${plan.id}`);
    expect((await preview(ana, link)).json<InvitationLinkPreview>().standing).toBe('asked');

    // Asking again is refused, and counts nothing.
    const again = await use(ana, link);
    expect(again.statusCode, again.body).toBe(409);
    expect(await usesOf(link)).toBe(1);
    // The host's own link is for others.
    const own = await use(host, link);
    expect(own.statusCode, own.body).toBe(422);
    expect(own.json()).toMatchObject({ message: WORDS.own, errors: { token: [WORDS.own] } });
  });

  it('gives a place at once through a join link, up to its uses, and tells the host', async () => {
    const plan = await newPlan(4);
    const link = await linkFor(`/activity/${plan.id}`, { mode: 'join', max_uses: 2 });
    for (const guest of [ana, bruno]) {
      const used = await use(guest, link);
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json<InvitationLinkUse>()).toMatchObject({
        message: 'Ya tienes plaza en el plan.',
        joined: true,
      });
      // Already in: said so, and not counted again.
      if (guest === ana) {
        expect((await use(ana, link)).json<InvitationLinkUse>().joined).toBe(true);
        expect(await usesOf(link)).toBe(1);
      }
    }
    expect(await placesLeft(plan)).toBe(2);
    expect((await preview(ana, link)).statusCode).toBe(410);
    const third = await use(carla, link);
    expect(third.statusCode, third.body).toBe(410);
    expect(third.json()).toMatchObject({ message: WORDS.usedUp });
    expect(await usesOf(link)).toBe(2);
    expect(await placesLeft(plan)).toBe(2);

    const notices = await api.send(host, 'GET', '/notifications');
    expect(notices.body).toContain('invitation_accepted');
    const listed = await api.send(host, 'GET', `/activity/${plan.id}/invitation-links`);
    expect(listed.json<{ data: InvitationLink[] }>().data).toMatchObject([
      { id: link.id, uses: 2, max_uses: 2, status: 'used_up' },
    ]);
  });

  it('refuses a join when the plan is full, without counting the use', async () => {
    const plan = await newPlan(1);
    const link = await linkFor(`/activity/${plan.id}`, { mode: 'join' });
    expect((await use(ana, link)).statusCode).toBe(200);
    const full = await use(bruno, link);
    expect(full.statusCode, full.body).toBe(409);
    expect(await usesOf(link)).toBe(1);
    // An ask link on a full plan puts its user on the waiting list.
    const ask = await linkFor(`/activity/${plan.id}`);
    const waiting = await use(bruno, ask);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json<InvitationLinkUse>().message).toBe(
      'El plan está completo: te hemos apuntado a la lista de espera.',
    );
  });

  it('ends a link when it expires or is revoked (410 with the reason)', async () => {
    const plan = await newPlan();
    const expiring = await linkFor(`/activity/${plan.id}`, { expires_in_days: 1 });
    await queryRows(
      api.database.db,
      sql`update invitation_links set expires_at = now() - interval '1 minute' where id = ${expiring.id}`,
    );
    for (const answer of [await preview(ana, expiring), await use(ana, expiring)]) {
      expect(answer.statusCode, answer.body).toBe(410);
      expect(answer.json()).toMatchObject({ message: WORDS.expired });
    }

    const revoked = await linkFor(`/activity/${plan.id}`);
    // Only its makers revoke it: to anyone else it is not there.
    const stranger = await api.send(ana, 'DELETE', `/invitation-links/${revoked.token}`);
    expect(stranger.statusCode, stranger.body).toBe(404);
    const done = await api.send(host, 'DELETE', `/invitation-links/${revoked.token}`);
    expect(done.statusCode, done.body).toBe(200);
    for (const answer of [await preview(ana, revoked), await use(ana, revoked)]) {
      expect(answer.statusCode, answer.body).toBe(410);
      expect(answer.json()).toMatchObject({ message: WORDS.revoked });
    }
    expect(await usesOf(revoked)).toBe(0);
    const listed = await api.send(host, 'GET', `/activity/${plan.id}/invitation-links`);
    expect(listed.json<{ data: InvitationLink[] }>().data.map((link) => link.status)).toEqual([
      'revoked',
      'expired',
    ]);
  });

  it('hides a blocked pair’s link, and keeps makers to the host', async () => {
    const plan = await newPlan();
    const link = await linkFor(`/activity/${plan.id}`, { mode: 'join' });
    expect((await preview(blocked, link)).statusCode).toBe(404);
    expect((await use(blocked, link)).statusCode).toBe(404);
    expect(await usesOf(link)).toBe(0);
    expect((await makeFor(ana, `/activity/${plan.id}`)).statusCode).toBe(403);
    expect((await api.send(ana, 'GET', `/activity/${plan.id}/invitation-links`)).statusCode).toBe(
      403,
    );
    expect((await makeFor(blocked, `/activity/${plan.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with the field’s message, and unknown links with 404', async () => {
    const plan = await newPlan();
    const bad = await makeFor(host, `/activity/${plan.id}`, {
      mode: 'todos',
      expires_in_days: 0,
      max_uses: 0,
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'expires_in_days',
      'max_uses',
      'mode',
    ]);
    const tooLong = await makeFor(host, `/activity/${plan.id}`, { expires_in_days: 31 });
    expect(tooLong.json()).toMatchObject({ errors: { expires_in_days: [expect.any(String)] } });
    expect((await api.send(ana, 'GET', '/invitation-links/corto')).statusCode).toBe(422);
    const unknown = await api.send(ana, 'GET', `/invitation-links/${'x'.repeat(22)}`);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect((await api.send(null, 'GET', `/invitation-links/${'x'.repeat(22)}`)).statusCode).toBe(
      401,
    );
  });

  it(`keeps at most ${INVITATION_LINK_LIMITS.perTarget} active links per plan`, async () => {
    const plan = await newPlan();
    for (let made = 0; made < INVITATION_LINK_LIMITS.perTarget; made += 1) {
      await linkFor(`/activity/${plan.id}`);
    }
    const more = await makeFor(host, `/activity/${plan.id}`);
    expect(more.statusCode, more.body).toBe(422);
    expect(more.json()).toMatchObject({ message: WORDS.tooMany });
  });

  describe('for a group', () => {
    let group: Group;
    beforeAll(async () => {
      const created = await api.send(host, 'POST', '/group', {
        name: 'Pádel de los martes',
        description: 'Partidos entre semana',
        visibility: 'private',
      });
      expect(created.statusCode, created.body).toBe(200);
      group = created.json<Group>();
    });

    it('lets a stranger into a private group at once, or ask its managers', async () => {
      const join = await linkFor(`/group/${group.id}`, { mode: 'join' });
      const seen = await preview(ana, join);
      expect(seen.json<InvitationLinkPreview>()).toMatchObject({
        activity: null,
        group: { id: group.id, name: 'Pádel de los martes', members_count: 1 },
        standing: 'none',
      });
      const joined = await use(ana, join);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json<InvitationLinkUse>()).toEqual({
        message: 'Te has unido a Pádel de los martes.',
        joined: true,
        activity_id: null,
        group_id: group.id,
      });
      // Already in: nothing changes, nothing counted.
      expect((await use(ana, join)).json<InvitationLinkUse>().message).toBe(
        'Ya eres miembro del grupo.',
      );
      expect(await usesOf(join)).toBe(1);

      const ask = await linkFor(`/group/${group.id}`, { mode: 'ask' });
      const asked = await use(bruno, ask);
      expect(asked.json<InvitationLinkUse>()).toMatchObject({ joined: false, group_id: group.id });
      const requests = await api.send(host, 'GET', `/group/${group.id}/requests`);
      expect(requests.json<GroupRequests>().data.map((entry) => entry.user_id)).toEqual([
        bruno.user.id,
      ]);
      expect((await preview(bruno, ask)).json<InvitationLinkPreview>().standing).toBe('asked');
      expect(await usesOf(ask)).toBe(1);
    });

    it('is made by owners and admins only, and not for a group’s plan', async () => {
      expect((await makeFor(ana, `/group/${group.id}`)).statusCode).toBe(403);
      const groupPlan = await api.send(host, 'POST', '/activity', {
        type: api.ref.optionTagged('activity_types', 'activity_types-social'),
        city: api.ref.city('Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: 'Partido del grupo',
        start_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
        duration: '01:30',
        participants: 4,
        group: group.id,
      });
      expect(groupPlan.statusCode, groupPlan.body).toBe(200);
      const refused = await makeFor(host, `/activity/${groupPlan.json<Activity>().id}`);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ message: WORDS.groupPlan });
    });

    it('ends when its maker no longer runs the group', async () => {
      const admin = await api.member('Adri');
      const joined = await use(admin, await linkFor(`/group/${group.id}`, { mode: 'join' }));
      expect(joined.statusCode, joined.body).toBe(200);
      const named = await api.send(
        host,
        'POST',
        `/group/${group.id}/member/${admin.user.id}/role`,
        {
          role: 'admin',
        },
      );
      expect(named.statusCode, named.body).toBe(200);
      const theirs = await linkFor(`/group/${group.id}`, { mode: 'join' }, admin);
      expect((await preview(carla, theirs)).statusCode).toBe(200);
      await api.send(host, 'POST', `/group/${group.id}/member/${admin.user.id}/role`, {
        role: 'member',
      });
      const used = await use(carla, theirs);
      expect(used.statusCode, used.body).toBe(410);
      expect(used.json()).toMatchObject({ message: WORDS.makerGone });
      expect(await usesOf(theirs)).toBe(0);
    });

    it('is not found by someone blocked with its maker', async () => {
      const link = await linkFor(`/group/${group.id}`, { mode: 'join' });
      expect((await preview(blocked, link)).statusCode).toBe(404);
      expect((await use(blocked, link)).statusCode).toBe(404);
      expect(await usesOf(link)).toBe(0);
    });
  });
});
