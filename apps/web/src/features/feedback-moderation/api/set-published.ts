import type { MessageResponse } from '@app/sdk/calls/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';
import { staffFeedbackKeys } from './keys';

/**
 * `POST /admin/marketing/{id}` with `published` 1 or 0: shows a feedback entry on the home
 * page, or takes it off. The SDK has no call for it; its transport sends the form.
 */
export function setFeedbackPublished({ id, published }: { id: number; published: boolean }) {
  return sdkClient().request<MessageResponse>({
    method: 'POST',
    path: `/admin/marketing/${id}`,
    body: { published },
  });
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFeedbackPublished,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffFeedbackKeys.all }),
  });
}
