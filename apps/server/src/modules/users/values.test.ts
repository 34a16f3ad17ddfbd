import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, referenceIds, sha256, verifyContact } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { hostedActivity } from '../../test/story.js';

/** Values no person means: refused with 422 and a Spanish message, nothing stored. */
describe('values a person could mean', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await backends[0]!.open();
    ({ app, close } = await testApp(database));
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  async function signUpWith(email: string, fields: Record<string, string>) {
    const { option, city } = await referenceIds(app);
    return postForm(app, '/api/auth/singup', {
      firstname: 'Lucía',
      birthdate: '1990-01-01',
      gender: String(option('gender')),
      city: String(city('Madrid')),
      password: sha256('x'),
      emailId: await verifyContact(app, 'email', email),
      device_name: 'web',
      ...fields,
    });
  }

  it('takes birthdates from 1900 on', async () => {
    const old = await signUpWith('old@example.com', { birthdate: '1899-12-31' });
    expect(old.statusCode).toBe(422);
    expect(old.json<{ errors: Record<string, string[]> }>().errors.birthdate).toEqual([
      'La fecha de nacimiento debe ser de 1900 o posterior.',
    ]);
    expect((await signUpWith('old2@example.com', { birthdate: '1900-01-01' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['a right-to-left override', 'Ana\u202Emoc.exe'],
    ['a zero-width space', 'An\u200Ba'],
    ['a bidirectional isolate', '\u2067Ana'],
    ['a byte-order mark', 'A\uFEFFna'],
    ['a control character', 'Ana\u0007'],
  ])('refuses a name with %s', async (kind, name) => {
    const response = await signUpWith(`${kind.replace(/\W/g, '')}@example.com`, {
      firstname: name,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.firstname).toEqual([
      'El nombre contiene caracteres no permitidos.',
    ]);
  });

  it('keeps names with accents, ñ and apostrophes', async () => {
    const response = await signUpWith('names@example.com', {
      firstname: 'María José',
      lastname: "Núñez O'Connor-Peña",
    });
    expect(response.statusCode).toBe(200);
  });

  it('plans activities within a year, and in the future', async () => {
    const { host, activity } = await hostedActivity(app, 1, 'values');
    const move = (days: number) =>
      app.inject({
        method: 'POST',
        url: `/api/activity/${activity.id}`,
        headers: { authorization: `Bearer ${host.token}` },
        payload: { start_at: new Date(Date.now() + days * 86_400_000).toISOString() },
      });
    const far = await move(370);
    expect(far.statusCode).toBe(422);
    expect(far.json<{ errors: Record<string, string[]> }>().errors.start_at).toEqual([
      'La actividad debe empezar dentro de un año como mucho.',
    ]);
    expect((await move(-1)).statusCode).toBe(422);
    expect((await move(300)).statusCode).toBe(200);
  });
});
