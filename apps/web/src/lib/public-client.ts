import { createClient, type Client } from '@app/sdk/client';
import { sdkEnvironment } from './sdk-environment';

let client: Client | undefined;

/**
 * The SDK's client of the public pages: nobody is signed in, nothing is stored and no alert is
 * shown (a page says itself what failed). Created on first use.
 */
export function publicClient(): Client {
  return (client ??= createClient(sdkEnvironment()));
}

/** A user's avatar image; the timestamp makes a new upload a new address. */
export function userAvatarUrl(user: { id: number; avatarUpdatedAt: string | null }) {
  if (!user.avatarUpdatedAt) return undefined;
  const version = encodeURIComponent(user.avatarUpdatedAt);
  return `${publicClient().environment.apiUrl}/user/${user.id}/avatar?v=${version}`;
}
