import type { JoinContactKind } from '@app/contract/join-forms';
import {
  requestVerification,
  resendVerification,
  validateVerification,
} from '@app/sdk/calls/verification';
import { sdkClient } from '../../../lib/sdk-client';

/** `POST /auth/notificable/{email|phone}`: sends the code to the contact (typed, then parsed). */
export function sendCode(kind: JoinContactKind, contact: string) {
  return requestVerification(
    sdkClient(),
    kind === 'email' ? { email: contact } : { phone: contact },
  );
}

/** `POST /auth/notificable/{kind}/send`: a new code for the same request. */
export const resendCode = () => resendVerification(sdkClient());

/** `POST /auth/notificable/{kind}/validate`: the SDK keeps the proof for the next step. */
export const checkCode = (code: string) => validateVerification(sdkClient(), code);
