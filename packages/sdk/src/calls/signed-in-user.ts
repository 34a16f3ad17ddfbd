import { SDK_ERRORS } from '@app/contract/messages';
import type { OwnUser } from '@app/contract/users';
import type { Client } from '../client.js';

/**
 * The signed-in user, or 'no user logged' (spec, section 5: avatar and photo changes need one).
 * @example const me = signedInUser(client);
 */
export function signedInUser(client: Client): OwnUser {
  const user = client.session.state.user;
  if (!user) throw new Error(SDK_ERRORS.noUserLogged);
  return user;
}
