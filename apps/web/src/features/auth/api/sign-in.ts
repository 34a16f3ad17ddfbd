import { signIn, type SignInFields } from '@app/sdk/calls/sign-in';
import { useMutation } from '@tanstack/react-query';
import { sdkClient } from '../../../lib/sdk-client';

/** The staff login always names the website as its device (spec, section 3). */
export const WEB_DEVICE_NAME = 'web';

export type LoginValues = Pick<SignInFields, 'email_or_phone' | 'password'>;

/**
 * `POST /auth/singin` with the login model: `email_or_phone`, the password as SHA-256 hex (the
 * SDK hashes it) and `device_name` 'web'. The SDK keeps the session and saves the token.
 */
export function signInStaff(values: LoginValues) {
  const client = sdkClient();
  // Staff stay signed in across reloads and restarts (spec, section 4's save-session flag).
  client.session.saveSession = true;
  return signIn(client, { ...values, device_name: WEB_DEVICE_NAME });
}

/** Wrong credentials (422) are told by the shared alerts; the caller only moves on. */
export function useSignIn() {
  return useMutation({ mutationFn: signInStaff });
}
