import type { Policy } from '../auth/authorize.js';
import type { conversations } from './conversations.schema.js';

/** A conversation as its routes load it: what it is and who is in it. */
export type ConversationRef = {
  id: number;
  kind: 'private' | 'group';
  memberIds: readonly number[];
};

/** Only its members read, write and mark a conversation read (decision 0026). */
export const canUse: Policy<ConversationRef> = (actor, conversation) =>
  actor !== null && conversation.memberIds.includes(actor.userId);

/** A member deletes their own messages only. */
export const canDeleteMessage: Policy<{
  conversation: ConversationRef;
  message: { userId: number | null };
}> = (actor, { conversation, message }) =>
  canUse(actor, conversation) && actor !== null && message.userId === actor.userId;

/** A pair as opening their private conversation sees it: the one they have, if any. */
export type PrivatePair = {
  userId: number;
  existing: typeof conversations.$inferSelect | null;
  /** Friends, or one answered the other's wish. */
  mayTalk: boolean;
};

/** A private conversation is opened by friends or a wish's pair; once open, it stays open. */
export const canOpenPrivate: Policy<PrivatePair> = (actor, pair) =>
  actor !== null && (pair.existing !== null || pair.mayTalk);
