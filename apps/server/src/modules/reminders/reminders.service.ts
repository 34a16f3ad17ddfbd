import { settingOn, type MemberSetting } from '@app/contract/configurations';
import { PUSH_URLS, type PushPayload } from '@app/contract/push-payload';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Publisher } from '../../lib/publisher.js';
import type { ActivitiesService } from '../activities/activities.service.js';
import type { MatchesService } from '../matches/matches.service.js';
import type { NotificationCentre } from '../notification-centre/notification-centre.service.js';
import type { Notice } from '../notifications/notifier.js';
import type { UsersService } from '../users/users.service.js';
import { planReminders } from './reminders.schema.js';
import { reminderTexts, whenText } from './reminder-texts.js';

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

/** Plans looked at by one sweep, at most: the soonest first. */
const SWEEP_PLANS = 500;

type Due = { activityId: number; userId: number; kind: ReminderKind; host: boolean };

/**
 * Reminders of plans (issue 38), swept on every node (decision 0049): what is due is found by
 * reading, then claimed by one INSERT … ON CONFLICT DO NOTHING of `plan_reminders` rows, in a
 * transaction that also stores what each claimed reminder sends: the notification, the push
 * (with «Ya no puedo ir» to those with a place) and, for those who chose it, the e-mail. Two
 * nodes sweeping at once each claim what the other did not; nothing is sent twice, nor lost
 * when a transaction rolls back.
 */
export function createReminders(
  db: Db,
  deps: {
    publisher: Publisher;
    activities: Pick<ActivitiesService, 'startingBetween' | 'viewsOf'>;
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

  /** What is due now: each reminder whose time has come, for those in the plan before it. */
  async function dueAt(now: Date): Promise<Due[]> {
    const plans = await activities.startingBetween(
      now,
      new Date(now.getTime() + REMINDER_KINDS[0].leadMs),
      SWEEP_PLANS,
    );
    if (plans.length === 0) return [];
    const places = await matches.placesIn(plans.map((plan) => plan.id));
    const due: Due[] = [];
    for (const plan of plans) {
      const start = plan.startAt.getTime();
      const people = [
        { userId: plan.hostId, since: plan.createdAt, host: true },
        ...places
          .filter((place) => place.activityId === plan.id)
          .map((place) => ({ userId: place.userId, since: place.createdAt, host: false })),
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
    if (due.length === 0) return [];
    const settings = await users.settingsOf([...new Set(due.map((entry) => entry.userId))]);
    return due.filter((entry) => {
      const setting = REMINDER_KINDS.find((kind) => kind.kind === entry.kind)!.setting;
      const member = settings.get(entry.userId);
      return member !== undefined && settingOn(member.configurations, setting);
    });
  }

  return {
    /**
     * One sweep: claims and sends the reminders due now that no node has sent. Answers how
     * many this node sent.
     */
    async sweep(): Promise<number> {
      const now = deps.clock?.() ?? new Date();
      const due = await dueAt(now);
      if (due.length === 0) return 0;
      const plans = new Map(
        (await activities.viewsOf([...new Set(due.map((entry) => entry.activityId))])).map(
          (view) => [view.id, view],
        ),
      );
      const settings = await users.settingsOf([...new Set(due.map((entry) => entry.userId))]);
      const sent = await publisher.afterCommit((emit) =>
        db.transaction(async (tx) => {
          const claimed = await tx
            .insert(planReminders)
            .values(
              due.map(({ activityId, userId, kind }) => ({
                activityId,
                userId,
                kind,
                sentAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning();
          const sending = claimed.flatMap((row) => {
            const plan = plans.get(row.activityId);
            const entry = due.find(
              (item) =>
                item.activityId === row.activityId &&
                item.userId === row.userId &&
                item.kind === row.kind,
            );
            return plan && entry ? [{ ...entry, plan }] : [];
          });
          await notices.addIn(
            tx,
            emit,
            sending.map(({ userId, plan }) => ({
              userId,
              kind: 'reminder' as const,
              activityId: plan.id,
              text: whenText(plan.start_at, plan.city.timezone, now),
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
