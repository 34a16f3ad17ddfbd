import {
  answerActivityResult,
  getActivityResult,
  reportActivityResult,
  type ResultReport,
} from '@app/sdk/calls/levels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, sportKeys } from '../../../lib/query-keys';

/** The result's key under its plan's, so a plan's refresh reads it again too. */

/** A competitive plan's result, and (for whoever plays) the people the teams are made of. */
export function useActivityResult(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.result(activityId),
    queryFn: ({ signal }) => getActivityResult(sdkClient(), activityId, { signal }),
    enabled: enabled && activityId > 0,
  });
}

/**
 * Reporting a result and answering one. A confirmed result moves levels: the sports profiles
 * read again.
 */
export function useResultActions(activityId: number) {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKeys.result(activityId) }),
      queryClient.invalidateQueries({ queryKey: sportKeys.all }),
    ]);
  return {
    report: useMutation({
      mutationFn: (report: ResultReport) => reportActivityResult(sdkClient(), activityId, report),
      onSuccess: settle,
    }),
    answer: useMutation({
      mutationFn: (confirm: boolean) => answerActivityResult(sdkClient(), activityId, confirm),
      onSuccess: settle,
    }),
  };
}
