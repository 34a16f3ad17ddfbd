import { REPORT_LIMITS } from '@app/contract/reports';
import { describe, expect, it } from 'vitest';
import { befriend, postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

/**
 * One rule per door (issue 34): a plan reached through a side door (a wish becoming a plan, an
 * invitation, a report) meets the same group and block rules as through its main one.
 */
describe.each(backends)('the side doors of a plan, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'puerta' });
  const post = (session: Session, url: string, fields: Record<string, string> = {}) =>
    postForm(api.app, `/api${url}`, fields, session.token);
  const planFields = (extra: Record<string, unknown> = {}) => ({
    type: api.ref.optionTagged('activity_types', 'activity_types-social'),
    city: api.ref.city('Madrid'),
    location: { lat: 40.41, lon: -3.7 },
    description: 'Vermú en el mercado',
    start_at: new Date(Date.now() + 20 * 3_600_000).toISOString(),
    duration: '01:30',
    participants: 4,
    ...extra,
  });
  async function groupOf(owner: Session): Promise<number> {
    const created = await post(owner, '/group', { name: 'Vermuteros', visibility: 'public' });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ id: number }>().id;
  }
  it('a wish becomes a group’s plan only in a group its wisher is in, as POST /activity says', async () => {
    const [ana, carmen] = await Promise.all([api.member('Ana'), api.member('Carmen')]);
    const theirs = await groupOf(carmen);
    const wished = await post(ana, '/wish', {
      text: '¿Un vermú?',
      window: 'tomorrow',
      lat: '40.41',
      lon: '-3.70',
    });
    expect(wished.statusCode, wished.body).toBe(200);
    const wish = wished.json<{ id: number }>();
    const asPlan = (group: number) =>
      api.send(ana, 'POST', `/wish/${wish.id}/activity`, planFields({ group }));
    const direct = await api.send(ana, 'POST', '/activity', planFields({ group: theirs }));
    const converted = await asPlan(theirs);
    expect(direct.statusCode).toBe(422);
    expect(converted.statusCode, converted.body).toBe(422);
    expect(converted.json()).toEqual(direct.json());
    // Her own group is fine through either door.
    const mine = await groupOf(ana);
    const ok = await asPlan(mine);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ activity: { group_id: number } }>().activity.group_id).toBe(mine);
  });

  it('a wish becoming a group’s plan gives places to the group’s members alone', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const group = await groupOf(ana);
    expect((await post(carla, `/group/${group}/join`)).statusCode).toBe(200);
    const wished = await post(ana, '/wish', {
      text: '¿Unas cañas?',
      window: 'tomorrow',
      lat: '40.41',
      lon: '-3.70',
    });
    const wish = wished.json<{ id: number }>();
    for (const who of [bruno, carla]) {
      expect((await post(who, `/wish/${wish.id}/answer`)).statusCode).toBe(200);
    }
    const converted = await api.send(
      ana,
      'POST',
      `/wish/${wish.id}/activity`,
      planFields({ group }),
    );
    expect(converted.statusCode, converted.body).toBe(200);
    const { activity, admitted } = converted.json<{ activity: { id: number }; admitted: number }>();
    expect(admitted).toBe(1);
    const seen = (who: Session) => api.send(who, 'GET', `/activity/${activity.id}`);
    expect((await seen(carla)).statusCode).toBe(200);
    expect((await seen(bruno)).statusCode).toBe(404);
  });

  it('a friend outside the group is not invited to its plan; a member friend is', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    await befriend(api.app, ana, bruno);
    await befriend(api.app, ana, carla);
    const group = await groupOf(ana);
    expect((await post(carla, `/group/${group}/join`)).statusCode).toBe(200);
    const plan = await api.send(ana, 'POST', '/activity', planFields({ group }));
    expect(plan.statusCode, plan.body).toBe(200);
    const id = plan.json<{ id: number }>().id;
    const outside = await post(ana, `/activity/${id}/invite`, {
      user_ids: JSON.stringify([bruno.user.id]),
    });
    expect(outside.statusCode, outside.body).toBe(422);
    expect(outside.json()).toMatchObject({
      errors: { user_ids: ['Solo puedes invitar a miembros del grupo de este plan.'] },
    });
    expect((await api.send(bruno, 'GET', '/invitations')).json()).toEqual({ data: [] });
    const inside = await post(ana, `/activity/${id}/invite`, {
      user_ids: JSON.stringify([carla.user.id]),
    });
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('a report of what one cannot see is a 404, as its page is', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const group = await groupOf(ana);
    const plan = await api.send(ana, 'POST', '/activity', planFields({ group }));
    const id = plan.json<{ id: number }>().id;
    const report = (who: Session, type: string, subject: number) =>
      post(who, '/report', { subject_type: type, subject_id: String(subject), reason: 'spam' });
    // A group's plan, from outside the group: its page and its report alike.
    expect((await api.send(bruno, 'GET', `/activity/${id}`)).statusCode).toBe(404);
    expect((await report(bruno, 'activity', id)).statusCode).toBe(404);
    // Someone who blocked Bruno does not exist for him, nor their plans.
    const open = await plans(api.app, api.ref).host(carla);
    expect((await post(carla, `/user/${bruno.user.id}/block`)).statusCode).toBe(200);
    expect((await report(bruno, 'user', carla.user.id)).statusCode).toBe(404);
    expect((await report(bruno, 'activity', open.id)).statusCode).toBe(404);
    // Carla, who blocked him, may still tell staff why (decision 0024).
    expect((await report(carla, 'user', bruno.user.id)).statusCode).toBe(200);
    // Nothing that does not exist answers otherwise.
    expect((await report(bruno, 'activity', 2_000_000_000)).statusCode).toBe(404);
  });

  it(`files at most ${REPORT_LIMITS.perHour} reports an hour per member, then 429 with Retry-After`, async () => {
    const [ana, other] = await Promise.all([api.member('Ana'), api.member('Otra')]);
    const people = await Promise.all(
      Array.from({ length: REPORT_LIMITS.perHour }, (_, i) => api.member(`Persona${i}`)),
    );
    const answers = await Promise.all(
      [...people, other].map((person) =>
        post(ana, '/report', {
          subject_type: 'user',
          subject_id: String(person.user.id),
          reason: 'spam',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(REPORT_LIMITS.perHour);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toHaveProperty('message');
    // Another member's budget is their own.
    const fine = await post(other, '/report', {
      subject_type: 'user',
      subject_id: String(ana.user.id),
      reason: 'spam',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
