import { BLOCKED_USER_NAME } from '@app/contract/blocks';
import { listChats } from '@app/sdk/calls/messages';
import { ApiError } from '@app/sdk/http/api-error';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { userQueryOptions } from '../../member-profile/api/profile';

const PAGE_SIZE = 30;

/** `GET /chat`: the member's chats, the newest conversation first, a page at a time. */
export function useChats() {
  return useInfiniteQuery({
    queryKey: ['chats'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listChats(sdkClient(), { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/**
 * `GET /user/{id}`: a chat member's public profile, for the name above their messages. Kept
 * for the visit: names rarely change while a chat is open.
 */
export function usePerson(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null, staleTime: 10 * 60_000 });
}

/**
 * The name a chat gives someone: theirs, or "Usuario bloqueado" when their profile does not
 * exist for the reader although their messages do (a blocked pair in a plan they share:
 * decision 0022); undefined while it loads.
 */
export function personName(person: ReturnType<typeof usePerson>): string | undefined {
  if (person.error instanceof ApiError && person.error.status === 404) return BLOCKED_USER_NAME;
  return person.data?.firstname;
}
