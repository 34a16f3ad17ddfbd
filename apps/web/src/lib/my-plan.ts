import { getMyPlan } from '@app/sdk/calls/plans';
import { useQuery } from '@tanstack/react-query';
import { sdkClient } from './sdk-client';
import { planKeys } from './query-keys';

/**
 * The member's plan. Right after a checkout the provider's word may still be on its way, so
 * the page asks again every few seconds while `waitingForPayment` (decision 0029). Not asked
 * for while `enabled` is false (a guest has none).
 */
export function useMyPlan(waitingForPayment = false, enabled = true) {
  return useQuery({
    queryKey: planKeys.mine,
    queryFn: ({ signal }) => getMyPlan(sdkClient(), { signal }),
    enabled,
    refetchInterval: (query) =>
      waitingForPayment && query.state.data?.source !== 'subscription' ? 3000 : false,
  });
}
