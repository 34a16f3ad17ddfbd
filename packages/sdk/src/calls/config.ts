import type { configRequest } from '@app/contract/configurations';
import type { configurationsResponse } from '@app/contract/users';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import type { CallOptions } from './call-options.js';

export type ConfigurationsResponse = ContractShape<typeof configurationsResponse>;
/** The known settings (MEMBER_SETTINGS), each a switch; any other key is a 422. */
export type ConfigSettings = ContractShape<typeof configRequest>;

/**
 * `POST /config`: saves settings (booleans go as 1 or 0). The session's user gets the
 * configurations the server answers.
 * @example await saveConfig(client, { discoverable: false });
 */
export async function saveConfig(
  client: Client,
  configurations: ConfigSettings,
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
