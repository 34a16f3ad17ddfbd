import type { Paged } from '@app/contract/paging';
import type { PublicUser } from '@app/contract/users';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postForm, signInStaff, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';

// GET /user, the people search: names found whatever their case and accents, and staff
// accounts never among the people to meet.
describe.each(backends)('people search on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let maria: Session;
  let mario: Session;
  let caller: Session;
  let staff: Session;

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database, {
      ADMIN_EMAIL: 'personal@antojo.test',
      ADMIN_PASSWORD: 'personal',
    }));
    maria = await signUp(app, 'maria@example.com', { firstname: 'María José' });
    await postForm(app, `/api/user/${maria.user.id}`, { lastname: 'Núñez Ibáñez' }, maria.token);
    mario = await signUp(app, 'mario@example.com', { firstname: 'MARIO' });
    caller = await signUp(app, 'busca@example.com', { firstname: 'Lucía' });
    staff = await signInStaff(app, 'personal@antojo.test', 'personal');
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  const found = async (session: Session, query = '') => {
    const response = await app.inject({
      url: `/api/user?pageSize=100${query}`,
      headers: bearer(session),
    });
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
    await database.db.execute(
      sql`update users set roles = '{admin:dev}' where id = ${mario.user.id}`,
    );
    expect(await found(caller)).not.toContain(mario.user.id);
    expect(await found(staff)).not.toContain(mario.user.id);
    expect(await found(staff)).toEqual(expect.arrayContaining([maria.user.id, caller.user.id]));
    await database.db.execute(sql`update users set roles = '{}' where id = ${mario.user.id}`);
    expect(await found(caller)).toContain(mario.user.id);
  });
});
