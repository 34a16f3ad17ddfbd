import { MEMBER_PREFERENCES, preferenceOf } from '@app/contract/preferences';
import type { OwnUser } from '@app/contract/users';
import { saveConfig } from '@app/sdk/calls/config';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sdkClient } from '../../../lib/sdk-client';

/**
 * The radius of "Ahora": the member's remembered one (`now_km` in their configurations, so it
 * follows them to every device), changed here and saved through `POST /config`. The choice
 * applies at once; if it cannot be saved it still holds on this page, and is not remembered.
 */
export function useNowRadius(user: OwnUser | undefined): [number, (km: number) => void] {
  const [chosen, setChosen] = useState<number>();
  const save = useMutation({
    mutationFn: (km: number) => saveConfig(sdkClient(), { now_km: km }),
  });
  const remembered = user
    ? preferenceOf(user.configurations, 'now_km')
    : MEMBER_PREFERENCES.now_km.default;
  const choose = (km: number) => {
    setChosen(km);
    if (user) save.mutate(km);
  };
  return [chosen ?? remembered, choose];
}
