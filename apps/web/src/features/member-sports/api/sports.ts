import {
  assessLevel,
  estimateCalories,
  getSportsProfile,
  type LevelAnswers,
} from '@app/sdk/calls/levels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, sportKeys } from '../../../lib/query-keys';

/** Someone's sports profile: levels per discipline and reliability as a participant. */
export function useSportsProfile(userId: number) {
  return useQuery({
    queryKey: sportKeys.of(userId),
    queryFn: ({ signal }) => getSportsProfile(sdkClient(), userId, { signal }),
    enabled: userId > 0,
  });
}

/** The four answers give a first level; the member's sports profile reads again. */
export function useAssessLevel(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: LevelAnswers) => assessLevel(sdkClient(), answers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sportKeys.of(userId) }),
  });
}

/** The member's calorie estimate for a plan (null for a social plan or one without a MET). */
export function useCalorieEstimate(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.calories(activityId),
    queryFn: ({ signal }) => estimateCalories(sdkClient(), activityId, { signal }),
    enabled: enabled && activityId > 0,
    select: (answer) => answer.estimate,
  });
}
