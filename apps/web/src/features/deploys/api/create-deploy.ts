import { deploy, type DeployFields } from '@app/sdk/calls/deploy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referenceDataKeys } from '../../../lib/query-keys';
import { sdkClient } from '../../../lib/sdk-client';
import { deployKeys } from './keys';

export type CreateDeployInput = {
  fields: DeployFields;
  /** Upload progress, 0 to 100 (the SDK sends with XMLHttpRequest to report it). */
  onProgress: (percent: number) => void;
  /** Cancels the upload (the person left the page). */
  signal?: AbortSignal;
};

/** `POST /admin/deploy`: multipart `appType`, `version` and, except for sdk, `file`. */
export function createDeploy({ fields, onProgress, signal }: CreateDeployInput) {
  return deploy(sdkClient(), fields, { onProgress, signal });
}

/**
 * Uploads a deploy. Once saved, the history and the current versions (the API info) are read
 * again before the caller moves on, so the list it opens already shows the new version.
 */
export function useCreateDeploy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeploy,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deployKeys.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: referenceDataKeys.all, refetchType: 'all' }),
      ]),
  });
}
