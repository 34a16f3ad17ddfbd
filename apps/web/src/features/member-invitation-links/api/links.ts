import type { CreateInvitationLinkBody } from '@app/contract/invitation-links';
import {
  createInvitationLink,
  getInvitationLink,
  listInvitationLinks,
  revokeInvitationLink,
  acceptInvitationLink,
  type InvitationLinkTarget,
} from '@app/sdk/calls/invitation-links';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityKeys, groupKeys, petitionKeys } from '../../../lib/query-keys';
import { sdkClient } from '../../../lib/sdk-client';
import { invitationLinkKeys } from './keys';

const keyOf = (target: InvitationLinkTarget) =>
  'activity' in target
    ? invitationLinkKeys.of('activity', target.activity)
    : invitationLinkKeys.of('group', target.group);

/** A plan's or a group's links, for its host or managers. */
export const useInvitationLinks = (target: InvitationLinkTarget) =>
  useQuery({
    queryKey: keyOf(target),
    queryFn: ({ signal }) => listInvitationLinks(sdkClient(), target, { signal }),
  });

/** Makes a link, and revokes one: the list is read again after either. */
export function useInvitationLinkActions(target: InvitationLinkTarget) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: keyOf(target) });
  return {
    create: useMutation({
      mutationFn: (input: CreateInvitationLinkBody) =>
        createInvitationLink(sdkClient(), target, input),
      onSuccess: settle,
    }),
    revoke: useMutation({
      mutationFn: (token: string) => revokeInvitationLink(sdkClient(), token),
      onSuccess: settle,
    }),
  };
}

/** What a link opens; an ended link is a 410 the page words itself (no retry). */
export const useInvitationLinkPreview = (token: string) =>
  useQuery({
    queryKey: invitationLinkKeys.preview(token),
    queryFn: ({ signal }) => getInvitationLink(sdkClient(), token, { signal }),
    retry: false,
  });

/** Uses the link: asks or joins; the plan's or the group's pages are read again. */
export function useAcceptInvitationLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitationLink(sdkClient(), token),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationLinkKeys.preview(token) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.pages });
      void queryClient.invalidateQueries({ queryKey: activityKeys.lists });
      void queryClient.invalidateQueries({ queryKey: petitionKeys.all });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
