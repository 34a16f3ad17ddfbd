import { HELP_LIMITS, type HelpMessage, type StaffHelpMessage } from '@app/contract/help';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, signUp, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

type Page<T> = { data: T[]; total: number; current_page: number; last_page: number };

// "Ayuda" (issue 35): a member writes to the team; staff see it in their queue with who wrote
// and how to answer, mark it handled, and the member sees that it was.
describe.each(backends)('help messages on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'ayuda' });
  let lucia: Session;
  let other: Session;
  let staff: Session;

  beforeAll(async () => {
    // Her own address: staff see it to answer her.
    lucia = await signUp(api.app, 'lucia-ayuda@example.com', { firstname: 'Lucía' });
    other = await api.member('Marta');
    staff = await api.staff();
  });

  const queue = async (status = 'open') =>
    (await api.send(staff, 'GET', `/admin/help?status=${status}`)).json<Page<StaffHelpMessage>>();

  it('reaches staff with who wrote it and how to answer them', async () => {
    const sent = await postForm(
      api.app,
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
      api.app,
      '/api/help',
      { topic: 'idea', message: 'Un modo oscuro, por favor.' },
      other.token,
    );
    const mine = (await api.send(lucia, 'GET', '/help')).json<Page<HelpMessage>>();
    expect(mine.data.map((item) => item.message)).toEqual([
      'No sé cómo cancelar mi suscripción a Premium.',
    ]);
  });

  it('keeps the staff queue and its decisions to staff', async () => {
    expect((await api.send(lucia, 'GET', '/admin/help')).statusCode).toBe(403);
    expect((await api.send(null, 'GET', '/admin/help')).statusCode).toBe(401);
    expect(
      (await postForm(api.app, '/api/admin/help/1', { handled: '1' }, lucia.token)).statusCode,
    ).toBe(403);
    expect(
      (await postForm(api.app, '/api/help', { topic: 'other', message: 'Hola, ¿qué tal?' }))
        .statusCode,
    ).toBe(401);
  });

  it('is marked handled by staff, which the member sees, and can be opened again', async () => {
    const [first] = (await queue()).data;
    const handled = await postForm(
      api.app,
      `/api/admin/help/${first!.id}`,
      { handled: '1' },
      staff.token,
    );
    expect(handled.json()).toEqual({ message: 'Marcado como atendido.' });
    expect((await queue()).data.map((item) => item.id)).not.toContain(first!.id);
    const done = (await queue('handled')).data.find((item) => item.id === first!.id);
    expect(done?.handledBy).toMatchObject({ id: staff.user.id });
    expect(done?.handledAt).toEqual(expect.any(String));
    const mine = (await api.send(lucia, 'GET', '/help')).json<Page<HelpMessage>>();
    expect(mine.data[0]!.handledAt).toEqual(done!.handledAt);

    const reopened = await postForm(
      api.app,
      `/api/admin/help/${first!.id}`,
      { handled: '0' },
      staff.token,
    );
    expect(reopened.json()).toEqual({ message: 'Vuelve a estar pendiente.' });
    expect((await queue()).data.map((item) => item.id)).toContain(first!.id);
    expect(
      (await postForm(api.app, '/api/admin/help/999999', { handled: '1' }, staff.token)).statusCode,
    ).toBe(404);
  });

  it('answers bad input with Spanish field errors, not a 500', async () => {
    const short = await postForm(
      api.app,
      '/api/help',
      { topic: 'bug', message: 'Falla' },
      lucia.token,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      errors: {
        message: [`Cuéntanos un poco más (al menos ${HELP_LIMITS.messageMin} caracteres).`],
      },
    });
    const topic = await postForm(
      api.app,
      '/api/help',
      { topic: 'nada', message: 'Algo que contar aquí.' },
      lucia.token,
    );
    expect(topic.statusCode).toBe(422);
    expect(topic.json()).toMatchObject({ errors: { topic: ['Elige de qué se trata.'] } });
    const long = await postForm(
      api.app,
      '/api/help',
      { topic: 'bug', message: 'a'.repeat(HELP_LIMITS.messageMax + 1) },
      lucia.token,
    );
    expect(long.statusCode).toBe(422);
  });

  it(`takes ${HELP_LIMITS.perDay} messages a day from one member, then asks to wait`, async () => {
    const writer = await api.member();
    const statuses: number[] = [];
    for (let index = 0; index <= HELP_LIMITS.perDay; index += 1) {
      const sent = await postForm(
        api.app,
        '/api/help',
        { topic: 'other', message: `Mensaje número ${index + 1} para el equipo.` },
        writer.token,
      );
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([...Array(HELP_LIMITS.perDay).fill(200), 429]);
  });

  it('goes with the account', async () => {
    const leaving = await api.member();
    await postForm(
      api.app,
      '/api/help',
      { topic: 'account', message: 'Quiero borrar mi cuenta.' },
      leaving.token,
    );
    const removed = await api.send(leaving, 'DELETE', `/user/${leaving.user.id}`);
    expect(removed.statusCode).toBe(200);
    const all = [...(await queue()).data, ...(await queue('handled')).data];
    expect(all.some((item) => item.user.id === leaving.user.id)).toBe(false);
  });
});
