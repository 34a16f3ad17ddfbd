import type { Activity, Petition } from '@app/contract/activities';
import type { CappedPaged } from '@app/contract/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// activities.matched_count is kept by a trigger on matches (migration 0008) and is what "not
// full" and the views read: it must equal the rows of matches after any mix of concurrent
// accepts, leaves, removals and erased accounts, and never pass the places.

describe.each(backends)('the places taken in an activity, on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'plazas' });
  let host: Session;
  let stranger: Session;
  const guests: Session[] = [];
  const optionOf = (code: string, tag: string) => api.ref.optionTagged(code, tag);
  let madrid: number;

  async function hostActivity(participants: number, description: string): Promise<Activity> {
    const response = await api.send(host, 'POST', '/activity', {
      type: optionOf('activity_types', 'activity_types-social'),
      city: madrid,
      location: { lat: 40.4168, lon: -3.7038 },
      description,
      start_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: '01:00',
      participants,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Activity>();
  }

  async function ask(guest: Session, activity: Activity): Promise<Petition> {
    const response = await api.send(guest, 'POST', '/petition', {
      petition_type_option_id: optionOf('petitions_types', 'petitions_types-match'),
      to_user_id: host.user.id,
      activity: activity.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Petition>();
  }

  const accept = (petition: Petition) =>
    api.send(host, 'POST', `/petition/${petition.id}`, { acepted: 1 });

  /** The stored count, the rows it stands for, and what the API shows. */
  async function counts(activity: Activity) {
    const [row] = await queryRows<{ stored: number; rows: number }>(
      api.database.db,
      sql`select matched_count as stored,
                 (select count(*)::int from matches where activity_id = ${activity.id}) as rows
          from activities where id = ${activity.id}`,
    );
    const view = (await api.send(host, 'GET', `/activity/${activity.id}`)).json<Activity>();
    return { stored: row!.stored, rows: row!.rows, shown: view.matchedCount, status: view.status };
  }

  /** Whether a member who is not in it finds the activity in Descubrir. */
  async function listed(activity: Activity): Promise<boolean> {
    const filter = JSON.stringify({ city: madrid });
    const response = await api.send(
      stranger,
      'GET',
      `/activity?search=${encodeURIComponent(activity.description)}&filter=${encodeURIComponent(filter)}`,
    );
    return response.json<CappedPaged<Activity>>().data.some((found) => found.id === activity.id);
  }

  beforeAll(async () => {
    madrid = api.ref.city('Madrid');
    host = await api.member();
    stranger = await api.member();
    for (let index = 0; index < 8; index += 1) {
      guests.push(await api.member());
    }
  });

  it('gives out exactly the places there are when the host accepts everyone at once', async () => {
    const activity = await hostActivity(5, 'Cinco plazas para ocho');
    const petitions = await Promise.all(guests.map((guest) => ask(guest, activity)));
    const answers = await Promise.all(petitions.map(accept));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(await counts(activity)).toEqual({ stored: 5, rows: 5, shown: 5, status: 'full' });
    expect(await listed(activity)).toBe(false);
  });

  it('stays right when people leave while the host accepts others', async () => {
    const activity = await hostActivity(4, 'Entran y salen');
    const petitions = await Promise.all(guests.map((guest) => ask(guest, activity)));
    // The first four take the places; then two of them leave while the rest are accepted.
    for (const petition of petitions.slice(0, 4))
      expect((await accept(petition)).statusCode).toBe(200);
    expect(await listed(activity)).toBe(false);
    const leaving = [0, 1].map((index) =>
      api.send(guests[index]!, 'DELETE', `/match/${petitions[index]!.id}`),
    );
    const joining = petitions.slice(4).map(accept);
    const [left, joined] = await Promise.all([Promise.all(leaving), Promise.all(joining)]);
    expect(left.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const accepted = joined.filter((answer) => answer.statusCode === 200).length;
    // However the two kinds of write interleave, at most two newcomers fit, at least none.
    expect(accepted).toBeLessThanOrEqual(2);
    const after = await counts(activity);
    expect(after.stored).toBe(after.rows);
    expect(after.shown).toBe(after.rows);
    expect(after.rows).toBe(2 + accepted);
    // A place freed by a host's removal shows at once in Descubrir.
    if (after.rows === 4) {
      const match = petitions.slice(4).find((_, index) => joined[index]!.statusCode === 200)!;
      expect((await api.send(host, 'DELETE', `/match/${match.id}`)).statusCode).toBe(200);
    }
    expect(await listed(activity)).toBe(true);
  });

  it('drops by one when a member in it erases their account', async () => {
    const activity = await hostActivity(3, 'Alguien se da de baja');
    const leaver = await api.member();
    const petition = await ask(leaver, activity);
    expect((await accept(petition)).statusCode).toBe(200);
    expect((await counts(activity)).stored).toBe(1);
    expect((await api.send(leaver, 'DELETE', `/user/${leaver.user.id}`)).statusCode).toBe(200);
    expect(await counts(activity)).toEqual({ stored: 0, rows: 0, shown: 0, status: 'open' });
  });

  it('refuses to cut the places below the people already in', async () => {
    const activity = await hostActivity(3, 'Menos plazas');
    const petitions = await Promise.all(guests.slice(0, 2).map((guest) => ask(guest, activity)));
    for (const petition of petitions) expect((await accept(petition)).statusCode).toBe(200);
    const cut = await api.send(host, 'POST', `/activity/${activity.id}`, { participants: 1 });
    expect(cut.statusCode).toBe(409);
    const fits = await api.send(host, 'POST', `/activity/${activity.id}`, { participants: 2 });
    expect(fits.statusCode).toBe(200);
    expect(fits.json<Activity>()).toMatchObject({ matchedCount: 2, status: 'full' });
  });
});
