import type { HelpStatus } from '@app/contract/help';
import { listStaffHelpMessages, setHelpMessageHandled } from '@app/sdk/calls/help';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { staffFeedbackKeys } from './keys';

export const HELP_PAGE_SIZE = 10;

export const staffHelpQueryOptions = (status: HelpStatus, page = 1) =>
  queryOptions({
    queryKey: staffFeedbackKeys.helpPage(status, page),
    queryFn: ({ signal }) =>
      listStaffHelpMessages(sdkClient(), { status, page, pageSize: HELP_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/help`: the messages waiting, oldest first, or the handled ones. */
export const useStaffHelpMessages = (status: HelpStatus, page: number) =>
  useQuery(staffHelpQueryOptions(status, page));

/** `POST /admin/help/{id}`: handled, or waiting again; both lists are asked again. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      setHelpMessageHandled(sdkClient(), id, handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffFeedbackKeys.help }),
  });
}
