import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/http-errors.js';
import { activities } from './activities.schema.js';
import { type ActivityRow } from './activities.view.js';
import { type ActivitiesContext } from './activities.context.js';

/** A plan's chat: its row locked while messages are numbered. */
export function planChat(ctx: ActivitiesContext) {
  const { lockNotStarted } = ctx;
  return {
    lockNotStarted,

    /**
     * Locks an activity open to newcomers inside `tx` (queueing petitions' answers, so two
     * cannot take its last place): 404 without it, 409 once started or full.
     */
    async lockOpen(tx: Db, activityId: number): Promise<ActivityRow> {
      const activity = await lockNotStarted(tx, activityId);
      // Kept by the trigger on matches, and read under the row lock every accept takes.
      if (activity.matchedCount >= activity.participants) {
        throw conflict('La actividad está completa.');
      }
      return activity;
    },

    /**
     * The SQL that gives out the next number of an activity's chat: an UPDATE that takes the
     * activity's row lock and answers `seq`, for a statement's WITH clause. Sends to one chat
     * queue on that lock, so numbers are given, and their messages committed, in order. Nothing
     * is given when `unless` holds (a retry whose message is already stored).
     */
    nextMessageSeqSql(activityId: number, unless: SQL): SQL {
      return sql`update ${activities} set ${sql.identifier('message_seq')} = ${activities.messageSeq} + 1
        where ${activities.id} = ${activityId} and not (${unless})
        returning ${activities.messageSeq} as seq`;
    },
  };
}
