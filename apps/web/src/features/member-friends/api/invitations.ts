import {
  acceptInvitation,
  declineInvitation,
  inviteFriends,
  listActivityInvites,
  listInvitations,
} from '@app/sdk/calls/friends';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';

/** Every invitations query starts with this key. */
export const INVITATIONS_KEY = ['invitations'] as const;

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...INVITATIONS_KEY, 'mine'],
    queryFn: ({ signal }) => listInvitations(sdkClient(), { signal }),
  });

/** `GET /invitations`: the member's invitations to plans that have not started. */
export const useInvitations = () => useQuery(invitationsQueryOptions());

/** `GET /activity/{id}/invites`: whom the host invited who has not answered. */
export const useActivityInvites = (activityId: number) =>
  useQuery({
    queryKey: [...INVITATIONS_KEY, 'sent', activityId],
    queryFn: ({ signal }) => listActivityInvites(sdkClient(), activityId, { signal }),
  });

/** The host invites friends; the plan's invites are asked again. */
export function useInviteFriends(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => inviteFriends(sdkClient(), activityId, userIds),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...INVITATIONS_KEY, 'sent', activityId] }),
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
        queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['activity', activityId] }),
        queryClient.invalidateQueries({ queryKey: ['activities'] }),
        queryClient.invalidateQueries({ queryKey: ['chats'] }),
      ]);
    },
  });
}
