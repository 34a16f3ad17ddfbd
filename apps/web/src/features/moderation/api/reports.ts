import {
  decideReport,
  listModerationLog,
  listReports,
  unsuspendUser,
  type ReportDecision,
} from '@app/sdk/calls/reports';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { moderationKeys } from './keys';

export const REPORTS_PAGE_SIZE = 10;

export type QueueStatus = 'open' | 'closed';

export const reportsQueryOptions = (status: QueueStatus, page = 1) =>
  queryOptions({
    queryKey: moderationKeys.reports(status, page),
    queryFn: ({ signal }) =>
      listReports(sdkClient(), { status, page, pageSize: REPORTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/reports`: the open ones oldest first, or the resolved ones. */
export const useReports = (status: QueueStatus, page: number) =>
  useQuery(reportsQueryOptions(status, page));

/** `GET /admin/moderation-log`: every decision, latest first. */
export const useModerationLog = (page: number) =>
  useQuery({
    queryKey: moderationKeys.log(page),
    queryFn: ({ signal }) =>
      listModerationLog(sdkClient(), { page, pageSize: REPORTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * A decision on a report, or lifting a suspension: both change the queue and the log, which
 * are asked again.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  const decide = useMutation({
    mutationFn: ({
      reportId,
      decision,
      reason,
    }: {
      reportId: number;
      decision: ReportDecision;
      reason: string;
    }) => decideReport(sdkClient(), reportId, decision, { reason }),
    onSuccess: refresh,
  });
  const lift = useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) =>
      unsuspendUser(sdkClient(), userId, { reason }),
    onSuccess: refresh,
  });
  return { decide, lift };
}
