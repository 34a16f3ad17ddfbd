import type {
  deviceSessionResponse,
  sessionResponse,
  signInRequest,
  signUpRequest,
} from '@app/contract/auth';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import { sha256Hex } from '../encoding/sha256.js';
import type { CallOptions } from './call-options.js';
import { validatedContact } from './verification.js';

export type SessionResponse = ContractShape<typeof sessionResponse>;
export type DeviceSessionResponse = ContractShape<typeof deviceSessionResponse>;

/** What a sign-up sends besides the proof: `password` as typed (hashed before sending). */
export type SignUpFields = Omit<
  ContractShape<typeof signUpRequest>,
  'emailId' | 'phoneId' | 'device_name'
> & { device_name?: string };

/** The sign-in credentials: `password` as typed (hashed before sending). */
export type SignInFields = ContractShape<typeof signInRequest>;

/**
 * `POST /auth/singup`: creates the account with the validated contact (it throws 'need
 * validation notificables' without one), the password as SHA-256 hex and the city as an id.
 * Sets the session (token, realtime token, user) and emits the token.
 * @example
 * await signUp(client, {
 *   firstname: 'Lucía', birthdate: '1995-04-12', gender: 3, city: 4521, password: 'secreto123',
 * });
 */
export async function signUp(
  client: Client,
  fields: SignUpFields,
  options: CallOptions = {},
): Promise<SessionResponse> {
  const { proof } = validatedContact(client);
  const session = await client.request<SessionResponse>({
    method: 'POST',
    path: '/auth/singup',
    body: {
      ...fields,
      ...proof,
      password: await sha256Hex(fields.password),
      device_name: fields.device_name ?? client.environment.deviceName,
    },
    ...options,
  });
  client.verification.reset();
  client.session.start(session);
  await client.session.settled();
  return session;
}

/**
 * `POST /auth/singin`: signs in with an e-mail or phone and the password (sent as SHA-256
 * hex); the device name is the environment's unless given. Sets the session and emits the
 * token. Wrong credentials: an ApiError with status 422.
 * @example await signIn(client, { email_or_phone: 'ana@example.com', password: 'secreto123' });
 */
export async function signIn(
  client: Client,
  credentials: SignInFields,
  options: CallOptions = {},
): Promise<SessionResponse> {
  const session = await client.request<SessionResponse>({
    method: 'POST',
    path: '/auth/singin',
    body: {
      email_or_phone: credentials.email_or_phone,
      password: await sha256Hex(credentials.password),
      device_name: credentials.device_name ?? client.environment.deviceName,
    },
    ...options,
  });
  client.session.start(session);
  await client.session.settled();
  return session;
}

/**
 * `POST /auth/device/singin`: signs a registered application in (device mode) with its name
 * and password (sent as SHA-256 hex); the device token is then used as the bearer token.
 * @example await deviceSignIn(client, { name: 'android', password: devicePassword });
 */
export async function deviceSignIn(
  client: Client,
  credentials: { name: string; password: string },
  options: CallOptions = {},
): Promise<DeviceSessionResponse> {
  const answer = await client.request<DeviceSessionResponse>({
    method: 'POST',
    path: '/auth/device/singin',
    body: { name: credentials.name, password: await sha256Hex(credentials.password) },
    ...options,
  });
  client.session.setToken(answer.token);
  return answer;
}
