import type {
  ModerationAction,
  ReportStatus,
  ReportSubject,
  StaffReport,
} from '@app/contract/reports';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { pageOf } from '../../lib/page-of.js';
import type { Actor } from '../auth/actor.js';
import type { TokensService } from '../auth/tokens.service.js';
import type { UsersService } from '../users/users.service.js';
import type { ReportSubjects } from './reported-content.js';
import { moderationLog, reports } from './reports.schema.js';
import { auditEntryViews, staffReportViews } from './reports.view.js';

type ReportRow = typeof reports.$inferSelect;
type Decision = Exclude<ModerationAction, 'unsuspend'>;

/** What each decision leaves a report as. */
const STATUS_AFTER: Record<Decision, ReportStatus> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  suspend: 'suspended',
};

/**
 * The moderation queue (decision 0024): staff read reports with the content as reported, and
 * dismiss them, hide the content (removed for everyone, through its module) or suspend its
 * author (sessions ended at once, sign-in refused). Every decision is one row of the audit
 * log, written in the transaction that resolves the reports, with who, when and why.
 */
export function createModerationService(
  db: Db,
  deps: {
    subjects: ReportSubjects;
    users: Pick<UsersService, 'names' | 'findById' | 'setSuspendedIn'>;
    tokens: Pick<TokensService, 'revokeUser'>;
    clock?: Clock | undefined;
  },
) {
  const { subjects, users, tokens, clock } = deps;
  const now = () => clock?.() ?? new Date();

  /** Resolves the reports `where` picks (open ones), and logs the decision, in `tx`. */
  async function record(
    tx: Db,
    staff: Actor,
    entry: {
      action: ModerationAction;
      userId: number;
      reason: string;
      report?: ReportRow;
      resolve?: { where: SQL; status: ReportStatus };
    },
  ) {
    if (entry.resolve) {
      await tx
        .update(reports)
        .set({ status: entry.resolve.status, resolvedAt: now() })
        .where(and(eq(reports.status, 'open'), entry.resolve.where));
    }
    await tx.insert(moderationLog).values({
      staffId: staff.userId,
      action: entry.action,
      userId: entry.userId,
      reportId: entry.report?.id ?? null,
      subjectType: entry.report?.subjectType ?? null,
      subjectId: entry.report?.subjectId ?? null,
      reason: entry.reason,
      createdAt: clock?.(),
    });
  }

  /** Suspends inside `tx`: the flag, then every session (realtime ones hear it at once). */
  async function suspendIn(tx: Db, userId: number) {
    await users.setSuspendedIn(tx, userId, true);
    await tokens.revokeUser(userId, undefined, tx);
  }

  return {
    /** Open reports oldest first (a queue), or the resolved ones latest first. */
    async list(status: 'open' | 'closed', limit: number, offset: number) {
      const { rows, total } = await pageOf(db, reports, {
        where: status === 'open' ? eq(reports.status, 'open') : ne(reports.status, 'open'),
        orderBy:
          status === 'open'
            ? [asc(reports.createdAt), asc(reports.id)]
            : [desc(reports.resolvedAt), desc(reports.id)],
        limit,
        offset,
      });
      return { rows: await staffReportViews(db, { subjects, users }, rows), total };
    },

    /**
     * One decision on an open report (409 once resolved). `hide` removes the content through
     * its module first (a retry after a failure finds it gone and goes on) and resolves every
     * open report on it; `suspend` resolves every open report on its author's content.
     */
    async decide(
      staff: Actor,
      reportId: number,
      action: Decision,
      reason: string,
    ): Promise<StaffReport> {
      const [report] = await db.select().from(reports).where(eq(reports.id, reportId));
      if (!report) throw notFound();
      if (report.status !== 'open') throw conflict('Esta denuncia ya está resuelta.');
      const subject = subjects[report.subjectType as ReportSubject];
      if (action === 'hide') {
        if (!subject.hide) {
          throw validationError({
            action: ['Un perfil no se oculta: suspende la cuenta o descarta la denuncia.'],
          });
        }
        if (await subject.find(report.subjectId)) await subject.hide(report.subjectId);
      }
      const sameSubject = and(
        eq(reports.subjectType, report.subjectType),
        eq(reports.subjectId, report.subjectId),
      )!;
      await db.transaction(async (tx) => {
        if (action === 'suspend') await suspendIn(tx, report.ownerId);
        await record(tx, staff, {
          action,
          userId: report.ownerId,
          reason,
          report,
          resolve: {
            status: STATUS_AFTER[action],
            where:
              action === 'dismiss'
                ? eq(reports.id, report.id)
                : action === 'hide'
                  ? sameSubject
                  : eq(reports.ownerId, report.ownerId),
          },
        });
      });
      const [resolved] = await db.select().from(reports).where(eq(reports.id, reportId));
      return (await staffReportViews(db, { subjects, users }, [resolved!]))[0]!;
    },

    /** Lifts a suspension (404 for nobody, 409 when not suspended); it is logged too. */
    async unsuspend(staff: Actor, userId: number, reason: string): Promise<void> {
      if (!(await users.findById(userId))) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await users.setSuspendedIn(tx, userId, false))) {
          throw conflict('Esta cuenta no está suspendida.');
        }
        await record(tx, staff, { action: 'unsuspend', userId, reason });
      });
    },

    /** The audit log, latest first; `userId` narrows it to what concerned one member. */
    async log(limit: number, offset: number, userId?: number) {
      const { rows, total } = await pageOf(db, moderationLog, {
        where: userId === undefined ? undefined : eq(moderationLog.userId, userId),
        orderBy: [desc(moderationLog.createdAt), desc(moderationLog.id)],
        limit,
        offset,
      });
      const names = await users.names(
        rows.flatMap((row) => [row.staffId, row.userId].filter((id): id is number => id !== null)),
      );
      return { rows: auditEntryViews(rows, names), total };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
