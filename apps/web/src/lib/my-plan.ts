import { getMyPlan } from '@app/sdk/calls/plans';
import { useQuery } from '@tanstack/react-query';
import { PLAN_KEY } from './query-keys';
import { sdkClient } from './sdk-client';

/**
 * The member's plan. Right after a checkout the provider's word may still be on its way, so
 * the page asks again every few seconds while `waitingForPayment` (decision 0029). Not asked
 * for while `enabled` is false (a guest has none).
 */
export function useMyPlan(waitingForPayment = false, enabled = true) {
  return useQuery({
    queryKey: PLAN_KEY,
    queryFn: ({ signal }) => getMyPlan(sdkClient(), { signal }),
    enabled,
    refetchInterval: (query) =>
      waitingForPayment && query.state.data?.source !== 'subscription' ? 3000 : false,
  });
}
