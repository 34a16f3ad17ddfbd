import type { Text } from '@app/contract/reference';
import { saveTexts } from '@app/sdk/calls/admin-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceDataKeys } from '../../../lib/query-keys';
import { sdkClient } from '../../../lib/sdk-client';
import { textKeys } from './keys';

/** `POST /admin/text`: only the changed texts; the API gives the texts a new version. */
export function saveChangedTexts(texts: Text[]) {
  return saveTexts(sdkClient(), texts);
}

export function useSaveTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChangedTexts,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: textKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceDataKeys.all }),
      ]),
  });
}
