import type { Db } from '../../db/database.js';
import { chatPage } from './chat-page.js';
import { messagesContext, type MessagesDependencies } from './messages.context.js';
import { messageQueries } from './messages.queries.js';
import { readReceipts } from './read-receipts.js';
import { removal } from './removal.js';
import { sending } from './sending.js';
import { unreadMessages } from './unread.js';

export type { MessagesDependencies } from './messages.context.js';

/**
 * An activity's chat: messages stored in order, and who hears of each change once it is
 * committed (through the publisher). Who may read or write is chat.policy's question. One
 * file per use case over a shared context (messages.context.ts); other modules read single
 * messages through the queries (messages.queries.ts).
 */
export function createMessagesService(db: Db, deps: MessagesDependencies) {
  const context = messagesContext(db, deps);
  return {
    ...sending(context),
    ...chatPage(context),
    ...readReceipts(context),
    ...messageQueries(context),
    ...removal(context),
    ...unreadMessages(context),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
