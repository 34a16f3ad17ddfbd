import { getMyPlan, getMyStats, openPlanPortal, startPlanCheckout } from '@app/sdk/calls/plans';
import type { PlanId } from '@app/contract/plans';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PLAN_KEY } from '../../../lib/query-keys';
import { sdkClient } from '../../../lib/sdk-client';

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

/** Statistics by month; only asked for with a plan that includes them. */
export function useStats(months: number, enabled: boolean) {
  return useQuery({
    queryKey: [...PLAN_KEY, 'stats', months],
    queryFn: ({ signal }) => getMyStats(sdkClient(), { months }, { signal }),
    enabled,
  });
}

/** Off to the provider's checkout for `plan` (the page unloads when it answers). */
export function useCheckout() {
  return useMutation({
    mutationFn: (plan: PlanId) => startPlanCheckout(sdkClient(), plan),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Off to the provider's customer portal. */
export function usePortal() {
  return useMutation({
    mutationFn: () => openPlanPortal(sdkClient()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
