import type { RealtimeServer } from '@app/realtime/server';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../lib/error-handler.js';
import type { SessionGuards } from '../auth/session.js';
import { broadcastingRoutes } from './broadcasting.routes.js';

const CHANNEL = 'presence-group.7';

/**
 * The auth route on a bare Fastify, with a realtime server that records what it is asked and
 * a membership that answers in turn: the order of the calls is what these tests are about.
 */
async function authWith(memberships: boolean[]) {
  const calls: string[] = [];
  const realtime = {
    authorizeChannel: () => {
      calls.push('sign');
      return { auth: 'key:signature', channel_data: '{"user_id":"42"}' };
    },
    bindSession: (binding: { userId?: string }) => calls.push(`bind ${binding.userId}`),
    removeFromChannel: (channel: string, userIds: string[]) =>
      calls.push(`remove ${channel} ${userIds.join()}`),
  } as unknown as RealtimeServer;
  const groups = {
    isMember: async () => {
      calls.push('check');
      return memberships.shift() ?? false;
    },
  };
  const guards = {
    requireUser: async (request: { session: unknown }) => {
      request.session = { userId: 42, tokenId: 9, roles: [], wstoken: 'w'.repeat(64) };
    },
  } as unknown as SessionGuards;
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('session', null);
  await app.register(broadcastingRoutes, { realtime, groups, guards });
  const response = await app.inject({
    method: 'POST',
    url: '/broadcasting/auth',
    payload: { socket_id: '123.456', channel_name: CHANNEL },
  });
  await app.close();
  return { status: response.statusCode, calls };
}

// A leave commits after the auth route checked membership, and sends its removal (after its
// commit) before the route binds the socket: the removal finds nothing to take back.
describe("a group's presence at /broadcasting/auth", () => {
  it('checks membership again once the binding is out, and takes it back when it is gone', async () => {
    expect(await authWith([true, false])).toEqual({
      status: 403,
      calls: ['check', 'sign', 'bind 42', 'check', `remove ${CHANNEL} 42`],
    });
  });

  it('signs a member who stays, bound as theirs', async () => {
    expect(await authWith([true, true])).toEqual({
      status: 200,
      calls: ['check', 'sign', 'bind 42', 'check'],
    });
  });

  it('refuses anyone else at once, binding nothing', async () => {
    expect(await authWith([false])).toEqual({ status: 403, calls: ['check'] });
  });
});
