import type { AttendanceMark } from '@app/contract/attendance';
import {
  confirmAttendance,
  getAttendance,
  listPendingAttendance,
  markAttendance,
} from '@app/sdk/calls/attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, attendanceKeys, coinKeys, rankingKeys } from '../../../lib/query-keys';

/** The plan's attendance: everyone for the host, one's own for a participant. */
export function useAttendance(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.attendance(activityId),
    queryFn: ({ signal }) => getAttendance(sdkClient(), activityId, { signal }),
    enabled: enabled && activityId > 0,
  });
}

/** The plans waiting for the member's word (the prompt after an activity). */
export function usePendingAttendance() {
  return useQuery({
    queryKey: attendanceKeys.pending,
    queryFn: ({ signal }) => listPendingAttendance(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

/** The host's mark and the participant's word; a verified one changes points and positions. */
export function useAttendanceActions(activityId: number) {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.attendance(activityId) }),
      queryClient.invalidateQueries({ queryKey: attendanceKeys.pending }),
      queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
      queryClient.invalidateQueries({ queryKey: coinKeys.all }),
    ]);
  return {
    mark: useMutation({
      mutationFn: ({ userId, mark }: { userId: number; mark: AttendanceMark }) =>
        markAttendance(sdkClient(), activityId, userId, mark),
      onSettled: settle,
    }),
    confirm: useMutation({
      mutationFn: (tookPlace: boolean) => confirmAttendance(sdkClient(), activityId, tookPlace),
      onSettled: settle,
    }),
  };
}
