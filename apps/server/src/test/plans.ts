import type { Activity } from '@app/contract/activities';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queryRows, type Db } from '../db/database.js';
import { bearer, postForm, type referenceIds, type Session } from './accounts.js';

type Reference = Awaited<ReturnType<typeof referenceIds>>;

const HOUR_MS = 3_600_000;

/**
 * The plans tests host and join, through the API as a member does: a social plan in Madrid,
 * starting in `hours` (5) with `participants` (4) places, at `at` or the city's centre.
 */
export function plans(app: FastifyInstance, ref: Reference) {
  async function host(
    session: Session,
    plan: {
      at?: { lat: number; lon: number };
      participants?: number;
      description?: string;
      hours?: number;
      duration?: string;
    } = {},
  ): Promise<Activity> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: bearer(session),
      payload: {
        type: ref.optionTagged('activity_types', 'activity_types-social'),
        city: ref.city('Madrid'),
        location: plan.at ?? { lat: 40.42, lon: -3.7 },
        description: plan.description ?? 'Unas cañas para conocer gente',
        start_at: new Date(Date.now() + (plan.hours ?? 5) * HOUR_MS).toISOString(),
        duration: plan.duration ?? '01:30',
        participants: plan.participants ?? 4,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Activity>();
  }

  /** `POST /petition` to join: the raw answer, for tests that look at refusals. */
  const ask = (session: Session, activity: Activity) =>
    postForm(
      app,
      '/api/petition',
      {
        petition_type_option_id: String(
          ref.optionTagged('petitions_types', 'petitions_types-match'),
        ),
        to_user_id: String(activity.user.id),
        activity: String(activity.id),
      },
      session.token,
    );

  /** The guest asks and the host accepts: a place in the plan and its chat. */
  async function join(guest: Session, activity: Activity, hostSession: Session) {
    const asked = await ask(guest, activity);
    expect(asked.statusCode, asked.body).toBe(200);
    const petition = asked.json<{ id: number }>();
    const accepted = await postForm(
      app,
      `/api/petition/${petition.id}`,
      { acepted: '1' },
      hostSession.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    return petition.id;
  }

  /**
   * A sports plan of `host`'s (padel unless said) with `guest` in it, started two hours ago,
   * the guest marked present: their own word (`confirm`) verifies it. Moving the start into
   * the past needs the database: the API only takes plans to come.
   */
  async function played(
    db: Db,
    hostSession: Session,
    guest: Session,
    plan: { discipline?: string; city?: string } = {},
  ): Promise<Activity> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: bearer(hostSession),
      payload: {
        type: ref.optionTagged('activity_types', 'activity_types-sport'),
        discipline: ref.optionTagged('disciplines', `disciplines-${plan.discipline ?? 'padel'}`),
        city: ref.city(plan.city ?? 'Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: 'Partido',
        start_at: new Date(Date.now() + 5 * HOUR_MS).toISOString(),
        duration: '01:30',
        participants: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const activity = response.json<Activity>();
    await join(guest, activity, hostSession);
    await queryRows(
      db,
      sql`update activities set start_at = now() - interval '2 hours' where id = ${activity.id}`,
    );
    const marked = await postForm(
      app,
      `/api/activity/${activity.id}/attendance/${guest.user.id}`,
      { mark: 'present' },
      hostSession.token,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    return activity;
  }

  /**
   * A match of `host`'s with `guests` in it, started an hour ago: a sports plan of the
   * discipline given (an option's id), or a social one with `null`. For the results, whose
   * window opens at the start.
   */
  async function started(
    db: Db,
    hostSession: Session,
    guests: Session[],
    discipline: number | null,
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/activity',
      headers: bearer(hostSession),
      payload: {
        type: ref.optionTagged(
          'activity_types',
          discipline ? 'activity_types-sport' : 'activity_types-social',
        ),
        ...(discipline ? { discipline } : {}),
        city: ref.city('Madrid'),
        location: { lat: 40.42, lon: -3.7 },
        description: 'Partido de pádel',
        start_at: new Date(Date.now() + 5 * HOUR_MS).toISOString(),
        duration: '01:30',
        participants: guests.length,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const activity = response.json<Activity>();
    for (const guest of guests) await join(guest, activity, hostSession);
    await queryRows(
      db,
      sql`update activities set start_at = now() - interval '1 hour' where id = ${activity.id}`,
    );
    return activity;
  }

  /** The guest's word that `played` took place: with the host's mark, verified. */
  async function confirm(guest: Session, activity: Activity) {
    const confirmed = await postForm(
      app,
      `/api/activity/${activity.id}/attendance`,
      { took_place: '1' },
      guest.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed;
  }

  return { host, ask, join, played, started, confirm };
}
