import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';
import { id, jsonText } from './fields.js';

/**
 * What the notifications centre tells (decision 0025). Later kinds (challenges,
 * rewards) join this list with their features.
 */
export const NOTIFICATION_KINDS = [
  'request',
  'accepted',
  'refused',
  'message',
  'friend_request',
  'friend_accepted',
  'invitation',
  'invitation_accepted',
  'wish_answer',
  // Conversations and groups (decision 0026).
  'conversation_message',
  'group_invitation',
  'group_request',
  'group_admitted',
  // Attendance and results (decision 0027).
  'attendance_marked',
  'result_reported',
  'result_confirmed',
  'result_disputed',
  // A plan soon (issue 38): the day before and an hour before.
  'reminder',
  // A plan cancelled for want of its minimum (issue 38).
  'cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification: who, about which plan, what it said, and whether it was read. */
export const notificationItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** Who caused it; null once their account is gone. */
    actor: feedbackAuthor.nullable(),
    activity: z.object({ id: z.number().int(), description: z.string() }).nullable(),
    /** A conversation's messages: which one (a group's carries the group). */
    conversation: z.object({ id: z.number().int() }).nullable(),
    group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** A message's or a wish's words, when it has them. */
    text: z.string().nullable(),
    /** Messages of one chat gather in one notification while it is unread. */
    count: z.number().int(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /notifications/unread`: how many are unread, counted from the data. */
export const unreadNotifications = z
  .object({ count: z.number().int() })
  .meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.infer<typeof unreadNotifications>;

/** `POST /notifications/read`: the ids to mark read, as a JSON list in the form. */
export const readNotificationsRequest = z.object({
  data: jsonText(z.array(id).min(1).max(500)),
});

/** The event on `notification.{wstoken}`: what came (null when some were read) and the count. */
export type NotificationEvent = { kind: NotificationKind | null; unread: number };
