import type { StoreItem } from '@app/contract/store';
import {
  createStoreItem,
  listStoreItems,
  updateStoreItem,
  type StoreItemFields,
} from '@app/sdk/calls/store';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { staffStoreKeys } from './keys';

export const storeItemsQueryOptions = () =>
  queryOptions({
    queryKey: staffStoreKeys.items,
    queryFn: ({ signal }) => listStoreItems(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });

/** `GET /admin/store`: the whole catalogue, items off sale too. */
export const useStoreItems = () => useQuery(storeItemsQueryOptions());

/** The catalogue with one item as the server now has it, in its place (or added at the end). */
const withItem = (items: StoreItem[], item: StoreItem) =>
  items.some((candidate) => candidate.id === item.id)
    ? items.map((candidate) => (candidate.id === item.id ? item : candidate))
    : [...items, item];

/**
 * Adding an item (`POST /admin/store`) or changing one (`POST /admin/store/{id}`, its kind
 * stays): the answer goes straight into the list, which is then read again.
 */
/** A new item, or the changes to one (its kind stays as it was made). */
export type StoreItemSave =
  | { id?: undefined; fields: StoreItemFields }
  | { id: number; fields: Partial<Omit<StoreItemFields, 'kind'>> };

/**
 * Adding an item (`POST /admin/store`) or changing one (`POST /admin/store/{id}`): the answer
 * goes straight into the list, which is then read again.
 */
export function useSaveStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: StoreItemSave): Promise<StoreItem> =>
      save.id === undefined
        ? createStoreItem(sdkClient(), save.fields)
        : updateStoreItem(sdkClient(), save.id, save.fields),
    onSuccess: (item) => {
      queryClient.setQueryData<{ data: StoreItem[] }>(staffStoreKeys.items, (old) =>
        old ? { data: withItem(old.data, item) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: staffStoreKeys.items });
    },
  });
}
