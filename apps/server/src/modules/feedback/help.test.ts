import { HELP_LIMITS, type HelpMessage, type StaffHelpMessage } from '@app/contract/help';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, signInStaff, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';

type Page<T> = { data: T[]; total: number; current_page: number; last_page: number };

// "Ayuda" (issue 35): a member writes to the team; staff see it in their queue with who wrote
// and how to answer, mark it handled, and the member sees that it was.
describe.each(backends)('help messages on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let lucia: Session;
  let other: Session;
  let staff: Session;

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database, {
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'clave-del-personal',
    }));
    lucia = await signUp(app, 'lucia-ayuda@example.com', { firstname: 'Lucía' });
    other = await signUp(app, 'otra-ayuda@example.com', { firstname: 'Marta' });
    staff = await signInStaff(app, 'staff@antojo.test', 'clave-del-personal');
  });
  afterAll(async () => {
    await close();
    await database.dispose();
  });

  const get = <T>(url: string, session?: Session) =>
    app.inject({
      url,
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
    }) as Promise<{ statusCode: number; json: () => T }>;
  const queue = async (status = 'open') =>
    (await get<Page<StaffHelpMessage>>(`/api/admin/help?status=${status}`, staff)).json();

  it('reaches staff with who wrote it and how to answer them', async () => {
    const sent = await postForm(
      app,
      '/api/help',
      { topic: 'payments', message: '  No sé cómo cancelar mi suscripción a Premium.  ' },
      lucia.token,
    );
    expect(sent.statusCode).toBe(200);
    const own = sent.json<HelpMessage>();
    expect(own).toMatchObject({
      topic: 'payments',
      message: 'No sé cómo cancelar mi suscripción a Premium.',
      handledAt: null,
    });

    const open = await queue();
    const entry = open.data.find((item) => item.id === own.id);
    expect(entry).toMatchObject({
      user: { id: lucia.user.id, firstname: 'Lucía' },
      email: 'lucia-ayuda@example.com',
      phone: null,
      handledBy: null,
    });
  });

  it('lets a member read only their own messages', async () => {
    await postForm(
      app,
      '/api/help',
      { topic: 'idea', message: 'Un modo oscuro, por favor.' },
      other.token,
    );
    const mine = (await get<Page<HelpMessage>>('/api/help', lucia)).json();
    expect(mine.data.map((item) => item.message)).toEqual([
      'No sé cómo cancelar mi suscripción a Premium.',
    ]);
  });

  it('keeps the staff queue and its decisions to staff', async () => {
    expect((await get('/api/admin/help', lucia)).statusCode).toBe(403);
    expect((await get('/api/admin/help')).statusCode).toBe(401);
    expect(
      (await postForm(app, '/api/admin/help/1', { handled: '1' }, lucia.token)).statusCode,
    ).toBe(403);
    expect(
      (await postForm(app, '/api/help', { topic: 'other', message: 'Hola, ¿qué tal?' })).statusCode,
    ).toBe(401);
  });

  it('is marked handled by staff, which the member sees, and can be opened again', async () => {
    const [first] = (await queue()).data;
    const handled = await postForm(
      app,
      `/api/admin/help/${first!.id}`,
      { handled: '1' },
      staff.token,
    );
    expect(handled.json()).toEqual({ message: 'Marcado como atendido.' });
    expect((await queue()).data.map((item) => item.id)).not.toContain(first!.id);
    const done = (await queue('handled')).data.find((item) => item.id === first!.id);
    expect(done?.handledBy).toMatchObject({ id: staff.user.id });
    expect(done?.handledAt).toEqual(expect.any(String));
    const mine = (await get<Page<HelpMessage>>('/api/help', lucia)).json();
    expect(mine.data[0]!.handledAt).toEqual(done!.handledAt);

    const reopened = await postForm(
      app,
      `/api/admin/help/${first!.id}`,
      { handled: '0' },
      staff.token,
    );
    expect(reopened.json()).toEqual({ message: 'Vuelve a estar pendiente.' });
    expect((await queue()).data.map((item) => item.id)).toContain(first!.id);
    expect(
      (await postForm(app, '/api/admin/help/999999', { handled: '1' }, staff.token)).statusCode,
    ).toBe(404);
  });

  it('answers bad input with Spanish field errors, not a 500', async () => {
    const short = await postForm(app, '/api/help', { topic: 'bug', message: 'Falla' }, lucia.token);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      errors: {
        message: [`Cuéntanos un poco más (al menos ${HELP_LIMITS.messageMin} caracteres).`],
      },
    });
    const topic = await postForm(
      app,
      '/api/help',
      { topic: 'nada', message: 'Algo que contar aquí.' },
      lucia.token,
    );
    expect(topic.statusCode).toBe(422);
    expect(topic.json()).toMatchObject({ errors: { topic: ['Elige de qué se trata.'] } });
    const long = await postForm(
      app,
      '/api/help',
      { topic: 'bug', message: 'a'.repeat(HELP_LIMITS.messageMax + 1) },
      lucia.token,
    );
    expect(long.statusCode).toBe(422);
  });

  it(`takes ${HELP_LIMITS.perDay} messages a day from one member, then asks to wait`, async () => {
    const writer = await signUp(app, 'muchos-mensajes@example.com');
    const statuses: number[] = [];
    for (let index = 0; index <= HELP_LIMITS.perDay; index += 1) {
      const sent = await postForm(
        app,
        '/api/help',
        { topic: 'other', message: `Mensaje número ${index + 1} para el equipo.` },
        writer.token,
      );
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([...Array(HELP_LIMITS.perDay).fill(200), 429]);
  });

  it('goes with the account', async () => {
    const leaving = await signUp(app, 'me-voy@example.com');
    await postForm(
      app,
      '/api/help',
      { topic: 'account', message: 'Quiero borrar mi cuenta.' },
      leaving.token,
    );
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/${leaving.user.id}`,
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(removed.statusCode).toBe(200);
    const all = [...(await queue()).data, ...(await queue('handled')).data];
    expect(all.some((item) => item.user.id === leaving.user.id)).toBe(false);
  });
});
