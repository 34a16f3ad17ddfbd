import { getMyStats, openPlanPortal, startPlanCheckout } from '@app/sdk/calls/plans';
import type { PlanId } from '@app/contract/plans';
import { useMutation, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { planKeys } from '../../../lib/query-keys';

/** Statistics by month; only asked for with a plan that includes them. */
export function useStats(months: number, enabled: boolean) {
  return useQuery({
    queryKey: planKeys.stats(months),
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
