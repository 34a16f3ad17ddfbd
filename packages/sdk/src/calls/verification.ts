import type { ContactKind, notificableResponse, validationResponse } from '@app/contract/auth';
import { SDK_ERRORS } from '@app/contract/messages';
import type { Client } from '../client.js';
import type { ContractShape } from '../contract-shape.js';
import { toBase64 } from '../encoding/base64.js';
import type { CallOptions } from './call-options.js';

export type NotificableResponse = ContractShape<typeof notificableResponse>;
export type ValidationResponse = ContractShape<typeof validationResponse>;

/**
 * `POST /auth/notificable/email` or `/phone`: asks for a verification code. The e-mail is used
 * when given, else the phone; with neither it throws 'need phone or email'. The request is
 * kept in `client.verification` for the resend and the validation.
 * @example await requestVerification(client, { email: 'ana@example.com' });
 */
export async function requestVerification(
  client: Client,
  contact: { email?: string | undefined; phone?: string | undefined },
  options: CallOptions = {},
): Promise<NotificableResponse> {
  const email = contact.email?.trim();
  const phone = contact.phone?.trim();
  const kind: ContactKind | undefined = email ? 'email' : phone ? 'phone' : undefined;
  if (!kind) throw new Error(SDK_ERRORS.needPhoneOrEmail);
  const answer = await client.request<NotificableResponse>({
    method: 'POST',
    path: `/auth/notificable/${kind}`,
    body: kind === 'email' ? { email } : { phone },
    ...options,
  });
  client.verification.requested(kind, answer);
  return answer;
}

function pendingRequest(client: Client): { kind: ContactKind; key: string } {
  const { kind, key } = client.verification.state;
  if (!kind || !key) throw new Error(SDK_ERRORS.needToNotificate);
  return { kind, key };
}

/**
 * `POST /auth/notificable/{kind}/send`: sends a new code for the pending request. Without a
 * prior request it throws 'need to notificated'.
 * @example await resendVerification(client);
 */
export async function resendVerification(
  client: Client,
  options: CallOptions = {},
): Promise<NotificableResponse> {
  const { kind, key } = pendingRequest(client);
  const answer = await client.request<NotificableResponse>({
    method: 'POST',
    path: `/auth/notificable/${kind}/send`,
    body: { key },
    ...options,
  });
  client.verification.requested(kind, answer);
  return answer;
}

/**
 * `POST /auth/notificable/{kind}/validate`: checks the code (sent base64-encoded) and keeps
 * the proof (`emailId` or `phoneId`) for the sign-up or the password change. Without a prior
 * request it throws 'need to notificated'.
 * @example const { emailId } = await validateVerification(client, '123456');
 */
export async function validateVerification(
  client: Client,
  code: string,
  options: CallOptions = {},
): Promise<ValidationResponse> {
  const { kind, key } = pendingRequest(client);
  const proof = await client.request<ValidationResponse>({
    method: 'POST',
    path: `/auth/notificable/${kind}/validate`,
    body: { key, code: toBase64(code.trim()) },
    ...options,
  });
  client.verification.validated(proof);
  return proof;
}

/**
 * The proof of the validated contact, for a sign-up or a password change; without a prior
 * validation it throws 'need validation notificables'.
 * @example const { kind, proof } = validatedContact(client); // 'email', { emailId }
 */
export function validatedContact(client: Client): {
  kind: ContactKind;
  proof: { emailId: string } | { phoneId: string };
} {
  const { kind, emailId, phoneId } = client.verification.state;
  if (kind === 'email' && emailId) return { kind, proof: { emailId } };
  if (kind === 'phone' && phoneId) return { kind, proof: { phoneId } };
  throw new Error(SDK_ERRORS.needValidation);
}
