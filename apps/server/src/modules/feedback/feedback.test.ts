import type { Testimonial } from '@app/contract/feedback';
import type { PublicUser } from '@app/contract/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

type Page<T> = {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

describe.each(backends)('feedback on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'opinion' });
  let author: Session;
  let staff: Session;

  beforeAll(async () => {
    author = await api.member('Irene');
    staff = await api.staff();
  });

  const view = async (query = 'page=1&pageSize=10') =>
    (await api.send(null, 'GET', `/marketing/view?${query}`)).json<Page<Testimonial>>();

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
    const people = (await api.send(author, 'GET', '/user?pageSize=100')).json<Page<PublicUser>>();
    expect(people.data.map((user) => user.firstname)).not.toContain('Laura');
  });

  it('takes feedback with stars as text, unpublished until staff publish it', async () => {
    const sent = await postForm(
      api.app,
      '/api/marketing',
      { stars: '4', description: 'Muy útil para <b>encontrar</b> gente con quien correr.' },
      author.token,
    );
    expect(sent.statusCode).toBe(200);
    const entry = sent.json<{ id: number; stars: number; published: boolean }>();
    expect(entry).toMatchObject({ stars: 4, published: false });
    expect((await view()).total).toBe(5);

    const mine = (await api.send(author, 'GET', '/marketing?byMe=1')).json<Page<{ id: number }>>();
    expect(mine.data.map((item) => item.id)).toEqual([entry.id]);

    const refused = await postForm(
      api.app,
      `/api/admin/marketing/${entry.id}`,
      { published: '1' },
      author.token,
    );
    expect(refused.statusCode).toBe(403);
    const published = await postForm(
      api.app,
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
      (await postForm(api.app, `/api/admin/marketing/${entry.id}`, { published: '0' }, staff.token))
        .statusCode,
    ).toBe(200);
    expect((await view()).total).toBe(5);
    expect(
      (await postForm(api.app, '/api/admin/marketing/999999', { published: '1' }, staff.token))
        .statusCode,
    ).toBe(404);
  });

  it('lets staff see every entry for moderation, and others only their own', async () => {
    const all = (await api.send(staff, 'GET', '/marketing')).json<Page<unknown>>();
    expect(all.total).toBeGreaterThanOrEqual(6);
    const own = (await api.send(author, 'GET', '/marketing')).json<Page<unknown>>();
    expect(own.total).toBe(1);
  });

  it.each([
    [{ stars: '6', description: 'Una descripción suficiente.' }, 'stars'],
    [{ stars: '0', description: 'Una descripción suficiente.' }, 'stars'],
    [{ stars: 'cinco', description: 'Una descripción suficiente.' }, 'stars'],
    [{ stars: '5', description: 'corta' }, 'description'],
    [{ stars: '5', description: 'x'.repeat(501) }, 'description'],
  ])('refuses %o', async (fields, field) => {
    const response = await postForm(api.app, '/api/marketing', fields, author.token);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: object }>().errors).toHaveProperty(field);
  });

  it('needs a session to send, not to read', async () => {
    expect(
      (
        await postForm(api.app, '/api/marketing', {
          stars: '5',
          description: 'Sin sesión no vale.',
        })
      ).statusCode,
    ).toBe(401);
    expect((await api.send(null, 'GET', '/marketing/view')).statusCode).toBe(200);
    expect((await api.send(null, 'GET', '/marketing/view?pageSize=1000')).statusCode).toBe(422);
  });
});
