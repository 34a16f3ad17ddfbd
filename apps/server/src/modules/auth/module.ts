import { contactsOf } from '../../lib/contacts.js';
import { defineModule } from '../../module.js';
import { authRoutes } from './auth.routes.js';
import * as tables from './auth.schema.js';
import { createPasswordHasher, type PasswordHasher } from './password.js';
import { createSessionGuards, type SessionGuards } from './session.js';
import { createTokensService, type TokensService } from './tokens.service.js';
import { createVerificationService, type VerificationService } from './verification.service.js';

declare module '../../module.js' {
  interface Services {
    tokens: TokensService;
    verification: VerificationService;
    hasher: PasswordHasher;
    guards: SessionGuards;
  }
}

/** Sign-up, sign-in, sessions and verification codes. */
export const authModule = defineModule({
  name: 'auth',
  tables,
  services: {
    tokens: (s) =>
      createTokensService(s.db, { ttlMs: s.config.tokenTtlMs, idleMs: s.config.tokenIdleMs }),
    verification: (s) =>
      createVerificationService(s.db, s.notifier, {
        pepper: s.secrets.passwordPepper,
        sendsPerHour: s.config.verificationSendsPerHour,
        phoneSignup: s.config.phoneSignup,
      }),
    hasher: (s) => createPasswordHasher(s.secrets.passwordPepper, s.config.hashing),
    guards: (s) => createSessionGuards(s.tokens, s.users),
  },
  routes: (api, s, { config }) =>
    api.register(authRoutes, {
      requestsPerHour: config.authRequestsPerHour,
      db: s.db,
      users: s.users,
      tokens: s.tokens,
      verification: s.verification,
      hasher: s.hasher,
      devices: s.devices,
      guards: s.guards,
    }),
  // An erased account's tokens are revoked first, not only cascaded: revoking tells whoever
  // holds what they authorised (realtime sockets) that it is over.
  erasers: (s) => [
    (user, tx) => s.tokens.revokeUser(user.id, undefined, tx),
    (user, tx) => s.verification.forgetContacts(contactsOf(user), tx),
  ],
});
