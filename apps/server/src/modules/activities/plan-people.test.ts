import type { Activity, ActivityPeople, Petition } from '@app/contract/activities';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// `GET /activity/{id}/people` (decision 0036): who is going. Everyone reads the same counts;
// the list leaves out blocked pairs and, for those outside the plan, people who keep out of
// people search; a group's plan and a blocked host's plan do not exist for outsiders.

describe.each(backends)('who is going to a plan, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'gente' });
  let host: Session;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let outsider: Session;
  let staff: Session;

  async function hostPlan(by: Session, extra: object = {}): Promise<Activity> {
    const response = await api.send(by, 'POST', '/activity', {
      type: api.ref.optionTagged('activity_types', 'activity_types-social'),
      city: api.ref.city('Madrid'),
      location: { lat: 40.4168, lon: -3.7038 },
      description: 'Cañas en La Latina',
      start_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: '02:00',
      participants: 5,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Activity>();
  }

  async function join(guest: Session, activity: Activity, owner = host) {
    const asked = await api.send(guest, 'POST', '/petition', {
      petition_type_option_id: api.ref.optionTagged('petitions_types', 'petitions_types-match'),
      to_user_id: owner.user.id,
      activity: activity.id,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const accepted = await api.send(owner, 'POST', `/petition/${asked.json<Petition>().id}`, {
      acepted: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  const people = async (session: Session, activity: Activity) => {
    const response = await api.send(session, 'GET', `/activity/${activity.id}/people`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ActivityPeople>();
  };
  const names = (answer: ActivityPeople) => answer.going.map((person) => person.firstname);
  /** What must read the same whoever asks. */
  const counts = ({ going_count, people_count, participants, places_left }: ActivityPeople) => ({
    going_count,
    people_count,
    participants,
    places_left,
  });

  beforeAll(async () => {
    host = await api.member('Hugo');
    ana = await api.member('Ana');
    bruno = await api.member('Bruno');
    carla = await api.member('Carla');
    outsider = await api.member('Olga');
    staff = await api.staff();
  });

  it('gives host, guests and outsiders the same counts, and the host and guests in order of arrival', async () => {
    const plan = await hostPlan(host);
    await join(ana, plan);
    await join(bruno, plan);
    await join(carla, plan);

    const seen = await Promise.all([host, ana, bruno, outsider, staff].map((s) => people(s, plan)));
    for (const answer of seen) {
      expect(counts(answer)).toEqual({
        going_count: 3,
        people_count: 4,
        participants: 5,
        places_left: 2,
      });
      expect(answer.host).toEqual({
        id: host.user.id,
        firstname: 'Hugo',
        avatarUpdatedAt: null,
      });
      expect(names(answer)).toEqual(['Ana', 'Bruno', 'Carla']);
      expect(answer.hidden).toBe(0);
    }
    // The plan's own answer says the same number of places taken.
    const view = (await api.send(outsider, 'GET', `/activity/${plan.id}`)).json<Activity>();
    expect(view.matchedCount).toBe(seen[0]!.going_count);
  });

  it('shows a member who keeps out of people search to the plan, not to outsiders', async () => {
    const plan = await hostPlan(host);
    await join(ana, plan);
    await join(bruno, plan);
    expect(
      (await postForm(api.app, '/api/config', { discoverable: '0' }, bruno.token)).statusCode,
    ).toBe(200);
    try {
      const fromOutside = await people(outsider, plan);
      expect(names(fromOutside)).toEqual(['Ana']);
      expect(fromOutside.hidden).toBe(1);
      for (const inside of [host, ana, bruno]) {
        const answer = await people(inside, plan);
        expect(names(answer)).toEqual(['Ana', 'Bruno']);
        expect(answer.hidden).toBe(0);
        expect(counts(answer)).toEqual(counts(fromOutside));
      }
    } finally {
      await postForm(api.app, '/api/config', { discoverable: '1' }, bruno.token);
    }
  });

  it('leaves a blocked pair out of each other’s list, with the counts unchanged', async () => {
    const plan = await hostPlan(host);
    await join(ana, plan);
    await join(carla, plan);
    expect((await api.send(ana, 'POST', `/user/${carla.user.id}/block`)).statusCode).toBe(200);

    const forAna = await people(ana, plan);
    const forCarla = await people(carla, plan);
    const forHost = await people(host, plan);
    expect(names(forAna)).toEqual(['Ana']);
    expect(forAna.hidden).toBe(1);
    expect(names(forCarla)).toEqual(['Carla']);
    expect(names(forHost)).toEqual(['Ana', 'Carla']);
    expect(counts(forAna)).toEqual(counts(forHost));
    expect(counts(forCarla)).toEqual(counts(forHost));
    expect(forHost.people_count).toBe(3);

    // Someone blocked by the host finds no plan at all.
    expect((await api.send(host, 'POST', `/user/${outsider.user.id}/block`)).statusCode).toBe(200);
    expect((await api.send(outsider, 'GET', `/activity/${plan.id}/people`)).statusCode).toBe(404);
  });

  it("keeps a group's plan for its members, and answers no one signed out", async () => {
    const group = await api.send(bruno, 'POST', '/group', {
      name: 'Pádel de los jueves',
      description: 'Partidos entre semana',
      visibility: 'private',
    });
    expect(group.statusCode, group.body).toBe(200);
    const plan = await hostPlan(bruno, { group: group.json<{ id: number }>().id });
    expect((await api.send(ana, 'GET', `/activity/${plan.id}/people`)).statusCode).toBe(404);
    expect((await people(bruno, plan)).host?.firstname).toBe('Bruno');
    expect((await api.send(null, 'GET', `/activity/${plan.id}/people`)).statusCode).toBe(401);
    expect((await api.send(ana, 'GET', '/activity/2147483647/people')).statusCode).toBe(404);
    expect((await api.send(ana, 'GET', '/activity/abc/people')).statusCode).toBe(422);
  });

  it("names no host for an event (its brand's), and counts only the places", async () => {
    const brand = (
      await postForm(api.app, '/api/admin/sponsors', { name: 'Ritmo' }, staff.token)
    ).json<{ id: number }>();
    const made = await api.send(staff, 'POST', '/admin/events', {
      type: api.ref.optionTagged('activity_types', 'activity_types-social'),
      city: api.ref.city('Madrid'),
      location: { lat: 40.42, lon: -3.7 },
      description: 'Clase abierta de baile',
      start_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: '01:00',
      participants: 10,
      sponsor: brand.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const event = made.json<Activity>();
    const asked = await api.send(ana, 'POST', '/petition', {
      petition_type_option_id: api.ref.optionTagged('petitions_types', 'petitions_types-match'),
      to_user_id: staff.user.id,
      activity: event.id,
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const answer = await people(bruno, event);
    expect(answer.host).toBeNull();
    expect(names(answer)).toEqual(['Ana']);
    expect(counts(answer)).toEqual({
      going_count: 1,
      people_count: 1,
      participants: 10,
      places_left: 9,
    });
  });
});
