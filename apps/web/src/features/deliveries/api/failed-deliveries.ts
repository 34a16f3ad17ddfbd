import { listFailedDeliveries } from '@app/sdk/calls/deliveries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { deliveryKeys } from './keys';

const PAGE_SIZE = 20;

/** `GET /admin/deliveries/failed`: what the delivery queue gave up on, latest first. */
export const failedDeliveriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: deliveryKeys.failed(page),
    queryFn: ({ signal }) =>
      listFailedDeliveries(sdkClient(), { page, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFailedDeliveries = (page: number) => useQuery(failedDeliveriesQueryOptions(page));
