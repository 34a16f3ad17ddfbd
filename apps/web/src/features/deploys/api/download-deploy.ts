import type { Deploy } from '@app/contract/deploys';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { sdkClient } from '../../../lib/sdk-client';

/** The API's links start with its own base path; the SDK adds that itself. */
const API_PREFIX = /^\/api(?=\/)/;

/** The name the server gives the file in its Content-Disposition. */
export function deployFileName(item: Pick<Deploy, 'appType' | 'version'>): string {
  const extension = item.appType === 'apk' ? 'apk' : 'ipa';
  return `antojo-${item.appType}-${item.version}.${extension}`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * `GET /admin/deploy/{id}/file` (the deploy's `download` link), through the SDK so that the
 * bearer token goes with it; the SDK has no call of its own for it, so its transport is used
 * directly.
 */
export function getDeployFile(download: string): Promise<Blob> {
  return sdkClient().request<Blob>({
    method: 'GET',
    path: download.replace(API_PREFIX, ''),
    responseType: 'blob',
  });
}

/** Downloads a deploy's file and hands it to the browser. */
export function useDownloadDeploy() {
  return useMutation({
    mutationFn: async (item: Deploy) => {
      if (!item.download) throw new Error(`deploy ${item.id} has no file`);
      saveFile(await getDeployFile(item.download), deployFileName(item));
    },
  });
}
