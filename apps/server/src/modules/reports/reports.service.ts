import type { ReportRequest } from '@app/contract/reports';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, validationError } from '../../lib/http-errors.js';
import type { Actor } from '../auth/actor.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ReportSubjects } from './reported-content.js';
import { reports } from './reports.schema.js';

/**
 * Members' reports (decision 0024): the content is read through its module and kept as it is
 * now, with a message's neighbours, so staff judge what was reported even once it is gone.
 * Reporting the same thing again is the same report. Blocking does not stop a report: a member
 * who blocked someone may still tell staff why.
 */
export function createReportsService(
  db: Db,
  deps: {
    subjects: ReportSubjects;
    users: Pick<UsersService, 'names'>;
    blocks: Pick<BlocksService, 'hasBlocked'>;
    clock?: Clock | undefined;
  },
) {
  const { subjects, users, blocks, clock } = deps;
  return {
    /** Answers the sentence to show: thanks, or that it was already reported. */
    async report(actor: Actor, input: ReportRequest): Promise<string> {
      const content = await subjects[input.subject_type].find(input.subject_id, actor);
      if (!content) throw notFound();
      // What one cannot see is a 404 here too (no existence oracle): someone who blocked the
      // member does not exist for them. The member's own block does not stop a report.
      if (
        content.ownerId !== actor.userId &&
        (await blocks.hasBlocked(content.ownerId, actor.userId))
      ) {
        throw notFound();
      }
      if (content.ownerId === actor.userId) {
        throw validationError({ subject_id: ['No puedes denunciar algo tuyo.'] });
      }
      const authors = await users.names(
        (content.context ?? []).flatMap((line) => (line.authorId === null ? [] : [line.authorId])),
      );
      const context = content.context?.map((line) => ({
        author:
          line.authorId === null
            ? 'Cuenta eliminada'
            : (authors.get(line.authorId)?.firstname ?? 'Cuenta eliminada'),
        text: line.text,
        reported: line.reported,
      }));
      const inserted = await db
        .insert(reports)
        .values({
          reporterId: actor.userId,
          subjectType: input.subject_type,
          subjectId: input.subject_id,
          ownerId: content.ownerId,
          reason: input.reason,
          details: input.details || null,
          snapshot: content.snapshot,
          context: context ?? null,
          createdAt: clock?.(),
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return inserted.length > 0
        ? 'Gracias por avisarnos. Lo revisaremos lo antes posible.'
        : 'Ya nos lo habías contado. Lo estamos revisando.';
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
