import { CONVERSATION_MESSAGES, type Conversation } from '@app/contract/conversations';
import type { GroupRef } from '@app/contract/conversations';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import { personRef } from '../../lib/person-ref.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ConversationRef, PrivatePair } from './conversation.policy.js';
import { otherMemberOf } from './private-pair.js';
import type { ConversationMessagesService } from './conversation-messages.service.js';
import { conversationMembers, conversations } from './conversations.schema.js';

type Row = typeof conversations.$inferSelect;

/** The pair's key: the lower id first (conversations.schema.ts). */
const pairOf = (a: number, b: number) =>
  a < b ? { lowId: a, highId: b } : { lowId: b, highId: a };

/**
 * Conversations (decision 0026): who is in which, the member's list, and opening a private
 * one. Their messages are conversation-messages.service's. Groups create, fill and delete
 * their conversation through the `…In(tx)` calls, inside their own transactions.
 */
export function createConversationsService(
  db: Db,
  deps: {
    users: Pick<UsersService, 'findById' | 'names'>;
    blocks: Pick<BlocksService, 'hideFrom' | 'guardPairsIn' | 'notBlockedWith'>;
    /** Whether the pair may start talking: friends, or a wish and its answer. */
    mayTalk: (a: number, b: number) => Promise<boolean>;
    /** The groups whose chats these are (the groups module: asked late). */
    groupsOf: (conversationIds: number[]) => Promise<Map<number, GroupRef>>;
    messages: () => Pick<ConversationMessagesService, 'summaries'>;
    clock?: Clock | undefined;
  },
) {
  const { users, blocks, mayTalk, groupsOf, messages, clock } = deps;

  /**
   * A list's condition on `conversations`: not a private one with someone blocked either way
   * (a group's has no pair: its "other" is null and matches no block).
   */
  const notBlockedPair = (userId: number) => blocks.notBlockedWith(userId, otherMemberOf(userId));

  async function memberIdsOf(conversationId: number): Promise<number[]> {
    const rows = await db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    return rows.map((row) => row.userId);
  }

  /** The member's summaries of these conversations, in the order given. */
  async function summaries(userId: number, rows: Row[]): Promise<Conversation[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const others = rows.flatMap((row) =>
      row.kind === 'private' ? [row.lowId === userId ? row.highId! : row.lowId!] : [],
    );
    const [names, groups, counts, stats] = await Promise.all([
      users.names(others),
      groupsOf(rows.filter((row) => row.kind === 'group').map((row) => row.id)),
      db
        .select({ id: conversationMembers.conversationId, total: count() })
        .from(conversationMembers)
        .where(inArray(conversationMembers.conversationId, ids))
        .groupBy(conversationMembers.conversationId),
      messages().summaries(userId, ids),
    ]);
    const members = new Map(counts.map((row) => [row.id, row.total]));
    return rows.map((row) => {
      const other = row.kind === 'private' ? (row.lowId === userId ? row.highId : row.lowId) : null;
      const person = other === null ? undefined : names.get(other);
      const stat = stats.get(row.id);
      return {
        id: row.id,
        kind: row.kind as Conversation['kind'],
        user: person ? personRef(person) : null,
        group: groups.get(row.id) ?? null,
        members: members.get(row.id) ?? 0,
        last_message: stat?.last ?? null,
        unread: stat?.unread ?? 0,
        read_seq: stat?.readSeq ?? 0,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  return {
    /**
     * A conversation and its members, for the routes' policy; 404 when there is none, and,
     * on every call (read, send, mark read, delete), for a private one whose pair is blocked:
     * whatever a race may have left, it is no way around a block (decision 0030).
     */
    async load(
      { id }: { id: number },
      request?: { session: Actor | null },
    ): Promise<ConversationRef> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      if (!row) throw notFound();
      const actor = request?.session ?? null;
      if (
        row.kind === 'private' &&
        actor &&
        (row.lowId === actor.userId || row.highId === actor.userId)
      ) {
        await blocks.hideFrom(actor, row.lowId === actor.userId ? row.highId! : row.lowId!);
      }
      return {
        id: row.id,
        kind: row.kind as ConversationRef['kind'],
        memberIds: await memberIdsOf(id),
      };
    },

    memberIdsOf,

    /** One of the member's conversations as their list shows it. */
    async get(userId: number, id: number): Promise<Conversation> {
      const rows = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), notBlockedPair(userId)));
      const [summary] = await summaries(userId, rows);
      if (!summary) throw notFound();
      return summary;
    },

    /** The member's conversations, the latest message first (new ones by when they began). */
    async list(userId: number, limit: number, offset: number) {
      const mine = and(eq(conversationMembers.userId, userId), notBlockedPair(userId));
      const [counted, rows] = await Promise.all([
        db
          .select({ total: count() })
          .from(conversationMembers)
          .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
          .where(mine),
        db
          .select({ conversation: conversations })
          .from(conversationMembers)
          .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
          .where(mine)
          .orderBy(
            desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
            desc(conversations.id),
          )
          .limit(limit)
          .offset(offset),
      ]);
      return {
        rows: await summaries(
          userId,
          rows.map((row) => row.conversation),
        ),
        total: counted[0]?.total ?? 0,
      };
    },

    /**
     * The pair as opening a private conversation with `userId` sees it: 422 for oneself, 404
     * for nobody and a blocked pair; the conversation they have, or whether they may start
     * one (friends, or a wish and its answer). Who may open it is the route's policy
     * (`canOpenPrivate`).
     */
    async privatePair(actor: Actor, userId: number): Promise<PrivatePair> {
      if (userId === actor.userId) {
        throw validationError({ user: [CONVERSATION_MESSAGES.self] });
      }
      const other = await users.findById(userId);
      if (!other) throw notFound();
      await blocks.hideFrom(actor, userId);
      const pair = pairOf(actor.userId, userId);
      const [existing] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.lowId, pair.lowId), eq(conversations.highId, pair.highId)));
      return existing
        ? { userId, existing, mayTalk: true }
        : { userId, existing: null, mayTalk: await mayTalk(actor.userId, userId) };
    },

    /**
     * Opens the private conversation of a pair the policy let through, or finds the one the
     * pair has. Two opening it at once meet on the pair's key.
     */
    async openPrivate(actor: Actor, { userId, existing }: PrivatePair): Promise<Conversation> {
      if (existing) return (await summaries(actor.userId, [existing]))[0]!;
      const pair = pairOf(actor.userId, userId);
      const row = await db.transaction(async (tx) => {
        // A block racing this takes turns with it (decision 0030).
        await blocks.guardPairsIn(tx, actor.userId, [userId]);
        await tx
          .insert(conversations)
          .values({ kind: 'private', ...pair, createdAt: clock?.() })
          .onConflictDoNothing();
        const [stored] = await tx
          .select()
          .from(conversations)
          .where(and(eq(conversations.lowId, pair.lowId), eq(conversations.highId, pair.highId)));
        await tx
          .insert(conversationMembers)
          .values([
            { conversationId: stored!.id, userId: pair.lowId, joinedAt: clock?.() },
            { conversationId: stored!.id, userId: pair.highId, joinedAt: clock?.() },
          ])
          .onConflictDoNothing();
        return stored!;
      });
      return (await summaries(actor.userId, [row]))[0]!;
    },

    /** Inside `tx`: a new group's chat, empty; answers its id. */
    async createGroupIn(tx: Db): Promise<number> {
      const [row] = await tx
        .insert(conversations)
        .values({ kind: 'group', createdAt: clock?.() })
        .returning({ id: conversations.id });
      return row!.id;
    },

    /**
     * Inside `tx`: `userId` joins a group's chat. They may read its history; what was said
     * before they came is not unread for them.
     */
    async addMemberIn(tx: Db, conversationId: number, userId: number): Promise<void> {
      await tx
        .insert(conversationMembers)
        .values({
          conversationId,
          userId,
          joinedAt: clock?.(),
          readSeq: sql`(select ${conversations.messageSeq} from ${conversations} where ${conversations.id} = ${conversationId})`,
        })
        .onConflictDoNothing();
    },

    /** Inside `tx`: `userId` leaves a group's chat (their messages stay, signed). */
    async removeMemberIn(tx: Db, conversationId: number, userId: number): Promise<void> {
      await tx
        .delete(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, userId),
          ),
        );
    },

    /** Inside `tx`: a conversation and its messages go (a deleted group). */
    async removeIn(tx: Db, conversationId: number): Promise<void> {
      await tx.delete(conversations).where(eq(conversations.id, conversationId));
    },

    /** Inside `tx`: the pair's private conversation goes (a block: decision 0026). */
    async removePrivateIn(tx: Db, a: number, b: number): Promise<void> {
      const pair = pairOf(a, b);
      await tx
        .delete(conversations)
        .where(and(eq(conversations.lowId, pair.lowId), eq(conversations.highId, pair.highId)));
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
