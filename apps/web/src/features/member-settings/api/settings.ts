import type { MemberSetting } from '@app/contract/configurations';
import { saveConfig } from '@app/sdk/calls/config';
import { exportUserData } from '@app/sdk/calls/export';
import { deleteUser } from '@app/sdk/calls/users';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { sdkClient } from '../../../lib/sdk-client';

/** `POST /config` with one switch; the SDK puts the answer in the session's user. */
export function useSaveSetting() {
  return useMutation({
    mutationFn: ({ key, on }: { key: MemberSetting; on: boolean }) =>
      saveConfig(sdkClient(), { [key]: on }),
  });
}

/** `DELETE /user/{id}` of oneself: the SDK ends the session here too. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (userId: number) => deleteUser(sdkClient(), userId) });
}

/**
 * "Descargar mis datos": `GET /user/{id}/export`, saved as `mis-datos-<date>.zip` (the privacy
 * page's promise of a copy in a structured format).
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (userId: number) => {
      const zip = await exportUserData(sdkClient(), userId);
      saveFile(zip, `mis-datos-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}
