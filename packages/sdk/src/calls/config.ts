import type { configurationsResponse } from '@app/contract/users';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';

export type ConfigurationsResponse = ContractShape<typeof configurationsResponse>;

/**
 * `POST /config`: saves settings (booleans go as 1 or 0). The session's user gets the
 * configurations the server answers.
 * @example await saveConfig(client, { notifications: true, radiusKm: 25 });
 */
export async function saveConfig(
  client: Client,
  configurations: Record<string, string | number | boolean>,
  options: CallOptions = {},
): Promise<ConfigurationsResponse> {
  const answer = await client.request<ConfigurationsResponse>({
    method: 'POST',
    path: '/config',
    body: configurations,
    ...options,
  });
  const user = client.session.state.user;
  if (user) client.session.update({ user: { ...user, configurations: answer.configurations } });
  return answer;
}
