import { randomBytes } from 'node:crypto';
import type { Activity } from '@app/contract/activities';
import { PRODUCT_NAME } from '@app/contract/constants';
import { PUBLIC_PLAN_PATH, type CalendarFeed } from '@app/contract/share';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { UsersService } from '../users/users.service.js';
import { icalendar, type CalendarEvent } from './icalendar.js';
import { appPlanPath } from './plan-page.js';
import { planHeadline } from './plan-words.js';
import type { PlanRow } from './public-plan.js';
import { calendarFeeds } from './share.schema.js';

/** How far back a feed keeps plans that have ended: last month's stay in view. */
const FEED_PAST_MS = 30 * 86_400_000;
/** The most plans a feed holds: a year of a busy member's plans, soonest first. */
const FEED_LIMIT = 500;

export type Calendars = ReturnType<typeof createCalendars>;

/**
 * Plans in people's calendars (issue 38): a plan's `.ics` file and a member's feed, a secret
 * address their calendar app asks again every hour, with every plan they host or go to.
 */
export function createCalendars(
  db: Db,
  deps: {
    activities: Pick<ActivitiesService, 'calendarOf'>;
    users: Pick<UsersService, 'findById'>;
    publicUrl: string;
    clock?: () => Date;
  },
) {
  const now = () => deps.clock?.() ?? new Date();
  const feedUrl = (token: string) => {
    const url = `${deps.publicUrl}/api/calendar/${token}/plans.ics`;
    return { url, webcal: url.replace(/^https?:/, 'webcal:') };
  };

  async function tokenOf(userId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId));
    return row?.token;
  }

  return {
    /** A plan as one calendar file: the exact place for those who may see it, else the area. */
    planFile(plan: Activity, row: PlanRow, who: 'member' | 'public'): string {
      return icalendar({
        name: planHeadline(plan),
        events: [planEvent(plan, row, who, deps.publicUrl)],
        now: now(),
      });
    },

    /** The member's feed address, made the first time it is asked for. */
    async feedOf(userId: number): Promise<CalendarFeed> {
      const known = await tokenOf(userId);
      if (known) return feedUrl(known);
      await db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
      return feedUrl((await tokenOf(userId))!);
    },

    /** A new secret for the member's feed: calendars subscribed to the old address lose it. */
    async resetFeed(userId: number): Promise<CalendarFeed> {
      const token = newToken();
      await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now() } });
      return feedUrl(token);
    },

    /** The feed behind a secret: every plan its member hosts or goes to; 404 for a wrong one. */
    async feed(token: string): Promise<string> {
      const [owner] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token));
      if (!owner) throw notFound();
      // A suspended account's sessions end (decision 0024); its feed stops with them.
      if ((await deps.users.findById(owner.userId))?.suspendedAt) throw notFound();
      const plans = await deps.activities.calendarOf(
        owner.userId,
        new Date(now().getTime() - FEED_PAST_MS),
        FEED_LIMIT,
      );
      return icalendar({
        name: `Mis planes en ${PRODUCT_NAME}`,
        events: plans.map(({ view, row }) => planEvent(view, row, 'member', deps.publicUrl)),
        now: now(),
        refresh: 'PT1H',
        // Spain's mainland zone, where most members are, for a feed with nothing in it yet.
        emptyZone: 'Europe/Madrid',
      });
    },
  };
}

/** 32 random bytes, as URL-safe text: a secret nobody guesses. */
const newToken = () => randomBytes(32).toString('base64url');

/** A plan as a calendar event, the same plan always the same UID. */
export function planEvent(
  plan: Activity,
  row: PlanRow,
  who: 'member' | 'public',
  publicUrl: string,
): CalendarEvent {
  const exact = who === 'member' || row.publicPlace;
  const start = row.startAt;
  const host = plan.sponsor ? `Evento de ${plan.sponsor.name}` : `Organiza ${plan.user.firstname}`;
  const url = `${publicUrl}${who === 'member' ? appPlanPath(plan.id) : PUBLIC_PLAN_PATH(plan.id)}`;
  return {
    uid: `plan-${plan.id}@${new URL(publicUrl).hostname}`,
    start,
    end: new Date(start.getTime() + row.durationMinutes * 60_000),
    timeZone: plan.city.timezone,
    summary: planHeadline(plan),
    description: `${plan.description}\n\n${host}. ${url}`,
    location:
      exact && plan.location.address
        ? `${plan.location.address}, ${plan.city.name}`
        : plan.city.name,
    geo: exact ? { lat: plan.location.lat, lon: plan.location.lon } : null,
    url,
    created: row.createdAt,
    lastModified: row.updatedAt,
    // Seconds from its making to its last edit: grows with every edit, as SEQUENCE must.
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)),
    // A plan cancelled for want of its minimum stays, marked so, until the feed drops it.
    status: row.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
  };
}
