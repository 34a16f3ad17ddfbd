import { useQuery } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { conversationKeys } from '../../../lib/query-keys';

/**
 * `GET /conversations/unread`: the Chats tab adds it to the plans' unread messages. The layout
 * of every page asks it, a guest's first screen included, so the call's module comes only
 * when it runs (a signed-in member): the first screen's budget has no room for it.
 */
export function useUnreadConversations(enabled = true) {
  return useQuery({
    enabled,
    queryKey: conversationKeys.unread,
    queryFn: async ({ signal }) => {
      const { countUnreadConversationMessages } = await import('@app/sdk/calls/conversations');
      return countUnreadConversationMessages(sdkClient(), { signal });
    },
    select: (answer) => answer.count,
  });
}
