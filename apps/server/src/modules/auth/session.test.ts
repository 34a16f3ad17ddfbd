import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UsersService } from '../users/users.service.js';
import { createSessionGuards } from './session.js';
import type { TokensService } from './tokens.service.js';

/** A request as the guards read it: its headers, and the session they set. */
const request = (authorization?: string) =>
  ({ headers: authorization ? { authorization } : {}, session: null }) as FastifyRequest;

function guardsCounting() {
  const lookups: string[] = [];
  const tokens = {
    authenticate: async (token: string) => {
      lookups.push(token);
      return token === '1|good' ? { tokenId: 1, userId: 7, deviceId: null } : undefined;
    },
  } as unknown as TokensService;
  const users = {
    findById: async (id: number) => ({ id, roles: [], wstoken: 'w', suspendedAt: null }),
  } as unknown as UsersService;
  return { guards: createSessionGuards(tokens, users), lookups };
}

describe('who a request is, asked by the rate limit and the guard', () => {
  it('looks the token up once per request, whoever asks first', async () => {
    const { guards, lookups } = guardsCounting();
    const signedIn = request('Bearer 1|good');
    expect(await guards.memberOf(signedIn)).toBe(7);
    await guards.requireUser(signedIn);
    expect(signedIn.session).toMatchObject({ userId: 7, tokenId: 1 });
    expect(lookups).toEqual(['1|good']);
    // Another request is looked up afresh.
    await guards.requireUser(request('Bearer 1|good'));
    expect(lookups).toEqual(['1|good', '1|good']);
  });

  it('counts a guest, and a wrong token, as nobody', async () => {
    const { guards, lookups } = guardsCounting();
    expect(await guards.memberOf(request())).toBeUndefined();
    const wrong = request('Bearer 1|wrong');
    expect(await guards.memberOf(wrong)).toBeUndefined();
    await expect(guards.requireUser(wrong)).rejects.toMatchObject({ statusCode: 401 });
    expect(lookups).toEqual(['1|wrong']);
  });
});
