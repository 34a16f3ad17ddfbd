import type { PublicUser } from '@app/contract/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

// MEMBER_SETTINGS: each switch of "Configuraciones de Perfil" changes what others get.
describe.each(backends)('member settings on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'ajustes' });
  let ana: Session;
  let bruno: Session;

  beforeAll(async () => {
    ana = await api.member('Ana');
    bruno = await api.member('Bruno');
    await postForm(api.app, `/api/user/${ana.user.id}`, { lastname: 'Quintanilla' }, ana.token);
  });

  const setting = (values: Record<string, string>) =>
    postForm(api.app, '/api/config', values, ana.token);
  const listedIds = async (query = '') =>
    (await api.send(bruno, 'GET', `/user${query}`))
      .json<{ data: PublicUser[] }>()
      .data.map((u) => u.id);

  it('show_lastname off hides the last name from others and from their search, not from the owner', async () => {
    expect((await api.send(bruno, 'GET', `/user/${ana.user.id}`)).json<PublicUser>().lastname).toBe(
      'Quintanilla',
    );
    expect(await listedIds('?search=Quintan')).toEqual([ana.user.id]);

    expect((await setting({ show_lastname: '0' })).statusCode).toBe(200);
    expect(
      (await api.send(bruno, 'GET', `/user/${ana.user.id}`)).json<PublicUser>().lastname,
    ).toBeNull();
    expect(await listedIds('?search=Quintan')).toEqual([]);
    expect(await listedIds('?search=Ana')).toEqual([ana.user.id]);
    expect((await api.send(ana, 'GET', `/user/${ana.user.id}`)).json<PublicUser>().lastname).toBe(
      'Quintanilla',
    );

    await setting({ show_lastname: '1' });
    expect((await api.send(bruno, 'GET', `/user/${ana.user.id}`)).json<PublicUser>().lastname).toBe(
      'Quintanilla',
    );
  });

  it("remembers the radius of «Ahora» for the member's next sign-in, and refuses one that is not offered", async () => {
    const mine = async () =>
      (await api.send(ana, 'GET', `/user/${ana.user.id}`)).json<{ configurations: object }>()
        .configurations;
    expect(await mine()).not.toHaveProperty('now_km');
    const saved = await setting({ now_km: '50' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ configurations: expect.objectContaining({ now_km: 50 }) });
    expect(await mine()).toMatchObject({ now_km: 50 });
    // Saving a switch leaves the radius as it was.
    await setting({ show_lastname: '1' });
    expect(await mine()).toMatchObject({ now_km: 50 });
    for (const wrong of ['7', '500', 'lejos', '-25']) {
      const refused = await setting({ now_km: wrong });
      expect(refused.statusCode, wrong).toBe(422);
      expect(refused.json()).toEqual({
        message: expect.any(String),
        errors: { now_km: ['El radio de «Ahora» debe ser 5, 10, 25, 50 o 100 km.'] },
      });
    }
    expect(await mine()).toMatchObject({ now_km: 50 });
    // Nobody else reads it.
    expect((await api.send(bruno, 'GET', `/user/${ana.user.id}`)).json()).not.toHaveProperty(
      'configurations',
    );
  });

  it('discoverable off leaves the member out of the people list, not out of their own profile page', async () => {
    expect(await listedIds()).toContain(ana.user.id);
    await setting({ discoverable: '0' });
    expect(await listedIds()).not.toContain(ana.user.id);
    expect((await api.send(bruno, 'GET', `/user/${ana.user.id}`)).statusCode).toBe(200);
    await setting({ discoverable: '1' });
    expect(await listedIds()).toContain(ana.user.id);
  });
});
