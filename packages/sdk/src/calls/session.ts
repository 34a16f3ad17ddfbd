import type { comebackResponse } from '@app/contract/auth';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import { savedToken } from '../session/session-store.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';

export type ComebackResponse = ContractShape<typeof comebackResponse>;

/**
 * `POST /auth/logout`: revokes the token, then clears the user, the realtime token, the
 * notification counts and the token, here and in storage, even when the call fails.
 * @example await logout(client);
 */
export async function logout(client: Client, options: CallOptions = {}): Promise<void> {
  try {
    if (client.session.state.token) {
      await client.request<MessageResponse>({ method: 'POST', path: '/auth/logout', ...options });
    }
  } finally {
    client.session.clear();
    await client.session.settled();
  }
}

/**
 * `POST /auth/comeback`: restores the session from the token held or, failing that, the one
 * saved in storage; sets the user and the realtime token. Answers undefined when there is no
 * token to restore. A token the server refuses (401) is forgotten.
 * @example
 * const restored = await comeback(client);
 * if (!restored) navigate('/login');
 */
export async function comeback(
  client: Client,
  options: CallOptions = {},
): Promise<ComebackResponse | undefined> {
  const token = client.session.state.token ?? (await savedToken(client.storage));
  if (!token) return undefined;
  client.session.setToken(token);
  try {
    const answer = await client.request<ComebackResponse>({
      method: 'POST',
      path: '/auth/comeback',
      ...options,
    });
    client.session.update({ user: answer.user, wstoken: answer.wstoken });
    return answer;
  } catch (error) {
    if ((error as { status?: number }).status === 401) {
      client.session.clear();
      await client.session.settled();
    }
    throw error;
  }
}
