import type { Paged } from '@app/contract/paging';
import type { PublicUser } from '@app/contract/users';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// GET /user, the people search: names found whatever their case and accents, and staff
// accounts never among the people to meet.
describe.each(backends)('people search on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'busca' });
  let maria: Session;
  let mario: Session;
  let caller: Session;
  let staff: Session;

  beforeAll(async () => {
    maria = await api.member('María José');
    await postForm(
      api.app,
      `/api/user/${maria.user.id}`,
      { lastname: 'Núñez Ibáñez' },
      maria.token,
    );
    mario = await api.member('MARIO');
    caller = await api.member('Lucía');
    staff = await api.staff();
  });

  const found = async (session: Session, query = '') => {
    const response = await api.send(session, 'GET', `/user?pageSize=100${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Paged<PublicUser>>().data.map((user) => user.id);
  };
  const search = (typed: string) => found(caller, `&search=${encodeURIComponent(typed)}`);

  it('finds names whatever their case and accents, typed either way', async () => {
    expect(await search('maria')).toEqual([maria.user.id]);
    expect(await search('MARÍA')).toEqual([maria.user.id]);
    expect(await search('jose')).toEqual([maria.user.id]);
    expect(await search('nunez')).toEqual([maria.user.id]);
    expect(await search('IBÁÑEZ')).toEqual([maria.user.id]);
    expect(await search('mari')).toEqual([mario.user.id, maria.user.id]);
    expect(await search('mário')).toEqual([mario.user.id]);
  });

  it('never lists a staff account, to members or to staff', async () => {
    expect(await found(caller)).not.toContain(staff.user.id);
    expect(await search('admin')).toEqual([]);
    // A second account with a staff role (given by hand): left out too, also to staff.
    await api.database.db.execute(
      sql`update users set roles = '{admin:dev}' where id = ${mario.user.id}`,
    );
    expect(await found(caller)).not.toContain(mario.user.id);
    expect(await found(staff)).not.toContain(mario.user.id);
    expect(await found(staff)).toEqual(expect.arrayContaining([maria.user.id, caller.user.id]));
    await api.database.db.execute(sql`update users set roles = '{}' where id = ${mario.user.id}`);
    expect(await found(caller)).toContain(mario.user.id);
  });
});
