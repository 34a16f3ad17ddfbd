import type { Text } from '@app/contract/reference';
import { saveTexts } from '@app/sdk/calls/admin-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceDataKey } from '../../../lib/reference-data';
import { sdkClient } from '../../../lib/sdk-client';
import { textsKey } from './get-texts';

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
        queryClient.invalidateQueries({ queryKey: textsKey }),
        queryClient.invalidateQueries({ queryKey: referenceDataKey }),
      ]),
  });
}
