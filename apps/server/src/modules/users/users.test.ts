import type { OwnUser, PublicUser } from '@app/contract/users';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { postForm, sha256, signUp, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { apiSuite } from '../../test/suite.js';

describe.each(backends)('users on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'usuario' });
  let ana: Session;
  let bruno: Session;

  beforeAll(async () => {
    // Ana's own address: a test reads it back.
    ana = await signUp(api.app, 'ana@example.com', { firstname: 'Ana María' });
    bruno = await api.member('Bruno');
  });

  const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const optionIds = (code: string, count: number) =>
    api.ref.concepts
      .find((concept) => concept.code === code)!
      .options.slice(0, count)
      .map((o) => ({ id: o.id }));

  it('shows the owner everything and others no contact data, roles or counters', async () => {
    const own = (await api.send(ana, 'GET', `/user/${ana.user.id}`)).json<OwnUser>();
    expect(own).toMatchObject({
      email: 'ana@example.com',
      roles: [],
      matchesCount: 0,
      messagesCount: 0,
    });
    const other = await api.send(bruno, 'GET', `/user/${ana.user.id}`);
    expect(other.statusCode).toBe(200);
    const body = other.json<Record<string, unknown>>();
    expect(body.firstname).toBe('Ana María');
    for (const hidden of [
      'email',
      'phone',
      'birthdate',
      'weight',
      'roles',
      'configurations',
      'matchesCount',
      'messagesCount',
      'password_hash',
      'passwordHash',
      'wstoken',
    ]) {
      expect(body).not.toHaveProperty(hidden);
    }
  });

  it('needs a session to see anyone', async () => {
    expect((await api.send(null, 'GET', `/user/${ana.user.id}`)).statusCode).toBe(401);
    expect((await api.send(ana, 'GET', '/user/999999')).statusCode).toBe(404);
  });

  it('updates the profile from form fields, lists as JSON text', async () => {
    const response = await postForm(
      api.app,
      `/api/user/${ana.user.id}`,
      {
        firstname: 'Ana Belén',
        lastname: 'García',
        social_state: String(api.ref.option('social_state', 0)),
        city: String(api.ref.city('Valencia')),
        likes: JSON.stringify(optionIds('likes', 4)),
        do_exercises: JSON.stringify(optionIds('do_exercises', 3)),
        pets: JSON.stringify(optionIds('pets', 3)),
        zodiacal_signs: JSON.stringify(optionIds('zodiacal_signs', 1)),
        roles: JSON.stringify(['admin:general']),
        matchesCount: '99',
        email: 'stolen@example.com',
      },
      ana.token,
    );
    expect(response.statusCode).toBe(200);
    const user = response.json<OwnUser>();
    expect(user).toMatchObject({
      firstname: 'Ana Belén',
      lastname: 'García',
      email: 'ana@example.com',
      roles: [],
      matchesCount: 0,
    });
    expect(user.city?.name).toBe('Valencia');
    expect(user.likes).toHaveLength(4);
    expect(user.do_exercises.length + user.likes.length + user.pets.length).toBe(10);
    expect(user.zodiacal_signs.map((sign) => sign.name)).toEqual(['Capricornio']);
    // Replacing a list replaces only that list.
    const again = await api.send(ana, 'POST', `/user/${ana.user.id}`, {
      likes: optionIds('likes', 1),
    });
    expect(again.json<OwnUser>().likes).toHaveLength(1);
    expect(again.json<OwnUser>().pets).toHaveLength(3);
  });

  it('empties lastname, gender, city and social_state with empty text or null; other fields stay', async () => {
    const fill = {
      lastname: 'García',
      gender: String(api.ref.option('gender', 0)),
      city: String(api.ref.city('Madrid')),
      social_state: String(api.ref.option('social_state', 0)),
    };
    const bodies = [
      ['multipart', multipart({ lastname: '', gender: '', city: '', social_state: '' })],
      [
        'url-encoded',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'lastname=&gender=&city=&social_state=',
        },
      ],
      ['JSON null', { payload: { lastname: null, gender: null, city: null, social_state: null } }],
    ] as const;
    for (const [format, body] of bodies) {
      expect(
        (await postForm(api.app, `/api/user/${bruno.user.id}`, fill, bruno.token)).statusCode,
      ).toBe(200);
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/user/${bruno.user.id}`,
        payload: body.payload,
        headers: { ...('headers' in body ? body.headers : {}), ...as(bruno) },
      });
      expect(response.statusCode, format).toBe(200);
      expect(response.json<OwnUser>(), format).toMatchObject({
        firstname: 'Bruno',
        lastname: null,
        gender: null,
        city: null,
        social_state: null,
        birthdate: '1995-04-12',
      });
    }
    // A field left out is left as it is.
    await postForm(api.app, `/api/user/${bruno.user.id}`, fill, bruno.token);
    const untouched = await postForm(
      api.app,
      `/api/user/${bruno.user.id}`,
      { firstname: 'Bruno' },
      bruno.token,
    );
    expect(untouched.json<OwnUser>()).toMatchObject({
      lastname: 'García',
      city: { name: 'Madrid' },
    });
  });

  it("answers 'Campo requerdio.' for empty fields that cannot be emptied, and changes nothing", async () => {
    const form = multipart({ firstname: '', birthdate: '', likes: '', lastname: '' });
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/user/${bruno.user.id}`,
      payload: form.payload,
      headers: { ...form.headers, ...as(bruno) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      firstname: ['Campo requerdio.'],
      birthdate: ['Campo requerdio.'],
      likes: ['Campo requerdio.'],
    });
    const still = (await api.send(bruno, 'GET', `/user/${bruno.user.id}`)).json<OwnUser>();
    expect(still).toMatchObject({ firstname: 'Bruno', birthdate: '1995-04-12' });
  });

  it('refuses options from the wrong list, unknown cities and under-age birthdates', async () => {
    const wrong = await postForm(
      api.app,
      `/api/user/${ana.user.id}`,
      { likes: JSON.stringify(optionIds('pets', 1)) },
      ana.token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: object }>().errors).toHaveProperty('likes');
    const city = await postForm(api.app, `/api/user/${ana.user.id}`, { city: '1' }, ana.token);
    expect(city.statusCode).toBe(422);
    const young = await postForm(
      api.app,
      `/api/user/${ana.user.id}`,
      { birthdate: `${new Date().getUTCFullYear() - 10}-05-05` },
      ana.token,
    );
    expect(young.statusCode).toBe(422);
  });

  it("refuses to change or delete someone else's account", async () => {
    const change = await postForm(
      api.app,
      `/api/user/${ana.user.id}`,
      { firstname: 'Hacked' },
      bruno.token,
    );
    expect(change.statusCode).toBe(403);
    const remove = await api.send(bruno, 'DELETE', `/user/${ana.user.id}`);
    expect(remove.statusCode).toBe(403);
    const still = (await api.send(ana, 'GET', `/user/${ana.user.id}`)).json<OwnUser>();
    expect(still.firstname).not.toBe('Hacked');
  });

  it('keeps roles out of reach of sign-up fields', async () => {
    const { option, city } = api.ref;
    const { verifyContact } = await import('../../test/accounts.js');
    const emailId = await verifyContact(api.app, 'email', 'climber@example.com');
    const response = await postForm(api.app, '/api/auth/singup', {
      firstname: 'Climber',
      birthdate: '1990-01-01',
      gender: String(option('gender')),
      city: String(city('Madrid')),
      password: sha256('x'),
      emailId,
      device_name: 'web',
      roles: '["admin:general"]',
    });
    expect(response.json<Session>().user.roles).toEqual([]);
  });

  it('saves the known settings with 1/0 booleans, merging keys', async () => {
    const first = await postForm(
      api.app,
      '/api/config',
      { discoverable: '1', show_lastname: '0' },
      ana.token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ configurations: { discoverable: true, show_lastname: false } });
    const second = await postForm(api.app, '/api/config', { show_lastname: '1' }, ana.token);
    expect(second.json()).toEqual({ configurations: { discoverable: true, show_lastname: true } });
    expect((await postForm(api.app, '/api/config', { discoverable: '1' })).statusCode).toBe(401);
  });

  it('refuses unknown settings and bad values with a 422 naming each, saving nothing', async () => {
    const before = (await api.send(ana, 'GET', `/user/${ana.user.id}`)).json<OwnUser>()
      .configurations;
    const unknown = await postForm(
      api.app,
      '/api/config',
      { discoverable: '0', theme: 'oscuro', 'bad key!': '1' },
      ana.token,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'Ajuste desconocido. (y 1 error más)',
      errors: { theme: ['Ajuste desconocido.'], 'bad key!': ['Ajuste desconocido.'] },
    });
    const json = await api.send(ana, 'POST', '/config', {
      show_lastname: 'quizá',
      nested: { a: 1 },
    });
    expect(json.statusCode).toBe(422);
    expect(Object.keys(json.json<{ errors: object }>().errors).sort()).toEqual([
      'nested',
      'show_lastname',
    ]);
    const after = (await api.send(ana, 'GET', `/user/${ana.user.id}`)).json<OwnUser>()
      .configurations;
    expect(after).toEqual(before);
  });

  it('keeps keys stored by earlier versions but reads back the known ones, which save as read', async () => {
    await api.database.db.execute(
      sql`update users set configurations = configurations || '{"notifications": true, "radiusKm": "25"}'::jsonb where id = ${bruno.user.id}`,
    );
    const own = await api.send(bruno, 'GET', `/user/${bruno.user.id}`);
    expect(own.statusCode).toBe(200);
    const read = own.json<OwnUser>().configurations;
    expect(read).not.toHaveProperty('notifications');
    expect(read).not.toHaveProperty('radiusKm');
    // The map as read saves as it is: nothing in it is refused.
    const asRead = Object.fromEntries(
      Object.entries(read).map(([key, value]) => [key, value ? '1' : '0']),
    );
    const saved = await postForm(
      api.app,
      '/api/config',
      { ...asRead, discoverable: '1' },
      bruno.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ configurations: Record<string, unknown> }>().configurations).toMatchObject({
      discoverable: true,
    });
    expect(
      saved.json<{ configurations: Record<string, unknown> }>().configurations,
    ).not.toHaveProperty('notifications');
    // Still stored, untouched.
    const [stored] = await queryRows<{ configurations: Record<string, unknown> }>(
      api.database.db,
      sql`select configurations from users where id = ${bruno.user.id}`,
    );
    expect(stored!.configurations).toMatchObject({ notifications: true, radiusKm: '25' });
  });

  it('lists people by name, city, distance and interests', async () => {
    await postForm(
      api.app,
      `/api/user/${bruno.user.id}`,
      { city: String(api.ref.city('Barcelona')), likes: JSON.stringify(optionIds('likes', 2)) },
      bruno.token,
    );
    const list = async (query: string) =>
      (await api.send(ana, 'GET', `/user?${query}`)).json<{
        data: PublicUser[];
        total: number;
      }>();
    expect((await list('search=brun')).data.map((user) => user.firstname)).toEqual(['Bruno']);
    expect((await list('search=%25')).total).toBe(0);
    const barcelona = encodeURIComponent(JSON.stringify({ city: api.ref.city('Barcelona') }));
    expect((await list(`filter=${barcelona}`)).data.map((user) => user.id)).toEqual([
      bruno.user.id,
    ]);
    const nearBarcelona = encodeURIComponent(
      JSON.stringify({ near: { lat: 41.39, lon: 2.17, km: 30 } }),
    );
    expect((await list(`filter=${nearBarcelona}`)).data.map((user) => user.id)).toEqual([
      bruno.user.id,
    ]);
    const nearMadrid = encodeURIComponent(
      JSON.stringify({ near: { lat: 40.42, lon: -3.7, km: 30 } }),
    );
    expect((await list(`filter=${nearMadrid}`)).data.map((user) => user.id)).not.toContain(
      bruno.user.id,
    );
    const interests = encodeURIComponent(
      JSON.stringify({ interests: [optionIds('likes', 2)[1]!.id] }),
    );
    expect((await list(`filter=${interests}`)).data.map((user) => user.id)).toContain(
      bruno.user.id,
    );
    // The caller is never in their own list.
    expect((await list('pageSize=100')).data.map((user) => user.id)).not.toContain(ana.user.id);
  });

  it('erases an account with its tokens and lets the contact sign up again', async () => {
    const carla = await signUp(api.app, 'carla@example.com');
    const removed = await api.send(carla, 'DELETE', `/user/${carla.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await api.send(carla, 'POST', '/auth/comeback')).statusCode).toBe(401);
    for (const table of ['users', 'api_tokens', 'user_options']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const rows = await queryRows(
        api.database.db,
        sql.raw(`select 1 from ${table} where ${column} = ${carla.user.id}`),
      );
      expect(rows).toHaveLength(0);
    }
    const kept = await queryRows(
      api.database.db,
      sql`select 1 from verifications where contact = 'carla@example.com'`,
    );
    expect(kept).toHaveLength(0);
    const back = await signUp(api.app, 'carla@example.com');
    expect(back.user.id).not.toBe(carla.user.id);
  });
});
