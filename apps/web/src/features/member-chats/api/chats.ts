import { listChats } from '@app/sdk/calls/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { chatKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 30;

/** `GET /chat`: the member's chats, the newest conversation first, a page at a time. */
export function useChats() {
  return useInfiniteQuery({
    queryKey: chatKeys.list,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listChats(sdkClient(), { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}
