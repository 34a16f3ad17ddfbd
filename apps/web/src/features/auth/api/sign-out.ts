import { logout } from '@app/sdk/calls/session';
import type { Client } from '@app/sdk/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminPaths } from '../../../lib/paths';
import { sdkClient } from '../../../lib/sdk-client';

/**
 * `POST /auth/logout`. The token, the user and the saved token go even when the call fails
 * (the server is down, the token was already revoked): leaving must always work.
 */
export async function signOut(client: Client = sdkClient()): Promise<void> {
  try {
    await logout(client);
  } catch {
    // The SDK clears the session in its `finally`; make sure of it all the same.
    client.session.clear();
    await client.session.settled();
  }
}

/** Logs out, forgets every staff answer held in memory and goes to the login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => signOut(),
    onSettled: async () => {
      await navigate(adminPaths.login, { replace: true });
      queryClient.clear();
    },
  });
}
