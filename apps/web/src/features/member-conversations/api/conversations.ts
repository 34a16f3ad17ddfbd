import type { Conversation } from '@app/contract/conversations';
import { getConversation, listConversations } from '@app/sdk/calls/conversations';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { conversationKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 30;

/** `GET /conversations`: private conversations and group chats, the latest first. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: conversationKeys.list,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listConversations(sdkClient(), { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
}

/** `GET /conversation/{id}`. */
export function useConversation(id: number) {
  return useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => getConversation(sdkClient(), id, { signal }),
    enabled: id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** A conversation's name: the other person's, or the group's. */
export function conversationTitle(conversation: Conversation): string {
  return conversation.group?.name ?? conversation.user?.firstname ?? 'Conversación';
}
