import type { Activity, ActivityPeople, Petition } from '@app/contract/activities';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  postForm,
  referenceIds,
  signInStaff,
  signUp,
  type Session,
} from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';

// `GET /activity/{id}/people` (decision 0036): who is going. Everyone reads the same counts;
// the list leaves out blocked pairs and, for those outside the plan, people who keep out of
// people search; a group's plan and a blocked host's plan do not exist for outsiders.

describe.each(backends)('who is going to a plan, on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  let host: Session;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let outsider: Session;
  let staff: Session;

  const call = (
    session: Session | undefined,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: session ? bearer(session) : {} });

  async function hostPlan(by: Session, extra: object = {}): Promise<Activity> {
    const response = await call(by, 'POST', '/api/activity', {
      type: ref.optionTagged('activity_types', 'activity_types-social'),
      city: ref.city('Madrid'),
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
    const asked = await call(guest, 'POST', '/api/petition', {
      petition_type_option_id: ref.optionTagged('petitions_types', 'petitions_types-match'),
      to_user_id: owner.user.id,
      activity: activity.id,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const accepted = await call(owner, 'POST', `/api/petition/${asked.json<Petition>().id}`, {
      acepted: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  const people = async (session: Session, activity: Activity) => {
    const response = await call(session, 'GET', `/api/activity/${activity.id}/people`);
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
    database = await backend.open();
    ({ app, close } = await testApp(database, {
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'personal',
    }));
    ref = await referenceIds(app);
    host = await signUp(app, 'host@example.com', { firstname: 'Hugo' });
    ana = await signUp(app, 'ana@example.com', { firstname: 'Ana' });
    bruno = await signUp(app, 'bruno@example.com', { firstname: 'Bruno' });
    carla = await signUp(app, 'carla@example.com', { firstname: 'Carla' });
    outsider = await signUp(app, 'otra@example.com', { firstname: 'Olga' });
    staff = await signInStaff(app, 'staff@antojo.test', 'personal');
  });
  afterAll(async () => {
    await close();
    await database.dispose();
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
    const view = (await call(outsider, 'GET', `/api/activity/${plan.id}`)).json<Activity>();
    expect(view.matchedCount).toBe(seen[0]!.going_count);
  });

  it('shows a member who keeps out of people search to the plan, not to outsiders', async () => {
    const plan = await hostPlan(host);
    await join(ana, plan);
    await join(bruno, plan);
    expect(
      (await postForm(app, '/api/config', { discoverable: '0' }, bruno.token)).statusCode,
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
      await postForm(app, '/api/config', { discoverable: '1' }, bruno.token);
    }
  });

  it('leaves a blocked pair out of each other’s list, with the counts unchanged', async () => {
    const plan = await hostPlan(host);
    await join(ana, plan);
    await join(carla, plan);
    expect((await call(ana, 'POST', `/api/user/${carla.user.id}/block`)).statusCode).toBe(200);

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
    expect((await call(host, 'POST', `/api/user/${outsider.user.id}/block`)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', `/api/activity/${plan.id}/people`)).statusCode).toBe(404);
  });

  it("keeps a group's plan for its members, and answers no one signed out", async () => {
    const group = await call(bruno, 'POST', '/api/group', {
      name: 'Pádel de los jueves',
      description: 'Partidos entre semana',
      visibility: 'private',
    });
    expect(group.statusCode, group.body).toBe(200);
    const plan = await hostPlan(bruno, { group: group.json<{ id: number }>().id });
    expect((await call(ana, 'GET', `/api/activity/${plan.id}/people`)).statusCode).toBe(404);
    expect((await people(bruno, plan)).host?.firstname).toBe('Bruno');
    expect((await call(undefined, 'GET', `/api/activity/${plan.id}/people`)).statusCode).toBe(401);
    expect((await call(ana, 'GET', '/api/activity/2147483647/people')).statusCode).toBe(404);
    expect((await call(ana, 'GET', '/api/activity/abc/people')).statusCode).toBe(422);
  });

  it("names no host for an event (its brand's), and counts only the places", async () => {
    const brand = (
      await postForm(app, '/api/admin/sponsors', { name: 'Ritmo' }, staff.token)
    ).json<{ id: number }>();
    const made = await call(staff, 'POST', '/api/admin/events', {
      type: ref.optionTagged('activity_types', 'activity_types-social'),
      city: ref.city('Madrid'),
      location: { lat: 40.42, lon: -3.7 },
      description: 'Clase abierta de baile',
      start_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: '01:00',
      participants: 10,
      sponsor: brand.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const event = made.json<Activity>();
    const asked = await call(ana, 'POST', '/api/petition', {
      petition_type_option_id: ref.optionTagged('petitions_types', 'petitions_types-match'),
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
