import { z } from 'zod';
import { activity } from './activities.js';
import { feedbackAuthor } from './feedback.js';
import { id, jsonText } from './fields.js';

/**
 * Where a member stands with another (decision 0023), seen from the member asking: nothing,
 * a request they sent, a request they received, or friends.
 */
export const FRIENDSHIP_STATUSES = ['none', 'sent', 'received', 'friends'] as const;
export type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** `GET|POST|DELETE /user/{id}/friend`: the friendship with one person. */
export const friendship = z
  .object({
    status: z.enum(FRIENDSHIP_STATUSES),
    /** When the request was sent, or when it was accepted once they are friends. */
    since: z.string().nullable(),
  })
  .meta({ id: 'Friendship' });
export type Friendship = z.infer<typeof friendship>;

/** A friendship's answer to a change, with the sentence to show. */
export const friendshipChange = friendship
  .extend({ message: z.string() })
  .meta({ id: 'FriendshipChange' });
export type FriendshipChange = z.infer<typeof friendshipChange>;

/** A friend, or a request's other person, as lists show them. */
export const friendEntry = z
  .object({
    user: feedbackAuthor,
    since: z.string(),
  })
  .meta({ id: 'FriendEntry' });
export type FriendEntry = z.infer<typeof friendEntry>;

/** `GET /friends`: the member's friends, by name. */
export const friendsList = z.object({ data: z.array(friendEntry) }).meta({ id: 'Friends' });
export type FriendsList = z.infer<typeof friendsList>;

/** `GET /friends/requests`: the requests waiting on the member, and theirs waiting on others. */
export const friendRequests = z
  .object({ received: z.array(friendEntry), sent: z.array(friendEntry) })
  .meta({ id: 'FriendRequests' });
export type FriendRequests = z.infer<typeof friendRequests>;

/**
 * The realtime event on `friendship.{wstoken}`: someone's request, answer, withdrawal or
 * removal, with the status as the recipient now sees it.
 */
export const friendshipEvent = z.object({
  user: feedbackAuthor,
  status: z.enum(FRIENDSHIP_STATUSES),
});
export type FriendshipEvent = z.infer<typeof friendshipEvent>;

/** `POST /activity/{id}/invite`: the friends a host invites to their plan. */
export const inviteBody = z.object({
  /** A JSON list in the form, as `data` of the messages' read receipts. */
  user_ids: jsonText(
    z
      .array(id)
      .min(1, 'Elige al menos a una persona.')
      .max(50, 'Puedes invitar a 50 personas cada vez.'),
  ),
});
export type InviteBody = z.infer<typeof inviteBody>;

/** An invitation as the invited friend sees it (`GET /invitations`, `activity-invitation`). */
export const invitation = z
  .object({
    activity,
    invitedAt: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitation>;

export const invitations = z.object({ data: z.array(invitation) }).meta({ id: 'Invitations' });
export type Invitations = z.infer<typeof invitations>;

/** `GET /activity/{id}/invites`: whom the host invited who has not answered yet. */
export const sentInvites = z.object({ data: z.array(friendEntry) }).meta({ id: 'SentInvites' });
export type SentInvites = z.infer<typeof sentInvites>;

/** `POST /activity/{id}/invite`'s answer: how many invitations went out. */
export const inviteResult = z
  .object({ message: z.string(), invited: z.number().int() })
  .meta({ id: 'InviteResult' });
export type InviteResult = z.infer<typeof inviteResult>;
