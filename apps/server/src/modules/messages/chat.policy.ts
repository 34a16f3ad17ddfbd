import type { Actor } from '../auth/actor.js';

/** An activity's chat: its host and the people matched to it (`memberIds`). */
export type ChatRef = { activityId: number; hostId: number; memberIds: readonly number[] };

const isHost = (actor: Actor | null, chat: ChatRef) => actor?.userId === chat.hostId;
const takesPart = (actor: Actor | null, chat: ChatRef) =>
  actor !== null && (isHost(actor, chat) || chat.memberIds.includes(actor.userId));

/** Host and matched people read the chat; nobody else, staff included. */
export const canRead = (actor: Actor | null, chat: ChatRef): boolean => takesPart(actor, chat);

/** Host and matched people mark messages read. */
export const canMarkRead = (actor: Actor | null, chat: ChatRef): boolean => takesPart(actor, chat);

/** Writing "through the activity" is the host's way in; matched people write through the match. */
export const canWriteAsHost = (actor: Actor | null, chat: ChatRef): boolean => isHost(actor, chat);

/** Deleting a message: someone who takes part, and only their own. */
export const canDeleteMessage = (
  actor: Actor | null,
  target: { chat: ChatRef; message: { userId: number | null } },
): boolean => takesPart(actor, target.chat) && actor?.userId === target.message.userId;
