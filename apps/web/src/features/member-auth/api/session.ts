import { logout } from '@app/sdk/calls/session';
import { signIn, signUp } from '@app/sdk/calls/sign-in';
import { changePassword } from '@app/sdk/calls/password';
import { sdkClient } from '../../../lib/sdk-client';

/** The website names itself 'web' to the API (spec, section 3). */
const DEVICE_NAME = 'web';

/** "Recordar sesión" is the SDK's save-session flag (spec, section 4), set before each start. */
function remember(on: boolean) {
  const client = sdkClient();
  client.session.saveSession = on;
  return client;
}

/** `POST /auth/singin` with "Correo o teléfono" and "Contraseña". */
export function signInMember(values: {
  email_or_phone: string;
  password: string;
  remember: boolean;
}) {
  const { remember: on, ...credentials } = values;
  return signIn(remember(on), { ...credentials, device_name: DEVICE_NAME });
}

/** `POST /auth/singup` with the validated contact the SDK holds. */
export function signUpMember(values: {
  firstname: string;
  lastname?: string | undefined;
  birthdate: string;
  gender: number;
  city: number;
  password: string;
  remember: boolean;
}) {
  const { remember: on, lastname, ...fields } = values;
  return signUp(remember(on), {
    ...fields,
    ...(lastname ? { lastname } : {}),
    device_name: DEVICE_NAME,
  });
}

/** `POST /auth/change_password/{kind}` after a validated code. */
export const setNewPassword = (password: string) => changePassword(sdkClient(), password);

/** `POST /auth/logout`: the SDK forgets the session here even when the call fails. */
export const signOutMember = () => logout(sdkClient());
