import { expect, test } from './support/test.js';
import { collectErrors } from './support/live.js';
import { openSignedIn, signUpMember } from './support/staff.js';

// Words that are true (issue 35, item 7): Spanish agrees with the people it speaks of, and a
// new group's page tells its owner to use only what is there.

test('two women who are friends read «Sois amigas»; a man and a woman «Sois amigos»', async ({
  page,
  request,
}, testInfo) => {
  const errors: string[] = [];
  collectErrors(page, errors);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const [lucia, marta, pablo] = await Promise.all([
    signUpMember(request, {
      email: `lucia-${stamp}@antojo.test`,
      firstname: 'Lucía',
      gender: 'mujer',
    }),
    signUpMember(request, {
      email: `marta-${stamp}@antojo.test`,
      firstname: 'Marta',
      gender: 'mujer',
    }),
    signUpMember(request, {
      email: `pablo-${stamp}@antojo.test`,
      firstname: 'Pablo',
      gender: 'hombre',
    }),
  ]);
  const befriend = async (from: typeof lucia, to: typeof lucia) => {
    for (const [who, whom] of [
      [from, to],
      [to, from],
    ] as const) {
      const answer = await request.post(`/api/user/${whom.user.id}/friend`, {
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
    }
  };

  // Marta asks; Lucía reads it on Marta's profile, in Marta's gender.
  const asked = await request.post(`/api/user/${lucia.user.id}/friend`, {
    headers: { authorization: `Bearer ${marta.token}` },
  });
  expect(asked.status()).toBe(200);
  await openSignedIn(page, lucia.token, `/web/app/u/${marta.user.id}`);
  await expect(page.getByText('Marta quiere ser tu amiga')).toBeVisible();
  await request.post(`/api/user/${marta.user.id}/friend`, {
    headers: { authorization: `Bearer ${lucia.token}` },
  });
  await page.reload();
  await expect(page.getByText('Sois amigas', { exact: true })).toBeVisible();

  await befriend(lucia, pablo);
  await page.goto(`/web/app/u/${pablo.user.id}`);
  await expect(page.getByText('Sois amigos', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a new group’s owner is not sent to a «Gestionar» that is not there', async ({
  page,
  request,
}, testInfo) => {
  const errors: string[] = [];
  collectErrors(page, errors);
  const owner = await signUpMember(request, {
    email: `grupo-${testInfo.project.name}-${Date.now()}@antojo.test`,
    firstname: 'Carmen',
    gender: 'mujer',
  });
  await openSignedIn(page, owner.token, '/web/app/groups/new');
  await page.getByLabel('Nombre').fill(`Corredoras del Retiro ${Date.now()}`);
  await page.getByRole('button', { name: /Crear/ }).click();
  await expect(page).toHaveURL(/\/web\/app\/g\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Eres la propietaria', { exact: true })).toBeVisible();
  await expect(main).not.toContainText('Gestionar');
  await expect(main).toContainText('Aún no hay nadie más en el grupo');
  // What the note names is there.
  await expect(main.getByRole('button', { name: 'Invitar a amigos' })).toBeVisible();
  await expect(main.getByText('1 miembro', { exact: false }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the profile form says which interest lists make a profile complete', async ({
  page,
  request,
}, testInfo) => {
  const member = await signUpMember(request, {
    email: `intereses-${testInfo.project.name}-${Date.now()}@antojo.test`,
  });
  await openSignedIn(page, member.token, '/web/app/profile/edit');
  const interests = page.getByRole('region', { name: 'Intereses' });
  await expect(interests).toContainText(
    'Para el perfil completo cuentan «Ejercicio que practico», «Deportes extremos», «Deportes en grupo», «Me gusta», «Deportes individuales», «Nivel de estudios» y «Mascotas»: al menos 10 entre todas.',
  );
  await expect(interests).toContainText('Llevas 0; te faltan 10.');
  await expect(interests).toContainText('«Actividades recreativas» no cuenta');
  const recreation = interests.getByRole('group', { name: /Actividades recreativas/ });
  await expect(recreation).toContainText('No cuenta para el perfil completo');
  const pets = interests.getByRole('group', { name: /Mascotas/ });
  await expect(pets).toContainText('Cuenta para el perfil completo');
  await pets.locator('label').first().click();
  await expect(interests).toContainText('Llevas 1; te faltan 9.');
});
