import type { Db } from '../../db/database.js';
import {
  conversationMessagesContext,
  type ConversationMessagesDependencies,
} from './conversation-messages.context.js';
import { conversationMessageQueries } from './conversation-messages.queries.js';
import { messagePage } from './message-page.js';
import { messageRemoval } from './message-removal.js';
import { messageSending } from './message-sending.js';
import { readCursor } from './read-cursor.js';
import { unreadMessages } from './unread-messages.js';

export type { ConversationMessagesDependencies } from './conversation-messages.context.js';

/**
 * The messages of conversations (decision 0026), with the activity chat's guarantees: one
 * statement numbers and stores a send (a retry with its client id stores nothing new), events
 * leave once it committed, `after` catches up. Reading moves the member's cursor forward only.
 * One file per use case over a shared context (conversation-messages.context.ts); other
 * modules read single messages through the queries (conversation-messages.queries.ts).
 */
export function createConversationMessagesService(db: Db, deps: ConversationMessagesDependencies) {
  const context = conversationMessagesContext(db, deps);
  return {
    ...messageSending(context),
    ...messagePage(context),
    ...readCursor(context),
    ...conversationMessageQueries(context),
    ...messageRemoval(context),
    ...unreadMessages(context),
  };
}

export type ConversationMessagesService = ReturnType<typeof createConversationMessagesService>;
