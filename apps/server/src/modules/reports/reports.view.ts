import type {
  AuditEntry,
  ModerationAction,
  ReportReason,
  ReportStatus,
  ReportSubject,
  StaffReport,
} from '@app/contract/reports';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { personRef } from '../../lib/person-ref.js';
import type { UsersService } from '../users/users.service.js';
import type { ReportSubjects } from './reported-content.js';
import { reports, type moderationLog } from './reports.schema.js';

type ReportRow = typeof reports.$inferSelect;
type LogRow = typeof moderationLog.$inferSelect;
type Names = Awaited<ReturnType<UsersService['names']>>;

/** What a report's view reads, asked of the modules that own it. */
export type ReportLookups = {
  subjects: ReportSubjects;
  users: Pick<UsersService, 'names' | 'findById'>;
};

/** Someone the queue or the log names, or null for nobody (an erased account). */
const author = (names: Names, id: number | null): AuditEntry['staff'] => {
  const user = id === null ? undefined : names.get(id);
  return user ? personRef(user) : null;
};

/** The reports as staff read them: the content now and as reported, who, and what is open. */
export async function staffReportViews(
  db: Db,
  lookups: ReportLookups,
  rows: ReportRow[],
): Promise<StaffReport[]> {
  const { subjects, users } = lookups;
  if (rows.length === 0) return [];
  const names = await users.names(rows.flatMap((row) => [row.reporterId, row.ownerId]));
  const owners = await Promise.all(
    [...new Set(rows.map((row) => row.ownerId))].map(
      async (id) => [id, await users.findById(id)] as const,
    ),
  );
  const suspended = new Map(owners.map(([id, user]) => [id, user?.suspendedAt != null]));
  const open = await db
    .select({ type: reports.subjectType, id: reports.subjectId, total: count() })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        inArray(
          reports.subjectId,
          rows.map((row) => row.subjectId),
        ),
      ),
    )
    .groupBy(reports.subjectType, reports.subjectId);
  const openOf = new Map(open.map((entry) => [`${entry.type}:${entry.id}`, entry.total]));
  return Promise.all(
    rows.map(async (row): Promise<StaffReport> => {
      const type = row.subjectType as ReportSubject;
      const subject = await subjects[type].show(row.subjectId);
      const unknown = { id: 0, firstname: 'Cuenta eliminada', avatarUpdatedAt: null };
      return {
        id: row.id,
        subject_type: type,
        subject_id: row.subjectId,
        subject_exists: subject !== undefined,
        subject: subject ?? null,
        reason: row.reason as ReportReason,
        details: row.details,
        snapshot: row.snapshot,
        context: row.context ?? [],
        reporter: author(names, row.reporterId) ?? unknown,
        owner: author(names, row.ownerId) ?? unknown,
        owner_suspended: suspended.get(row.ownerId) ?? false,
        open_reports: openOf.get(`${type}:${row.subjectId}`) ?? 0,
        status: row.status as ReportStatus,
        createdAt: row.createdAt.toISOString(),
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
      };
    }),
  );
}

/** The audit log's entries as staff read them: the decision, by whom, on whom, and why. */
export const auditEntryViews = (rows: LogRow[], names: Names): AuditEntry[] =>
  rows.map((row): AuditEntry => ({
    id: row.id,
    action: row.action as ModerationAction,
    staff: author(names, row.staffId),
    user: author(names, row.userId),
    report_id: row.reportId,
    subject_type: row.subjectType as ReportSubject | null,
    subject_id: row.subjectId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
