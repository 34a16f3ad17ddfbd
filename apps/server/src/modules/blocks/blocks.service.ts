import { and, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-errors.js';
import { isStaff, type Actor } from '../auth/actor.js';
import { blocks } from './blocks.schema.js';

/**
 * The blocks table and the rule it makes (decision 0022): a pair that does not exist for each
 * other. `between`, `hideFrom` and `hiding` answer for one resource, `notBlockedWith` is the
 * condition lists add. Depends on no other module, so every module may depend on it; what a
 * block ends elsewhere is the blocking service's (blocking.service.ts).
 */
export function createBlocksService(db: Db) {
  /** Whether a row, either way, joins `a` and `b`. */
  async function between(a: number, b: number): Promise<boolean> {
    if (a === b) return false;
    const [row] = await db
      .select({ one: sql`1` })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** 404 when `actor` and `ownerId` are a blocked pair (staff, reading as staff, never). */
  async function hideFrom(actor: Actor | null, ownerId: number): Promise<void> {
    if (!actor || isStaff(actor)) return;
    if (await between(actor.userId, ownerId)) throw notFound();
  }

  /**
   * Inside `tx`, before anything else it locks: the pair's turn. An advisory transaction lock
   * on the ordered pair (the two-key form, a space of its own), so a block and a write that
   * joins the same two members run one after the other (decision 0030). Several pairs are
   * taken in one global order, so two writers never wait on each other.
   */
  async function lockPairsIn(tx: Db, a: number, others: readonly number[]): Promise<void> {
    const pairs = [...new Set(others)]
      .filter((b) => b !== a)
      .map((b): [number, number] => (a < b ? [a, b] : [b, a]))
      .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    for (const [low, high] of pairs) {
      await tx.execute(sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`);
    }
  }

  /** Which of `others` are a blocked pair with `userId`, either way, read through `executor`. */
  async function amongIn(
    executor: Db,
    userId: number,
    others: readonly number[],
  ): Promise<Set<number>> {
    const ids = [...new Set(others)].filter((id) => id !== userId);
    if (ids.length === 0) return new Set();
    const rows = await executor
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, ids)),
          and(eq(blocks.blockedId, userId), inArray(blocks.blockerId, ids)),
        ),
      );
    return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
  }

  return {
    between,
    hideFrom,
    lockPairsIn,

    /**
     * Inside `tx`, first: every write that joins `userId` to `others` (a conversation, a
     * request, a friendship, a wish's answer, an invitation) takes the pairs' turn, then
     * answers 404 when any of them is a blocked pair. Read after the lock, a block committed
     * a moment ago is seen; a block that comes after waits and then ends what this wrote.
     */
    async guardPairsIn(tx: Db, userId: number, others: readonly number[]): Promise<void> {
      await lockPairsIn(tx, userId, others);
      if ((await amongIn(tx, userId, others)).size > 0) throw notFound();
    },

    /** Whether `blockerId` blocked `blockedId` (this way only). */
    async hasBlocked(blockerId: number, blockedId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return row !== undefined;
    },

    /** Which of `others` are a blocked pair with `userId`, either way (inside `tx` if given). */
    among: (userId: number, others: readonly number[], tx: Db = db) => amongIn(tx, userId, others),

    /**
     * An `authorize` loader that answers 404 when the resource's owner and the member asking
     * are a blocked pair: the resource does not exist for them (before any policy: a 403
     * would confirm it does).
     * @example authorize(idParams, blocks.hiding(load, (row) => row.hostId), policy.canView)
     */
    hiding<P, R>(
      load: (params: P, request: FastifyRequest) => Promise<R> | R,
      ownerOf: (resource: R) => number,
    ) {
      return async (params: P, request: FastifyRequest): Promise<R> => {
        const resource = await load(params, request);
        await hideFrom(request.session, ownerOf(resource));
        return resource;
      };
    },

    /**
     * A list's condition: `column` (a user id: a host, a wisher, a person) is not blocked
     * with `callerId`, either way. Two `not exists` over the two indexes.
     */
    notBlockedWith(callerId: number, column: SQLWrapper): SQL {
      return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${callerId} and ${blocks.blockedId} = ${column}) and not exists (select 1 from ${blocks} where ${blocks.blockedId} = ${callerId} and ${blocks.blockerId} = ${column})`;
    },

    /**
     * `column` is one of the members blocked with `callerId`, either way. Driven from the
     * caller's few block rows (both indexes), so it stays cheap where most rows pass (a board
     * asking which of those ahead of the caller are hidden from them).
     */
    blockedWith(callerId: number, column: SQLWrapper): SQL {
      return sql`${column} in (select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${callerId} union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${callerId})`;
    },

    /**
     * Writes the block inside `tx` (idempotent); 404 when `userId` blocked the member first:
     * someone who did does not exist for them.
     */
    async insertIn(tx: Db, blockerId: number, blockedId: number): Promise<void> {
      const [theirs] = await tx
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockedId), eq(blocks.blockedId, blockerId)));
      if (theirs) throw notFound();
      await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    /** Removes one's block; false when there was none. */
    async remove(blockerId: number, blockedId: number): Promise<boolean> {
      const removed = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning();
      return removed.length > 0;
    },

    /** Whom `blockerId` blocked, the latest first. */
    async of(blockerId: number): Promise<Array<{ userId: number; blockedAt: Date }>> {
      const rows = await db
        .select({ userId: blocks.blockedId, blockedAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
      return rows;
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
