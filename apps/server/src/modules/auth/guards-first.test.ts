import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { hostedActivity } from '../../test/story.js';

/**
 * Who may use a route is settled before what they sent: a guest hears 401 and someone who may
 * not use the route hears 403 (or 404), never what was wrong with their body.
 */
describe('guards before bodies', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let host: Session;
  let member: Session;
  let stranger: Session;
  let activityId: number;
  let petitionId: number;

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database, { BODY_LIMIT_BYTES: '4096' }));
    const story = await hostedActivity(app, 1, 'guards');
    host = story.host;
    member = story.members[0]!.session;
    activityId = story.activity.id;
    stranger = await signUp(app, 'guards-stranger@example.com');
    // The member's petition (answered: its id is the match's too).
    petitionId = story.members[0]!.matchId;
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  const badBody = { description: '', participants: 'many', message: '', acepted: 'maybe' };
  const send = (session: Session | undefined, method: 'POST' | 'DELETE', url: string) =>
    app.inject({
      method,
      url,
      payload: badBody,
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    });

  it.each([
    ['POST', '/api/activity'],
    ['POST', '/api/activity/1'],
    ['POST', '/api/user/1'],
    ['POST', '/api/petition/1'],
    ['POST', '/api/activity/1/message'],
    ['POST', '/api/admin/text'],
    ['POST', '/api/admin/marketing/1'],
    ['POST', '/api/marketing'],
    ['POST', '/api/help'],
    ['POST', '/api/admin/help/1'],
    ['POST', '/api/config'],
  ] as const)('a guest sending a bad body to %s %s hears 401', async (method, url) => {
    const response = await send(undefined, method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'No autenticado.' });
  });

  it('a member sending a bad body to a staff route hears 403', async () => {
    for (const url of [
      '/api/admin/text',
      '/api/admin/text/x',
      '/api/admin/marketing/1',
      '/api/admin/help/1',
    ]) {
      expect((await send(member, 'POST', url)).statusCode).toBe(403);
    }
    const deploy = multipart({ appType: 'nonsense' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/deploy',
      ...deploy,
      headers: { ...deploy.headers, authorization: `Bearer ${member.token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it("someone else's resource with a bad body is 403, not 422", async () => {
    expect((await send(stranger, 'POST', `/api/user/${host.user.id}`)).statusCode).toBe(403);
    expect((await send(stranger, 'POST', `/api/activity/${activityId}`)).statusCode).toBe(403);
    expect((await send(stranger, 'POST', `/api/petition/${petitionId}`)).statusCode).toBe(403);
    expect((await send(stranger, 'POST', `/api/activity/${activityId}/message`)).statusCode).toBe(
      403,
    );
    expect((await send(host, 'POST', `/api/match/${petitionId}/message`)).statusCode).toBe(403);
    expect(
      (await send(stranger, 'POST', `/api/activity/${activityId}/message/readed`)).statusCode,
    ).toBe(403);
  });

  it('the owner with the same bad body hears what was wrong (422)', async () => {
    const response = await send(host, 'POST', `/api/activity/${activityId}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain('participants');
  });

  it("counts a multipart body's text fields together against the body limit", async () => {
    // Each field is under the 4 KiB limit; together they are over it.
    const fields = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`field${index}`, 'x'.repeat(1000)]),
    );
    const body = multipart(fields);
    const response = await app.inject({
      method: 'POST',
      url: `/api/user/${host.user.id}`,
      ...body,
      headers: { ...body.headers, authorization: `Bearer ${host.token}` },
    });
    expect(response.statusCode).toBe(413);
  });
});
