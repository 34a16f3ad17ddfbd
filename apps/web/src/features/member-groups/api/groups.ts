import type { CreateGroupBody, Group, UpdateGroupBody } from '@app/contract/groups';
import {
  answerGroupRequest,
  createGroup,
  discoverGroups,
  getGroup,
  handOverGroup,
  inviteToGroup,
  joinGroup,
  leaveGroup,
  listGroupActivities,
  listGroupInvitations,
  listGroupMembers,
  listGroupRequests,
  listMyGroups,
  removeGroupMember,
  setGroupRole,
  updateGroup,
  uploadGroupPicture,
  withdrawGroupJoin,
} from '@app/sdk/calls/groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { conversationKeys, groupKeys } from '../../../lib/query-keys';

export function useMyGroups() {
  return useQuery({
    queryKey: groupKeys.mine,
    queryFn: ({ signal }) => listMyGroups(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

export function useDiscoverGroups(q: string) {
  return useQuery({
    queryKey: groupKeys.discover(q),
    queryFn: ({ signal }) =>
      discoverGroups(sdkClient(), { q: q || undefined, pageSize: 30 }, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useGroupInvitations() {
  return useQuery({
    queryKey: groupKeys.invitations,
    queryFn: ({ signal }) => listGroupInvitations(sdkClient(), { signal }),
    select: (answer) => answer.data,
  });
}

export function useGroup(id: number) {
  return useQuery({
    queryKey: groupKeys.one(id),
    queryFn: ({ signal }) => getGroup(sdkClient(), id, { signal }),
    enabled: id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** Members: for a private group, only once the member is in it. */
export function useGroupMembers(group: Group | undefined) {
  const visible = group !== undefined && (group.role !== null || group.visibility === 'public');
  return useQuery({
    queryKey: groupKeys.members(group?.id),
    queryFn: ({ signal }) => listGroupMembers(sdkClient(), group!.id, { signal }),
    enabled: visible,
    select: (answer) => answer.data,
  });
}

export function useGroupRequests(group: Group | undefined) {
  const manages = group?.role === 'owner' || group?.role === 'admin';
  return useQuery({
    queryKey: groupKeys.requests(group?.id),
    queryFn: ({ signal }) => listGroupRequests(sdkClient(), group!.id, { signal }),
    enabled: manages,
    select: (answer) => answer.data,
  });
}

export function useGroupActivities(group: Group | undefined) {
  return useQuery({
    queryKey: groupKeys.activities(group?.id),
    queryFn: ({ signal }) => listGroupActivities(sdkClient(), group!.id, { signal }),
    enabled: group?.role != null,
    select: (answer) => answer.data,
  });
}

/** Every change to a group: its answer, then the group queries and the chats read again. */
export function useGroupActions(groupId: number) {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  };
  const client = sdkClient;
  return {
    join: useMutation({ mutationFn: () => joinGroup(client(), groupId), onSuccess: settle }),
    withdraw: useMutation({
      mutationFn: () => withdrawGroupJoin(client(), groupId),
      onSuccess: settle,
    }),
    leave: useMutation({ mutationFn: () => leaveGroup(client(), groupId), onSuccess: settle }),
    update: useMutation({
      mutationFn: (input: UpdateGroupBody) => updateGroup(client(), groupId, input),
      onSuccess: settle,
    }),
    picture: useMutation({
      mutationFn: (file: Blob) => uploadGroupPicture(client(), groupId, file),
      onSuccess: settle,
    }),
    answer: useMutation({
      mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
        answerGroupRequest(client(), groupId, userId, accept),
      onSuccess: settle,
    }),
    invite: useMutation({
      mutationFn: (userIds: number[]) => inviteToGroup(client(), groupId, userIds),
      onSuccess: settle,
    }),
    role: useMutation({
      mutationFn: ({ userId, role }: { userId: number; role: 'admin' | 'member' }) =>
        setGroupRole(client(), groupId, userId, role),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (userId: number) => removeGroupMember(client(), groupId, userId),
      onSuccess: settle,
    }),
    handOver: useMutation({
      mutationFn: (userId: number) => handOverGroup(client(), groupId, userId),
      onSuccess: settle,
    }),
  };
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupBody) => createGroup(sdkClient(), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
