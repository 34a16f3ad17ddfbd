import type { ContactKind } from '@app/contract/auth';

/** Where a verification stands: the request made, then the proof of the contact. */
export type VerificationState = {
  readonly kind?: ContactKind | undefined;
  /** The request key (`POST /auth/notificable/{kind}`), base64. */
  readonly key?: string | undefined;
  /** When the request expires, base64 as the server sends it. */
  readonly expired?: string | undefined;
  /** The proofs of a validated contact. */
  readonly emailId?: string | undefined;
  readonly phoneId?: string | undefined;
};

export type VerificationStore = {
  readonly state: VerificationState;
  requested(kind: ContactKind, request: { key: string; expired: string }): void;
  validated(proof: { emailId?: string | undefined; phoneId?: string | undefined }): void;
  /** Forgets everything (after a sign-up or a password change used the proof). */
  reset(): void;
};

/**
 * The state of the registration flow (spec, section 4): request a code, resend it, validate
 * it; sign-up and password changes use the proof. The calls in `calls/verification` and
 * `calls/account` keep it.
 * @example
 * const verification = createVerificationStore();
 * verification.requested('email', { key, expired });
 */
export function createVerificationStore(): VerificationStore {
  let state: VerificationState = {};
  return {
    get state() {
      return state;
    },
    requested(kind, { key, expired }) {
      state = { kind, key, expired };
    },
    validated({ emailId, phoneId }) {
      state = { ...state, emailId, phoneId };
    },
    reset() {
      state = {};
    },
  };
}
