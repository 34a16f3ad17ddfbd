import type { Attendance } from '@app/contract/attendance';
import { personRef } from '../../lib/person-ref.js';
import type { attendances } from './attendance.schema.js';

type Row = typeof attendances.$inferSelect;

/** A member's line of an attendance sheet (none when their account is gone). */
export const attendanceOf = (
  userId: number,
  row: Row | undefined,
  names: Map<number, { id: number; firstname: string; avatarUpdatedAt: Date | null }>,
): Attendance[] => {
  const user = names.get(userId);
  if (!user) return [];
  return [
    {
      user: personRef(user),
      mark: row?.mark ?? null,
      took_place: row?.tookPlace ?? null,
      verified: row?.verifiedAt != null,
    },
  ];
};

/** An attendance as the data export holds it. */
export const exportedAttendance = (row: Row) => ({
  activityId: row.activityId,
  mark: row.mark,
  took_place: row.tookPlace,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  markedAt: row.markedAt?.toISOString() ?? null,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});
