import type { Activity, Message } from '@app/contract/activities';
import type { Paged } from '@app/contract/paging';
import { SUSPENDED_MESSAGE, type AuditEntry, type StaffReport } from '@app/contract/reports';
import type { Wish } from '@app/contract/wishes';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, sha256, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { plans } from '../../test/plans.js';
import { apiSuite } from '../../test/suite.js';

describe.each(backends)('reports and moderation on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'denuncia' });
  let host: (session: Session) => Promise<Activity>;
  let join: ReturnType<typeof plans>['join'];
  let staff: Session;

  beforeAll(async () => {
    const made = plans(api.app, api.ref);
    join = made.join;
    host = (session) =>
      made.host(session, { description: 'Ruta de tapas por La Latina', duration: '02:00' });
    staff = await api.staff();
  });

  const report = (session: Session, fields: Record<string, string>) =>
    postForm(api.app, '/api/report', fields, session.token);
  const decide = (action: string, id: number, reason = 'Incumple las normas') =>
    postForm(api.app, `/api/admin/reports/${id}/${action}`, { reason }, staff.token);
  const queue = async (status = 'open') =>
    (await api.send(staff, 'GET', `/admin/reports?status=${status}&pageSize=100`)).json<
      Paged<StaffReport>
    >().data;
  const log = async (query = '') =>
    (await api.send(staff, 'GET', `/admin/moderation-log?${query}`)).json<Paged<AuditEntry>>().data;

  const say = async (session: Session, activity: Activity, text: string) =>
    (
      await api.send(session, 'POST', `/activity/${activity.id}/message`, { message: text })
    ).json<Message>();

  it('takes a report of a plan, a message, a wish or a person, once, never of one’s own', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const plan = await host(bruno);
    const wish = (
      await postForm(
        api.app,
        '/api/wish',
        { text: 'Vendo entradas, escríbeme', window: 'today', lat: '40.4', lon: '-3.7' },
        bruno.token,
      )
    ).json<Wish>();
    for (const [type, id] of [
      ['activity', plan.id],
      ['wish', wish.id],
      ['user', bruno.user.id],
    ] as const) {
      const sent = await report(ana, {
        subject_type: type,
        subject_id: String(id),
        reason: 'spam',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({
        message: 'Gracias por avisarnos. Lo revisaremos lo antes posible.',
      });
    }
    // Staff see each as it is now, with whose it is and the member app's page for it.
    const shown = (type: string, id: number) =>
      queue().then((open) =>
        open.find((one) => one.subject_type === type && one.subject_id === id),
      );
    expect((await shown('activity', plan.id))?.subject).toEqual({
      title: plan.discipline?.name ?? plan.type.name,
      text: 'Ruta de tapas por La Latina',
      person: { id: bruno.user.id, firstname: 'Bruno', avatarUpdatedAt: null },
      starts_at: plan.start_at,
      place: expect.stringContaining(plan.city.name),
      chat: null,
      link: { kind: 'activity', id: plan.id },
    });
    expect((await shown('wish', wish.id))?.subject).toMatchObject({
      title: 'Deseo de Bruno',
      text: 'Vendo entradas, escríbeme',
      link: { kind: 'user', id: bruno.user.id },
    });
    expect((await shown('user', bruno.user.id))?.subject).toMatchObject({
      title: 'Bruno',
      text: null,
      person: { id: bruno.user.id },
      place: 'Madrid',
      link: { kind: 'user', id: bruno.user.id },
    });
    const again = await report(ana, {
      subject_type: 'activity',
      subject_id: String(plan.id),
      reason: 'other',
    });
    expect(again.json()).toEqual({ message: 'Ya nos lo habías contado. Lo estamos revisando.' });
    const own = await report(bruno, {
      subject_type: 'activity',
      subject_id: String(plan.id),
      reason: 'spam',
    });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({
      errors: { subject_id: ['No puedes denunciar algo tuyo.'] },
    });
    expect(
      (await report(ana, { subject_type: 'wish', subject_id: '999999', reason: 'spam' }))
        .statusCode,
    ).toBe(404);
    const bad = await report(ana, { subject_type: 'event', subject_id: '1', reason: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'reason',
      'subject_type',
    ]);
    expect((await postForm(api.app, '/api/report', { subject_type: 'user' })).statusCode).toBe(401);
  });

  it('shows staff, only staff, the queue oldest first with the content as reported', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const plan = await host(ana);
    await say(ana, plan, 'Hola a todos');
    const rude = await say(ana, plan, 'Sois todos unos pesados');
    await say(ana, plan, 'Nos vemos a las ocho');
    // Only someone in the chat reports its messages.
    const outsider = await report(carla, {
      subject_type: 'message',
      subject_id: String(rude.id),
      reason: 'harassment',
    });
    expect(outsider.statusCode).toBe(404);
    for (const who of [bruno, carla]) await join(who, plan, ana);
    for (const who of [bruno, carla]) {
      await report(who, {
        subject_type: 'message',
        subject_id: String(rude.id),
        reason: 'harassment',
        details: 'Nos insulta en el chat',
      });
    }
    expect((await api.send(bruno, 'GET', '/admin/reports')).statusCode).toBe(403);
    const open = (await queue()).filter((entry) => entry.subject_id === rude.id);
    expect(open).toHaveLength(2);
    expect(open[0]!.reporter.firstname).toBe('Bruno');
    expect(open[0]).toMatchObject({
      subject_type: 'message',
      subject_exists: true,
      reason: 'harassment',
      details: 'Nos insulta en el chat',
      snapshot: 'Sois todos unos pesados',
      owner: { id: ana.user.id, firstname: 'Ana' },
      owner_suspended: false,
      open_reports: 2,
      status: 'open',
      context: [
        { author: 'Ana', text: 'Hola a todos', reported: false },
        { author: 'Ana', text: 'Sois todos unos pesados', reported: true },
        { author: 'Ana', text: 'Nos vemos a las ocho', reported: false },
      ],
    });

    expect(open[0]!.subject).toMatchObject({
      title: 'Mensaje de Ana',
      text: 'Sois todos unos pesados',
      person: { id: ana.user.id, firstname: 'Ana' },
      chat:
        'Chat del plan «' +
        (plan.discipline?.name ?? plan.type.name) +
        '»: Ruta de tapas por La Latina',
      link: { kind: 'activity', id: plan.id },
    });

    // Hiding removes it for everyone and resolves both reports; the evidence stays.
    const hidden = await decide('hide', open[0]!.id, 'Insulto en el chat de un plan');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<StaffReport>()).toMatchObject({
      status: 'hidden',
      subject_exists: false,
      subject: null,
    });
    const chat = await api.send(ana, 'GET', `/activity/${plan.id}/message`);
    expect(chat.json<{ data: Message[] }>().data.map((message) => message.id)).not.toContain(
      rude.id,
    );
    expect((await queue()).filter((entry) => entry.subject_id === rude.id)).toEqual([]);
    const closed = (await queue('closed')).filter((entry) => entry.subject_id === rude.id);
    expect(closed.map((entry) => entry.status)).toEqual(['hidden', 'hidden']);
    expect(closed[0]!.snapshot).toBe('Sois todos unos pesados');
    expect((await decide('dismiss', open[1]!.id)).statusCode).toBe(409);
  });

  it('takes reports of a group and of a conversation message, and hiding removes them', async () => {
    const [ana, bruno, carla] = await Promise.all([
      api.member('Ana'),
      api.member('Bruno'),
      api.member('Carla'),
    ]);
    const group = (
      await api.send(ana, 'POST', '/group', { name: 'Club de spam', visibility: 'public' })
    ).json<{ id: number }>();
    await api.send(bruno, 'POST', `/user/${ana.user.id}/friend`, {});
    await api.send(ana, 'POST', `/user/${bruno.user.id}/friend`, {});
    const talk = (await api.send(ana, 'POST', `/user/${bruno.user.id}/conversation`, {})).json<{
      id: number;
    }>();
    const line = (
      await api.send(ana, 'POST', `/conversation/${talk.id}/message`, { message: 'Compra aquí' })
    ).json<{ id: number }>();

    // Only someone in the conversation has seen its message to report it.
    const outsider = await report(carla, {
      subject_type: 'conversation_message',
      subject_id: String(line.id),
      reason: 'spam',
    });
    expect(outsider.statusCode).toBe(404);
    for (const [subject_type, subject_id] of [
      ['conversation_message', line.id],
      ['group', group.id],
    ] as const) {
      const made = await report(bruno, {
        subject_type,
        subject_id: String(subject_id),
        reason: 'spam',
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    const open = await queue();
    const ofLine = open.find((one) => one.subject_type === 'conversation_message')!;
    expect(ofLine).toMatchObject({ snapshot: 'Compra aquí', owner: { id: ana.user.id } });
    expect(ofLine.context.map((entry) => entry.reported)).toEqual([true]);
    expect(ofLine.subject).toMatchObject({
      text: 'Compra aquí',
      chat: 'Conversación privada',
      link: { kind: 'user', id: ana.user.id },
    });
    const ofGroup = open.find(
      (one) => one.subject_type === 'group' && one.subject_id === group.id,
    )!;
    expect(ofGroup).toMatchObject({ snapshot: 'Club de spam', owner: { id: ana.user.id } });
    expect(ofGroup.subject).toMatchObject({
      title: 'Club de spam',
      person: { id: ana.user.id },
      link: { kind: 'group', id: group.id },
    });

    expect((await decide('hide', ofLine.id)).statusCode).toBe(200);
    const left = await api.send(bruno, 'GET', `/conversation/${talk.id}/message`);
    expect(left.json<Paged<unknown>>().total).toBe(0);
    expect((await decide('hide', ofGroup.id)).statusCode).toBe(200);
    expect((await api.send(bruno, 'GET', `/group/${group.id}`)).statusCode).toBe(404);
  });

  it('dismisses one report; a profile cannot be hidden; a decision needs its reason', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    await report(ana, { subject_type: 'user', subject_id: String(bruno.user.id), reason: 'fake' });
    const entry = (await queue()).find((one) => one.subject_id === bruno.user.id)!;
    expect((await decide('hide', entry.id)).statusCode).toBe(422);
    const noReason = await decide('dismiss', entry.id, ' ');
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({
      errors: { reason: ['Explica brevemente el motivo.'] },
    });
    const dismissed = await decide('dismiss', entry.id, 'Es una persona real, comprobado');
    expect(dismissed.json<StaffReport>().status).toBe('dismissed');
    const [latest] = await log(`user=${bruno.user.id}`);
    expect(latest).toMatchObject({
      action: 'dismiss',
      staff: { id: staff.user.id },
      user: { id: bruno.user.id, firstname: 'Bruno' },
      report_id: entry.id,
      subject_type: 'user',
      subject_id: bruno.user.id,
      reason: 'Es una persona real, comprobado',
    });
  });

  it('suspends: sessions end, sign-in says why, reports on their content close; lifting it lets them in', async () => {
    const [ana, bruno] = await Promise.all([api.member('Ana'), api.member('Bruno')]);
    const brunoEmail = bruno.user.email!;
    const plan = await host(bruno);
    await report(ana, { subject_type: 'user', subject_id: String(bruno.user.id), reason: 'fake' });
    await report(ana, {
      subject_type: 'activity',
      subject_id: String(plan.id),
      reason: 'dangerous',
    });
    const entry = (await queue()).find(
      (one) => one.subject_type === 'user' && one.subject_id === bruno.user.id,
    )!;
    const suspended = await decide('suspend', entry.id, 'Cuenta falsa que pide dinero');
    expect(suspended.json<StaffReport>()).toMatchObject({
      status: 'suspended',
      owner_suspended: true,
    });
    expect((await queue()).filter((one) => one.owner.id === bruno.user.id)).toEqual([]);
    expect((await api.send(bruno, 'GET', '/user/' + bruno.user.id)).statusCode).toBe(401);
    const refused = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: brunoEmail,
      password: sha256('secreto123'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SUSPENDED_MESSAGE });
    // A wrong password hears nothing of it.
    const wrong = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: brunoEmail,
      password: sha256('otra'),
    });
    expect(wrong.statusCode).toBe(422);

    const lift = (reason: string) =>
      postForm(api.app, `/api/admin/users/${bruno.user.id}/unsuspend`, { reason }, staff.token);
    expect((await lift('Ha verificado su identidad')).statusCode).toBe(200);
    expect((await lift('Otra vez')).statusCode).toBe(409);
    const back = await postForm(api.app, '/api/auth/singin', {
      email_or_phone: brunoEmail,
      password: sha256('secreto123'),
    });
    expect(back.statusCode).toBe(200);
    expect((await log(`user=${bruno.user.id}`)).map((one) => [one.action, one.reason])).toEqual([
      ['unsuspend', 'Ha verificado su identidad'],
      ['suspend', 'Cuenta falsa que pide dinero'],
    ]);
  });
});
