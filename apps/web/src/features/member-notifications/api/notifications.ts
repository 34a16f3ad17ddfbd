import type { UnreadNotifications } from '@app/contract/notification-centre';
import {
  countUnreadNotifications,
  listNotifications,
  readAllNotifications,
  readNotifications,
} from '@app/sdk/calls/notification-centre';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { notificationKeys } from './keys';

/** Every query of the centre starts with this key. */

/** How many the centre shows: a month of a busy member's news. */
const PAGE_SIZE = 50;

/** `GET /notifications`: the latest first. */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => listNotifications(sdkClient(), { pageSize: PAGE_SIZE }, { signal }),
  });

/** `GET /notifications/unread`: the bell's count, from the data. */
export const useUnreadNotifications = (enabled = true) =>
  useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => countUnreadNotifications(sdkClient(), { signal }),
    enabled,
  });

/**
 * A live count (the `notification` channel carries it): written where the bell reads it, and
 * the list asked again.
 */
export function applyUnread(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData<UnreadNotifications>(notificationKeys.unread, { count: unread });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}

/** Marking some read (`ids`), or all ("Marcar todo como leído"). */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      ids ? readNotifications(sdkClient(), ids) : readAllNotifications(sdkClient()),
    onSuccess: ({ count }) => applyUnread(queryClient, count),
  });
}
