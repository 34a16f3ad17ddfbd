import type { Testimonial } from '@app/contract/feedback';
import type { PublicUser } from '@app/contract/users';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, sha256, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';

type Page<T> = {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

describe.each(backends)('feedback on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let author: Session;
  let staff: Session;

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database, {
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'clave-del-personal',
    }));
    author = await signUp(app, 'autora@example.com', { firstname: 'Irene' });
    const signIn = await postForm(app, '/api/auth/singin', {
      email_or_phone: 'staff@antojo.test',
      password: sha256('clave-del-personal'),
      device_name: 'web',
    });
    staff = signIn.json<Session>();
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  const view = async (query = 'page=1&pageSize=10') =>
    (await app.inject(`/api/marketing/view?${query}`)).json<Page<Testimonial>>();

  it('starts a new install with a handful of published testimonials', async () => {
    const page = await view();
    expect(page.total).toBe(5);
    expect(page.per_page).toBe(10);
    for (const entry of page.data) {
      expect(entry.userName).toBe(entry.user.firstname);
      expect(entry.stars).toBeGreaterThanOrEqual(1);
      expect(entry.description.length).toBeGreaterThan(20);
    }
    // Their authors are not people to meet.
    const people = (
      await app.inject({
        url: '/api/user?pageSize=100',
        headers: { authorization: `Bearer ${author.token}` },
      })
    ).json<Page<PublicUser>>();
    expect(people.data.map((user) => user.firstname)).not.toContain('Laura');
  });

  it('takes feedback with stars as text, unpublished until staff publish it', async () => {
    const sent = await postForm(
      app,
      '/api/marketing',
      { stars: '4', description: 'Muy útil para <b>encontrar</b> gente con quien correr.' },
      author.token,
    );
    expect(sent.statusCode).toBe(200);
    const entry = sent.json<{ id: number; stars: number; published: boolean }>();
    expect(entry).toMatchObject({ stars: 4, published: false });
    expect((await view()).total).toBe(5);

    const mine = (
      await app.inject({
        url: '/api/marketing?byMe=1',
        headers: { authorization: `Bearer ${author.token}` },
      })
    ).json<Page<{ id: number }>>();
    expect(mine.data.map((item) => item.id)).toEqual([entry.id]);

    const refused = await postForm(
      app,
      `/api/admin/marketing/${entry.id}`,
      { published: '1' },
      author.token,
    );
    expect(refused.statusCode).toBe(403);
    const published = await postForm(
      app,
      `/api/admin/marketing/${entry.id}`,
      { published: '1' },
      staff.token,
    );
    expect(published.statusCode).toBe(200);

    const page = await view();
    expect(page.total).toBe(6);
    const shown = page.data.find((item) => item.id === entry.id)!;
    expect(shown).toMatchObject({ userName: 'Irene', stars: 4, user: { id: author.user.id } });
    // Stored and answered as the text it is; the website renders it as text.
    expect(shown.description).toBe('Muy útil para <b>encontrar</b> gente con quien correr.');

    expect(
      (await postForm(app, `/api/admin/marketing/${entry.id}`, { published: '0' }, staff.token))
        .statusCode,
    ).toBe(200);
    expect((await view()).total).toBe(5);
    expect(
      (await postForm(app, '/api/admin/marketing/999999', { published: '1' }, staff.token))
        .statusCode,
    ).toBe(404);
  });

  it('lets staff see every entry for moderation, and others only their own', async () => {
    const all = (
      await app.inject({
        url: '/api/marketing',
        headers: { authorization: `Bearer ${staff.token}` },
      })
    ).json<Page<unknown>>();
    expect(all.total).toBeGreaterThanOrEqual(6);
    const own = (
      await app.inject({
        url: '/api/marketing',
        headers: { authorization: `Bearer ${author.token}` },
      })
    ).json<Page<unknown>>();
    expect(own.total).toBe(1);
  });

  it.each([
    [{ stars: '6', description: 'Una descripción suficiente.' }, 'stars'],
    [{ stars: '0', description: 'Una descripción suficiente.' }, 'stars'],
    [{ stars: 'cinco', description: 'Una descripción suficiente.' }, 'stars'],
    [{ stars: '5', description: 'corta' }, 'description'],
    [{ stars: '5', description: 'x'.repeat(501) }, 'description'],
  ])('refuses %o', async (fields, field) => {
    const response = await postForm(app, '/api/marketing', fields, author.token);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty(field);
  });

  it('needs a session to send, not to read', async () => {
    expect(
      (await postForm(app, '/api/marketing', { stars: '5', description: 'Sin sesión no vale.' }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject('/api/marketing/view')).statusCode).toBe(200);
    expect((await app.inject('/api/marketing/view?pageSize=1000')).statusCode).toBe(422);
  });
});
