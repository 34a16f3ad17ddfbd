import type { Client } from '../client.js';
import { sha256Hex } from '../encoding/sha256.js';
import type { CallOptions } from './call-options.js';
import type { MessageResponse } from './responses.js';
import { validatedContact } from './verification.js';

/**
 * `POST /auth/change_password/{email|phone}`: sets a new password (sent as SHA-256 hex) with
 * the proof of a validated contact; without one it throws 'need validation notificables'.
 * The server then ends every session of that account.
 * @example
 * await requestVerification(client, { email });
 * await validateVerification(client, code);
 * await changePassword(client, 'nuevo-secreto');
 */
export async function changePassword(
  client: Client,
  password: string,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const { kind, proof } = validatedContact(client);
  const answer = await client.request<MessageResponse>({
    method: 'POST',
    path: `/auth/change_password/${kind}`,
    body: { ...proof, password: await sha256Hex(password) },
    ...options,
  });
  client.verification.reset();
  return answer;
}
