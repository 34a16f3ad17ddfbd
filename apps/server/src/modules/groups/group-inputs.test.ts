import type { Group } from '@app/contract/groups';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

/** One past the largest PostgreSQL integer: every id column's limit. */
const PAST = '2147483648';
const LAST = '2147483647';

// Ids the database cannot hold, and an update with nothing in it, answered as bad input (or as
// nothing to do), never as a 500.
describe.each(backends)('group inputs on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'limites' });
  let ana: Session;
  let bruno: Session;
  let group: Group;

  beforeAll(async () => {
    ana = await api.member('Ana');
    bruno = await api.member('Bruno');
    const created = await api.send(ana, 'POST', '/group', {
      name: 'Pádel',
      description: 'Partidos entre semana',
      visibility: 'public',
    });
    expect(created.statusCode, created.body).toBe(200);
    group = created.json<Group>();
    expect((await api.send(bruno, 'POST', `/group/${group.id}/join`)).statusCode).toBe(200);
  });

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
      const response = await api.send(ana, method, url(PAST), body?.(PAST));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        errors: expect.any(Object),
      });
    },
  );

  it('takes the largest id as an id: no such group, 404', async () => {
    expect((await api.send(ana, 'GET', `/group/${LAST}`)).statusCode).toBe(404);
  });

  it.each([PAST, '99999999999', LAST])(
    'refuses presence-group.%s at channel auth with 403, never 500',
    async (groupId) => {
      const response = await api.send(ana, 'POST', '/broadcasting/auth', {
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
    const response = await api.send(ana, 'POST', `/group/${group.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Group>()).toEqual(
      (await api.send(ana, 'GET', `/group/${group.id}`)).json<Group>(),
    );
    expect(response.json<Group>()).toMatchObject({ name: 'Pádel', members: 2, role: 'owner' });
  });

  it('still changes what an update names', async () => {
    const response = await api.send(ana, 'POST', `/group/${group.id}`, {
      name: 'Pádel del martes',
    });
    expect(response.json<Group>().name).toBe('Pádel del martes');
    await api.send(ana, 'POST', `/group/${group.id}`, { name: 'Pádel' });
  });
});
