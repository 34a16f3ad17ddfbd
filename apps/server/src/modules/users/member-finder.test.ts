import type { MemberMatches } from '@app/contract/users';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, signUp, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// GET /admin/users, the staff's member finder: a member by any part of their name (case and
// accents ignored), e-mail or phone (by its digits), or by number; staff only.
describe.each(backends)('the staff member finder on $name', (backend) => {
  const api = apiSuite(backend);
  let maria: Session;
  let mario: Session;
  let lucia: Session;
  let staff: Session;

  beforeAll(async () => {
    maria = await signUp(api.app, 'maria.jose@example.com', { firstname: 'María José' });
    await postForm(
      api.app,
      `/api/user/${maria.user.id}`,
      { lastname: 'Núñez Ibáñez' },
      maria.token,
    );
    // Hiding the last name from members does not hide it from staff.
    await postForm(api.app, '/api/config', { show_lastname: '0' }, maria.token);
    mario = await signUp(api.app, 'mario@example.com', { firstname: 'MARIO' });
    lucia = await signUp(api.app, 'l.garcia@correo.test', { firstname: 'Lucía' });
    await api.database.db.execute(
      sql`update users set phone = '+34600112233', suspended_at = now() where id = ${lucia.user.id}`,
    );
    // The suite's staff account, personal@antojo.test.
    staff = await api.staff();
  });

  const ask = (q: string, session: Session = staff) =>
    api.send(session, 'GET', `/admin/users?q=${encodeURIComponent(q)}`);
  const find = async (q: string) => {
    const response = await ask(q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberMatches>();
  };
  const ids = async (q: string) => (await find(q)).data.map((member) => member.id);

  it('finds a member by any part of the name, case and accents ignored, the words in any order', async () => {
    expect(await ids('maria')).toEqual([maria.user.id]);
    expect(await ids('MARÍA')).toEqual([maria.user.id]);
    expect(await ids('nuñez')).toEqual([maria.user.id]);
    expect(await ids('ibanez jose')).toEqual([maria.user.id]);
    // Sorted by name: "María José" before "MARIO".
    expect(await ids('mari')).toEqual([maria.user.id, mario.user.id]);
    expect(await ids('mari nadie')).toEqual([]);
  });

  it('finds by e-mail, and by the digits of a phone however they are written', async () => {
    expect(await ids('garcia@correo')).toEqual([lucia.user.id]);
    expect(await ids('MARIO@EXAMPLE.COM')).toEqual([mario.user.id]);
    expect(await ids('+34 600 11 22 33')).toEqual([lucia.user.id]);
    expect(await ids('600112233')).toEqual([lucia.user.id]);
    expect(await ids('600-11-22')).toEqual([lucia.user.id]);
    // A percent sign is a character, not a wildcard.
    expect(await ids('%')).toEqual([]);
  });

  it('finds a member by number, first, and tells what each one is', async () => {
    const [first] = (await find(String(lucia.user.id))).data;
    expect(first).toEqual({
      id: lucia.user.id,
      firstname: 'Lucía',
      lastname: null,
      email: 'l.garcia@correo.test',
      phone: '+34600112233',
      avatarUpdatedAt: null,
      suspended: true,
      staff: false,
    });
    expect((await find(`#${mario.user.id}`)).data[0]?.id).toBe(mario.user.id);
    const team = (await find('personal@antojo')).data;
    expect(team).toEqual([expect.objectContaining({ id: staff.user.id, staff: true })]);
    expect(await find('99999999')).toEqual({ data: [], total: 0 });
  });

  it('answers twenty at most, and how many there are', async () => {
    await api.database.db.execute(
      sql`insert into users (firstname, password_hash, email)
          select 'Zoé ' || n, 'x', 'zoe' || n || '@lista.test' from generate_series(1, 25) n`,
    );
    const page = await find('zoe');
    expect(page.data).toHaveLength(20);
    expect(page.total).toBe(25);
  });

  it('is for staff only, and wants something typed', async () => {
    expect((await ask('maria', mario)).statusCode).toBe(403);
    const guest = await api.send(null, 'GET', '/admin/users?q=maria');
    expect(guest.statusCode).toBe(401);
    const blank = await ask('  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { q: [expect.any(String)] } });
    const missing = await api.send(staff, 'GET', '/admin/users');
    expect(missing.statusCode).toBe(422);
  });
});
