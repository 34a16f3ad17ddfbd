import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-errors.js';
import type { UsersService } from '../users/users.service.js';
import type { Actor } from './actor.js';
import type { AuthenticatedToken, TokensService } from './tokens.service.js';

/** The signed-in user of a request: who they are (the actor policies ask about) and their token. */
export type Session = Actor & { tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Reads the bearer token of a request. `requireUser` answers 401 without a valid user token;
 * `requireRole` adds 403 for a user the check refuses; `optionalUser` leaves
 * `request.session` null for a guest. Routes run them as `onRequest` hooks: before any body is
 * read, so a guest never makes the server buffer one.
 */
export function createSessionGuards(tokens: TokensService, users: UsersService) {
  // One lookup of a request's token, whoever asks first: the API's rate limit (whose budget
  // it counts in) or the route's guard.
  const lookups = new WeakMap<FastifyRequest, Promise<AuthenticatedToken | undefined>>();
  function tokenOf(request: FastifyRequest): Promise<AuthenticatedToken | undefined> {
    let lookup = lookups.get(request);
    if (!lookup) {
      const token = bearer(request);
      lookup = token ? tokens.authenticate(token) : Promise.resolve(undefined);
      lookups.set(request, lookup);
    }
    return lookup;
  }

  async function resolve(request: FastifyRequest): Promise<Session | null> {
    const found = await tokenOf(request);
    if (!found?.userId) return null;
    const user = await users.findById(found.userId);
    // A suspended account's tokens are revoked; this also refuses one that raced the revoke.
    if (!user || user.suspendedAt) return null;
    return { tokenId: found.tokenId, userId: user.id, roles: user.roles, wstoken: user.wstoken };
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    request.session = await resolve(request);
    if (!request.session) throw unauthorized();
  }

  return {
    requireUser,
    /**
     * A guard for routes only some roles may use (staff), given the policy that says who:
     * 401 for a guest, 403 for others.
     * @example onRequest: guards.requireRole(deployPolicy.canDeploy)
     */
    requireRole(allowed: (actor: Actor) => boolean) {
      return async (request: FastifyRequest): Promise<void> => {
        await requireUser(request);
        if (!allowed(request.session!)) throw forbidden();
      };
    },
    async optionalUser(request: FastifyRequest): Promise<void> {
      request.session = await resolve(request);
    },
    /**
     * The member whose valid token a request carries, or undefined for a guest (no token, or
     * one that is wrong, expired or revoked): whose budget the API's rate limit counts it in.
     * @example registerApiRateLimit(api, { ...limits, memberOf: guards.memberOf })
     */
    async memberOf(request: FastifyRequest): Promise<number | undefined> {
      return (await tokenOf(request))?.userId ?? undefined;
    },
  };
}

export type SessionGuards = ReturnType<typeof createSessionGuards>;

/** The session of a route guarded by `requireUser`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
