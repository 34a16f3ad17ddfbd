import { settingOn, type MemberSetting } from '@app/contract/configurations';
import { PUSH_URLS, type PushPayload } from '@app/contract/push-payload';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { Notice } from '../notifications/notifier.js';
import type { UsersService } from '../users/users.service.js';
import { planReminders } from './reminders.schema.js';
import { dateText, reminderTexts } from './reminder-texts.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The reminders of a plan: the day before (from 24 hours ahead until 3 hours ahead, so a node
 * down for a while still sends it) and an hour before (until the start). Each goes to whoever
 * was already in the plan when its time came (its host, and those with a place), who has it
 * on (Ajustes, Recordatorios).
 */
export const REMINDER_KINDS = [
  { kind: 'day', leadMs: 24 * HOUR_MS, untilMs: 3 * HOUR_MS, setting: 'reminder_day_before' },
  { kind: 'hour', leadMs: HOUR_MS, untilMs: 0, setting: 'reminder_hour_before' },
] as const satisfies ReadonlyArray<{
  kind: string;
  leadMs: number;
  untilMs: number;
  setting: MemberSetting;
}>;
export type ReminderKind = (typeof REMINDER_KINDS)[number]['kind'];

/** Plans looked at in each reminder's window by one sweep, at most: the soonest first. */
const SWEEP_PLANS = 2000;
/** Claims written by one statement, at most (four parameters each). */
const CLAIM_BATCH = 1000;

type Due = { activityId: number; userId: number; kind: ReminderKind; host: boolean };
type Settings = Awaited<ReturnType<UsersService['settingsOf']>>;
const keyOf = (entry: { activityId: number; userId: number; kind: string }) =>
  `${entry.activityId}:${entry.userId}:${entry.kind}`;

/**
 * Reminders of plans (issue 38), swept on every node (decision 0049): what is due is found by
 * reading (leaving out what was claimed already), then, in one transaction, checked again with
 * the plans held (a plan cancelled or a place given up meanwhile drops out) and claimed by
 * INSERT … ON CONFLICT DO NOTHING of `plan_reminders` rows, in a fixed order; the same
 * transaction stores what each claimed reminder sends: the notification, the push (with «Ya no
 * puedo ir» to those with a place) and, for those who chose it, the e-mail. Two nodes sweeping
 * at once each claim what the other did not; nothing is sent twice, nor lost when a
 * transaction rolls back.
 */
export function createReminders(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'startingBetween' | 'viewsOf' | 'holdIn'>;
    matches: Pick<MatchesService, 'placesIn'>;
    users: Pick<UsersService, 'settingsOf'>;
    notices: Pick<NotificationCentre, 'addIn'>;
    /** E-mail, through the delivery queue. */
    mail: { send(notice: Notice, tx?: Db): Promise<void>; wake(): void };
    /** Web Push; none without a realtime server (the demo seed). */
    push?:
      | { pushToIn(tx: Db, userIds: number[], payload: PushPayload): Promise<void>; wake(): void }
      | undefined;
    publicUrl: string;
    clock?: Clock | undefined;
  },
) {
  const { activities, matches, users, notices, mail, push, publisher } = deps;

  /**
   * Who is due each reminder of these plans at `now`: the host and those with a place who
   * were in before its time came. `places` are read by the caller (in or out of a
   * transaction).
   */
  function dueOf(
    plans: ReadonlyArray<{ id: number; hostId: number; createdAt: Date; startAt: Date }>,
    places: ReadonlyArray<{ activityId: number; userId: number; createdAt: Date }>,
    now: Date,
  ): Due[] {
    const placesOf = new Map<number, typeof places>();
    for (const place of places) {
      placesOf.set(place.activityId, [...(placesOf.get(place.activityId) ?? []), place]);
    }
    const due: Due[] = [];
    for (const plan of plans) {
      const start = plan.startAt.getTime();
      const people = [
        { userId: plan.hostId, since: plan.createdAt, host: true },
        ...(placesOf.get(plan.id) ?? []).map((place) => ({
          userId: place.userId,
          since: place.createdAt,
          host: false,
        })),
      ];
      for (const { kind, leadMs, untilMs } of REMINDER_KINDS) {
        const opens = start - leadMs;
        if (now.getTime() < opens || now.getTime() >= start - untilMs) continue;
        for (const person of people) {
          // Someone who joined after its time came has just seen the plan: no reminder.
          if (person.since.getTime() < opens) {
            due.push({ activityId: plan.id, userId: person.userId, kind, host: person.host });
          }
        }
      }
    }
    return due;
  }

  /** What is due now and not claimed yet, with the members' switches on, and their settings. */
  async function dueAt(now: Date): Promise<{ due: Due[]; settings: Settings }> {
    const none = { due: [], settings: new Map() };
    // Each reminder's window on its own, so near plans already reminded crowd out no others.
    const windows = await Promise.all(
      REMINDER_KINDS.map(({ leadMs, untilMs }) =>
        activities.startingBetween(
          new Date(now.getTime() + untilMs),
          new Date(now.getTime() + leadMs),
          SWEEP_PLANS,
        ),
      ),
    );
    const plans = [...new Map(windows.flat().map((plan) => [plan.id, plan])).values()];
    if (plans.length === 0) return none;
    const ids = plans.map((plan) => plan.id);
    const [places, claimed] = await Promise.all([
      matches.placesIn(ids),
      db
        .select({
          activityId: planReminders.activityId,
          userId: planReminders.userId,
          kind: planReminders.kind,
        })
        .from(planReminders)
        .where(inArray(planReminders.activityId, ids)),
    ]);
    const sent = new Set(claimed.map(keyOf));
    const due = dueOf(plans, places, now).filter((entry) => !sent.has(keyOf(entry)));
    if (due.length === 0) return none;
    const settings = await users.settingsOf([...new Set(due.map((entry) => entry.userId))]);
    return {
      due: due.filter((entry) => {
        const setting = REMINDER_KINDS.find((kind) => kind.kind === entry.kind)!.setting;
        const member = settings.get(entry.userId);
        return member !== undefined && settingOn(member.configurations, setting);
      }),
      settings,
    };
  }

  return {
    /**
     * One sweep: claims and sends the reminders due now that no node has sent. Answers how
     * many this node sent.
     */
    async sweep(): Promise<number> {
      const now = deps.clock?.() ?? new Date();
      const { due: wanted, settings } = await dueAt(now);
      if (wanted.length === 0) return 0;
      const ids = [...new Set(wanted.map((entry) => entry.activityId))];
      const plans = new Map((await activities.viewsOf(ids)).map((view) => [view.id, view]));
      const sent = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          // Checked again with the plans held: cancelled or left meanwhile, no reminder.
          const held = await activities.holdIn(tx, ids);
          const still = new Set(dueOf(held, await matches.placesIn(ids, tx), now).map(keyOf));
          const due = wanted
            .filter((entry) => still.has(keyOf(entry)))
            .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
          const claimed: Array<typeof planReminders.$inferSelect> = [];
          for (let at = 0; at < due.length; at += CLAIM_BATCH) {
            claimed.push(
              ...(await tx
                .insert(planReminders)
                .values(
                  due.slice(at, at + CLAIM_BATCH).map(({ activityId, userId, kind }) => ({
                    activityId,
                    userId,
                    kind,
                    sentAt: now,
                  })),
                )
                .onConflictDoNothing()
                .returning()),
            );
          }
          const byKey = new Map(due.map((entry) => [keyOf(entry), entry]));
          const sending = claimed.flatMap((row) => {
            const plan = plans.get(row.activityId);
            const entry = byKey.get(keyOf(row));
            return plan && entry ? [{ ...entry, plan }] : [];
          });
          await notices.addIn(
            tx,
            emit,
            sending.map(({ userId, plan }) => ({
              userId,
              kind: 'reminder' as const,
              activityId: plan.id,
              // A notification is read later too: the day itself, not «mañana».
              text: dateText(plan.start_at, plan.city.timezone),
            })),
          );
          for (const entry of sending) {
            const texts = reminderTexts(entry, entry.plan, now);
            await push?.pushToIn(tx, [entry.userId], {
              kind: 'reminder',
              title: texts.title,
              body: texts.body,
              url: PUSH_URLS.activity(entry.plan.id),
              tag: `reminder-${entry.plan.id}`,
              ...(entry.host ? {} : { leave_url: PUSH_URLS.leave(entry.plan.id) }),
            });
            const member = settings.get(entry.userId);
            if (member?.email && settingOn(member.configurations, 'reminder_email')) {
              await mail.send(
                {
                  channel: 'email',
                  to: member.email,
                  subject: texts.subject,
                  text: texts.email(deps.publicUrl),
                },
                tx,
              );
            }
          }
          return sending.length;
        }),
      );
      if (sent > 0) {
        push?.wake();
        mail.wake();
      }
      return sent;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
