import type { MemberSetting } from '@app/contract/configurations';
import { saveConfig } from '@app/sdk/calls/config';
import { deleteUser } from '@app/sdk/calls/users';
import { useMutation } from '@tanstack/react-query';
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
