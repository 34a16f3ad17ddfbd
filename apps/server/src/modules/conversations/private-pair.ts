import { sql, type SQL } from 'drizzle-orm';
import { conversations } from './conversations.schema.js';

/**
 * The other member of a private conversation, as SQL on `conversations`, seen by `userId`: a
 * list's block condition reads it (decision 0030). A group's chat has no pair: null, which
 * matches no block.
 */
export const otherMemberOf = (userId: number): SQL =>
  sql`(case when ${conversations.lowId} = ${userId} then ${conversations.highId} else ${conversations.lowId} end)`;
