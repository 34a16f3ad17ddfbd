import type { PlanGrant } from '@app/contract/plans';
import { grantPlan, listPlanGrants, listPlanHolders, revokePlanGrant } from '@app/sdk/calls/plans';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import type { PlanGrantRequest } from '../lib/plan-grant-form';
import { staffPlanKeys } from './keys';

export const HOLDERS_PAGE_SIZE = 20;
export const GRANTS_PAGE_SIZE = 10;

export const planHoldersQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: staffPlanKeys.holders(page),
    queryFn: ({ signal }) =>
      listPlanHolders(sdkClient(), { page, pageSize: HOLDERS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/plans`: who holds a plan now, by subscription or grant, the soonest to end first. */
export const usePlanHolders = (page: number) => useQuery(planHoldersQueryOptions(page));

export const planGrantsQueryOptions = (page = 1, userId?: number) =>
  queryOptions({
    queryKey: staffPlanKeys.grants(userId, page),
    queryFn: ({ signal }) =>
      listPlanGrants(
        sdkClient(),
        { page, pageSize: GRANTS_PAGE_SIZE, ...(userId === undefined ? {} : { user: userId }) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/plan-grants`: the grants, the latest first (one member's with `userId`). */
export const usePlanGrants = (page: number, userId?: number) =>
  useQuery(planGrantsQueryOptions(page, userId));

/** Both lists change with a grant or a revocation: they are read again after either. */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffPlanKeys.all });
}

/** `POST /admin/plan-grants`: a plan from now for some days, with why. */
export function useGrantPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (grant: PlanGrantRequest): Promise<PlanGrant> => grantPlan(sdkClient(), grant),
    onSuccess: refresh,
  });
}

/** `POST /admin/plan-grants/{id}/revoke`: ends a grant now, with why. */
export function useRevokeGrant() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ grantId, note }: { grantId: number; note: string }): Promise<PlanGrant> =>
      revokePlanGrant(sdkClient(), grantId, note),
    // A grant already revoked (409) changed since it was read: the audit is read again too.
    onSettled: refresh,
  });
}
