import {
  acceptInvitation,
  declineInvitation,
  inviteFriends,
  listActivityInvites,
  listInvitations,
} from '@app/sdk/calls/friends';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { activityKeys, chatKeys, invitationKeys } from '../../../lib/query-keys';

/** Every invitations query starts with this key. */

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.mine,
    queryFn: ({ signal }) => listInvitations(sdkClient(), { signal }),
  });

/** `GET /invitations`: the member's invitations to plans that have not started. */
export const useInvitations = () => useQuery(invitationsQueryOptions());

/** `GET /activity/{id}/invites`: whom the host invited who has not answered. */
export const useActivityInvites = (activityId: number) =>
  useQuery({
    queryKey: invitationKeys.sent(activityId),
    queryFn: ({ signal }) => listActivityInvites(sdkClient(), activityId, { signal }),
  });

/** The host invites friends; the plan's invites are asked again. */
export function useInviteFriends(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => inviteFriends(sdkClient(), activityId, userIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.sent(activityId) }),
  });
}

/**
 * Accepting (a place, at once) or declining an invitation. Accepting changes the plan, the
 * member's place in it and the chats, so those are asked again.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ activityId, accept }: { activityId: number; accept: boolean }) => {
      if (accept) await acceptInvitation(sdkClient(), activityId);
      else await declineInvitation(sdkClient(), activityId);
    },
    onSettled: async (_answer, _error, { activityId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.one(activityId) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.lists }),
        queryClient.invalidateQueries({ queryKey: chatKeys.list }),
      ]);
    },
  });
}
