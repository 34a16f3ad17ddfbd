import type { Group } from '@app/contract/groups';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';

/** One past the largest PostgreSQL integer: every id column's limit. */
const PAST = '2147483648';
const LAST = '2147483647';

// Ids the database cannot hold, and an update with nothing in it, answered as bad input (or as
// nothing to do), never as a 500.
describe.each(backends)('group inputs on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let ana: Session;
  let bruno: Session;
  let group: Group;

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database));
    ana = await signUp(app, 'limites-ana@example.com', { firstname: 'Ana' });
    bruno = await signUp(app, 'limites-bruno@example.com', { firstname: 'Bruno' });
    const created = await call('POST', ana, '/group', {
      name: 'Pádel',
      description: 'Partidos entre semana',
      visibility: 'public',
    });
    expect(created.statusCode, created.body).toBe(200);
    group = created.json<Group>();
    expect((await call('POST', bruno, `/group/${group.id}/join`)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    session: Session,
    url: string,
    payload?: object,
  ) {
    return app.inject({ method, url: `/api${url}`, headers: bearer(session), payload });
  }

  const requests: Array<
    [string, 'GET' | 'POST' | 'DELETE', (id: string) => string, ((id: string) => object)?]
  > = [
    ['the group in a path', 'GET', (id) => `/group/${id}`],
    ['the member in a path', 'DELETE', (id) => `/group/${group.id}/member/${id}`],
    [
      'the member of a role change',
      'POST',
      (id) => `/group/${group.id}/member/${id}/role`,
      () => ({ role: 'admin' }),
    ],
    ['the heir in a body', 'POST', () => `/group/${group.id}/owner`, (id) => ({ user_id: id })],
    [
      'a friend to invite in a JSON list',
      'POST',
      () => `/group/${group.id}/invite`,
      (id) => ({ user_ids: `[${id}]` }),
    ],
    [
      'the city of a new group',
      'POST',
      () => '/group',
      (id) => ({ name: 'Otro', visibility: 'public', city: id }),
    ],
    ['the city of a search', 'GET', (id) => `/groups/discover?city=${id}`],
  ];

  it.each(requests)(
    'answers 422 for %s past a PostgreSQL integer',
    async (_what, method, url, body) => {
      const response = await call(method, ana, url(PAST), body?.(PAST));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.any(Object),
      });
    },
  );

  it('takes the largest id as an id: no such group, 404', async () => {
    expect((await call('GET', ana, `/group/${LAST}`)).statusCode).toBe(404);
  });

  it.each([PAST, '99999999999', LAST])(
    'refuses presence-group.%s at channel auth with 403, never 500',
    async (groupId) => {
      const response = await call('POST', ana, '/broadcasting/auth', {
        socket_id: '123.456',
        channel_name: `presence-group.${groupId}`,
      });
      expect(response.statusCode, response.body).toBe(403);
    },
  );

  it.each([
    ['nothing', {}],
    ['only fields it does not take', { role: 'member', members: 9 }],
  ])('answers an update with %s with the group as it is', async (_what, body) => {
    const response = await call('POST', ana, `/group/${group.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Group>()).toEqual(
      (await call('GET', ana, `/group/${group.id}`)).json<Group>(),
    );
    expect(response.json<Group>()).toMatchObject({ name: 'Pádel', members: 2, role: 'owner' });
  });

  it('still changes what an update names', async () => {
    const response = await call('POST', ana, `/group/${group.id}`, { name: 'Pádel del martes' });
    expect(response.json<Group>().name).toBe('Pádel del martes');
    await call('POST', ana, `/group/${group.id}`, { name: 'Pádel' });
  });
});
