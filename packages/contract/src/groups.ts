import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';
import { clearable, id, idInName, jsonText } from './fields.js';
import { FORM_MESSAGES } from './messages.js';
import { pageQuery } from './paging.js';

/** Groups (decision 0026): who may do what is in its table. */
export const GROUP_VISIBILITIES = ['public', 'private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];
export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Where the member asking stands with a group. */
export const GROUP_STANDINGS = ['member', 'requested', 'invited', 'none'] as const;
export type GroupStanding = (typeof GROUP_STANDINGS)[number];

/** The most members a group has: the realtime server's presence limit (decision 0026). */
export const GROUP_MEMBERS_MAX = 100;

export const group = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    visibility: z.enum(GROUP_VISIBILITIES),
    city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    pictureUpdatedAt: z.string().nullable(),
    members: z.number().int(),
    /** The member's role; null when they are not in it. */
    role: z.enum(GROUP_ROLES).nullable(),
    standing: z.enum(GROUP_STANDINGS),
    /** The group's chat, for its members (null for the others). */
    conversationId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Group' });
export type Group = z.infer<typeof group>;

/** `GET /groups`: the member's groups. */
export const groupList = z.object({ data: z.array(group) }).meta({ id: 'Groups' });

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** `POST /group`: a new group, whose creator is its owner. */
export const createGroupBody = z.object({
  name: text(60, 'Como máximo 60 caracteres.').min(1, FORM_MESSAGES.required),
  description: clearable(text(500, 'Como máximo 500 caracteres.')).optional(),
  visibility: z.enum(GROUP_VISIBILITIES, { error: 'Elige si el grupo es público o privado.' }),
  /** Where it meets; the creator's city when left out. */
  city: id.optional(),
});
export type CreateGroupBody = z.infer<typeof createGroupBody>;

/** `POST /group/{id}`: what owners and admins change (fields left out stay). */
export const updateGroupBody = createGroupBody.partial();
export type UpdateGroupBody = z.infer<typeof updateGroupBody>;

export const groupListQuery = pageQuery().extend({
  q: z.string().trim().max(60).optional(),
  city: id.optional(),
});

/** A member as the group's list shows them; `user` null is someone the asker blocked or who blocked them. */
export const groupMember = z
  .object({
    user_id: z.number().int(),
    user: feedbackAuthor.nullable(),
    role: z.enum(GROUP_ROLES),
    joinedAt: z.string(),
  })
  .meta({ id: 'GroupMember' });
export type GroupMember = z.infer<typeof groupMember>;

export const groupMembers = z.object({ data: z.array(groupMember) }).meta({ id: 'GroupMembers' });
export type GroupMembers = z.infer<typeof groupMembers>;

/** A request to join a private group, as its owner and admins see it. */
export const groupRequest = z
  .object({ user_id: z.number().int(), user: feedbackAuthor.nullable(), requestedAt: z.string() })
  .meta({ id: 'GroupRequest' });
export type GroupRequest = z.infer<typeof groupRequest>;

export const groupRequests = z
  .object({ data: z.array(groupRequest) })
  .meta({ id: 'GroupRequests' });
export type GroupRequests = z.infer<typeof groupRequests>;

/** An invitation to a group, as the invited member sees it. */
export const groupInvitation = z
  .object({ group, invitedBy: feedbackAuthor.nullable(), invitedAt: z.string() })
  .meta({ id: 'GroupInvitation' });
export type GroupInvitation = z.infer<typeof groupInvitation>;

export const groupInvitations = z
  .object({ data: z.array(groupInvitation) })
  .meta({ id: 'GroupInvitations' });
export type GroupInvitations = z.infer<typeof groupInvitations>;

/** `POST /group/{id}/invite`: friends to invite, a JSON list in the form. */
export const groupInviteBody = z.object({
  user_ids: jsonText(
    z
      .array(id)
      .min(1, 'Elige al menos a una persona.')
      .max(50, 'Puedes invitar a 50 personas cada vez.'),
  ),
});

/** `POST /group/{id}/member/{userId}/role`. */
export const groupRoleBody = z.object({
  role: z.enum(['admin', 'member'], { error: 'El rol es admin o member.' }),
});

/** `POST /group/{id}/owner`: whom the owner hands the group over to. */
export const groupOwnerBody = z.object({ user_id: id });

export const groupMemberParams = z.object({ id, userId: id });

/** A change with the sentence to show and the group as it now is for the member. */
export const groupChange = z.object({ message: z.string(), group }).meta({ id: 'GroupChange' });
export type GroupChange = z.infer<typeof groupChange>;

/** `POST /group/{id}/invite`'s answer. */
export const groupInviteResult = z
  .object({ message: z.string(), invited: z.number().int() })
  .meta({ id: 'GroupInviteResult' });

/** What happened, on `group.{wstoken}`: the member's groups, requests or invitations changed. */
export const GROUP_CHANGES = [
  'invited',
  'requested',
  'admitted',
  'joined',
  'left',
  'removed',
  'role',
  'updated',
  'deleted',
] as const;
export type GroupEvent = { group_id: number; change: (typeof GROUP_CHANGES)[number] };

const GROUP_PRESENCE_PREFIX = 'presence-group.';

/** The presence channel of a group's chat (authorised for its members). */
export const groupPresenceChannel = (groupId: number) => `${GROUP_PRESENCE_PREFIX}${groupId}`;

/** The group whose presence channel this is, or undefined for any other name. */
export const groupOfPresenceChannel = (name: string): number | undefined =>
  idInName(name, GROUP_PRESENCE_PREFIX);

/** The Spanish sentences of refusals. */
export const GROUP_MESSAGES = {
  ownerLeaves: 'El grupo es tuyo: cédeselo a otra persona antes de salir.',
  full: `El grupo ya tiene ${GROUP_MEMBERS_MAX} miembros.`,
  notMember: 'Esa persona no es miembro del grupo.',
  onlyFriends: 'Solo puedes invitar a tus amigos.',
  ownerRole: 'El propietario no cambia de rol: cede el grupo.',
  roleChanged: 'Tu papel en el grupo acaba de cambiar: vuelve a intentarlo.',
} as const;
