import type { AttendanceMark } from '@app/contract/attendance';
import {
  confirmAttendance,
  getAttendance,
  listPendingAttendance,
  markAttendance,
} from '@app/sdk/calls/attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COINS_KEY, RANKING_KEY } from '../../../lib/query-keys';
import { sdkClient } from '../../../lib/sdk-client';

const sheetKey = (id: number) => ['activity', id, 'attendance'] as const;
const PENDING_KEY = ['attendance', 'pending'] as const;

/** The plan's attendance: everyone for the host, one's own for a participant. */
export function useAttendance(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: sheetKey(activityId),
    queryFn: ({ signal }) => getAttendance(sdkClient(), activityId, { signal }),
    enabled: enabled && activityId > 0,
  });
}

/** The plans waiting for the member's word (the prompt after an activity). */
export function usePendingAttendance() {
  return useQuery({
    queryKey: PENDING_KEY,
    queryFn: ({ signal }) => listPendingAttendance(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

/** The host's mark and the participant's word; a verified one changes points and positions. */
export function useAttendanceActions(activityId: number) {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sheetKey(activityId) }),
      queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
      queryClient.invalidateQueries({ queryKey: RANKING_KEY }),
      queryClient.invalidateQueries({ queryKey: COINS_KEY }),
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
