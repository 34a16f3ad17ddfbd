import { z } from 'zod';
import { feedbackAuthor } from './feedback.js';
import { id } from './fields.js';
import { pageQuery } from './paging.js';

/**
 * Conversations (decision 0026): private ones between two members and a group's chat, with
 * the activity chat's guarantees. Their messages have the activity chat's fields, with the
 * conversation in place of the activity, so one chat view shows either.
 */
export const CONVERSATION_KINDS = ['private', 'group'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const conversationMessage = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    /** The author; null once their account is gone. */
    userId: z.number().int().nullable(),
    seq: z.number().int(),
    message: z.string(),
    type: z.string(),
    client_id: z.string().nullable(),
    createdAt: z.string(),
    /** Whether the member asking has read it (their own messages always are). */
    readed: z.boolean(),
    read_by: z.number().int().meta({
      description:
        'Cuántas personas de la conversación, sin contar a quien lo escribió, lo han leído',
    }),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof conversationMessage>;

/** The group a group conversation belongs to, as lists name it. */
export const groupRef = z
  .object({
    id: z.number().int(),
    name: z.string(),
    pictureUpdatedAt: z.string().nullable(),
  })
  .meta({ id: 'GroupRef' });
export type GroupRef = z.infer<typeof groupRef>;

/**
 * One of the member's conversations: the other person (private) or the group (group), the
 * last message, how many the member has not read, and how far they have read.
 */
export const conversation = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONVERSATION_KINDS),
    user: feedbackAuthor.nullable(),
    group: groupRef.nullable(),
    members: z.number().int(),
    last_message: conversationMessage.nullable(),
    unread: z.number().int(),
    read_seq: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversation>;

export const conversationListQuery = pageQuery();

/** `POST /conversation/{id}/read`: everything up to this message is read. */
export const readConversationRequest = z.object({ message_id: id });

/** `POST /conversation/{id}/read`'s answer: how far the member has now read. */
export const conversationRead = z
  .object({ read_seq: z.number().int() })
  .meta({ id: 'ConversationRead' });
export type ConversationRead = z.infer<typeof conversationRead>;

/**
 * The event on `conversation-read.{wstoken}`: a member read the conversation up to `seq` (a
 * read receipt for the others, an unread count for the reader's other windows).
 */
export type ConversationReadEvent = { conversation_id: number; user_id: number; seq: number };

/** `GET /conversations/unread`: the member's unread conversation messages, from the data. */
export const unreadConversationMessages = z
  .object({ count: z.number().int() })
  .meta({ id: 'UnreadConversationMessages' });
export type UnreadConversationMessages = z.infer<typeof unreadConversationMessages>;

/** Why a private conversation cannot start (403). */
export const CONVERSATION_MESSAGES = {
  notAllowed: 'Solo puedes escribir a tus amigos o a quien respondió a tu deseo (o tú al suyo).',
  self: 'No puedes escribirte a ti mismo.',
} as const;
