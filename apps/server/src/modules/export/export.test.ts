import type { AddressInfo } from 'node:net';
import type { Activity, Message, Petition } from '@app/contract/activities';
import type { OwnUser } from '@app/contract/users';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { apiSuite } from '../../test/suite.js';
import { unzip } from '../../test/unzip.js';
import { EXPORTS_PER_HOUR } from './export.routes.js';

const json = <T>(files: Map<string, Buffer>, name: string) =>
  JSON.parse(files.get(name)!.toString('utf8')) as T;

describe.each(backends)('"Descargar mis datos" on $name', (backend) => {
  const api = apiSuite(backend, { emails: 'datos' });
  const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  /** A request that must answer 200: its JSON. */
  const call = async <T>(
    session: Session,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const response = await api.send(session, method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json<T>();
  };
  const upload = async (session: Session, url: string, field: string, content: Buffer) => {
    const body = multipart({}, [{ field, filename: 'imagen.png', type: 'image/png', content }]);
    const response = await api.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...as(session) },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<{ id: number }>();
  };
  const host = (session: Session, description: string) =>
    call<Activity>(session, 'POST', '/activity', {
      type: api.ref.optionTagged('activity_types', 'activity_types-social'),
      city: api.ref.city('Madrid'),
      location: { lat: 40.4, lon: -3.7, address: 'Plaza Mayor' },
      description,
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration: '02:00',
      participants: 4,
    });
  const ask = (session: Session, activity: Activity) =>
    call<Petition>(session, 'POST', '/petition', {
      petition_type_option_id: api.ref.option('petitions_types'),
      to_user_id: activity.user.id,
      activity: activity.id,
    });
  const download = (session: Session | undefined, userId: number) =>
    api.send(session ?? null, 'GET', `/user/${userId}/export`);

  describe('a member with a bit of everything', () => {
    let ana: Session;
    let bruno: Session;
    let carla: Session;
    let mine: Activity;
    let theirs: Activity;
    let fromBruno: Petition;
    let fromCarla: Petition;
    let toCarla: Petition;
    let photoId: number;
    let conversationId: number;
    let files: Map<string, Buffer>;
    let headers: Record<string, unknown>;
    let linkToken: string;
    const texts = () => [...files.values()].map((content) => content.toString('latin1')).join('\n');

    beforeAll(async () => {
      // Their own addresses: the copy must hold Ana's and neither of the others'.
      ana = await signUp(api.app, 'ana@example.com', { firstname: 'Ana' });
      bruno = await signUp(api.app, 'bruno@example.com', { firstname: 'Bruno' });
      carla = await signUp(api.app, 'carla@example.com', { firstname: 'Carla' });
      await call(ana, 'POST', `/user/${ana.user.id}`, { lastname: 'García Ruiz' });
      await call(ana, 'POST', '/config', { discoverable: 1, show_lastname: 0 });
      await call(bruno, 'POST', `/user/${bruno.user.id}`, { lastname: 'Privado' });
      const image = (background: string) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer();
      await upload(ana, `/api/user/${ana.user.id}/avatar`, 'avatar', await image('#c85a5a'));
      photoId = (
        await upload(ana, `/api/user/${ana.user.id}/photo`, 'photo', await image('#5ac85a'))
      ).id;

      // Ana hosts; Bruno is accepted, Carla waits. Carla hosts; Ana is accepted there.
      mine = await host(ana, 'Paseo por el Retiro');
      theirs = await host(carla, 'Café en Lavapiés');
      fromBruno = await ask(bruno, mine);
      fromCarla = await ask(carla, mine);
      toCarla = await ask(ana, theirs);
      await call(ana, 'POST', `/petition/${fromBruno.id}`, { acepted: 1 });
      await call(carla, 'POST', `/petition/${toCarla.id}`, { acepted: 1 });

      await call<Message>(ana, 'POST', `/activity/${mine.id}/message`, {
        message: 'Hola a todos',
      });
      const link = await api.send(ana, 'POST', `/activity/${mine.id}/invitation-links`, {
        mode: 'join',
        max_uses: 3,
      });
      expect(link.statusCode, link.body).toBe(201);
      linkToken = link.json<{ token: string }>().token;
      await call<Message>(bruno, 'POST', `/match/${fromBruno.id}/message`, {
        message: 'Hola Ana, soy Bruno',
      });
      await call<Message>(ana, 'POST', `/match/${toCarla.id}/message`, {
        message: 'Gracias por aceptarme',
        client_id: 'ana-1',
      });
      // Ana and Bruno are friends and talk privately (decision 0026).
      await call(ana, 'POST', `/user/${bruno.user.id}/friend`, {});
      await call(bruno, 'POST', `/user/${ana.user.id}/friend`, {});
      conversationId = (
        await call<{ id: number }>(ana, 'POST', `/user/${bruno.user.id}/conversation`, {})
      ).id;
      await call(bruno, 'POST', `/conversation/${conversationId}/message`, {
        message: 'Solo de Bruno',
      });
      await call(ana, 'POST', `/conversation/${conversationId}/message`, {
        message: '¿Paseamos el sábado?',
      });
      await call(ana, 'POST', '/marketing', {
        stars: '4',
        description: 'Me encanta conocer gente así',
      });
      await call(ana, 'POST', '/help', {
        topic: 'account',
        message: '¿Puedo cambiar mi correo?',
      });

      const response = await download(ana, ana.user.id);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      headers = response.headers;
      files = await unzip(response.rawPayload);
    });

    it('answers a ZIP download named after the day, kept by no cache', () => {
      expect(headers['content-type']).toBe('application/zip');
      const day = new Date().toISOString().slice(0, 10);
      expect(headers['content-disposition']).toBe(`attachment; filename="mis-datos-${day}.zip"`);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['x-content-type-options']).toBe('nosniff');
    });

    it("holds these files, in the modules' order, each checked against its CRC-32", () => {
      expect([...files.keys()]).toEqual([
        'LEEME.txt',
        'perfil.json',
        'sesiones.json',
        'avatar.png',
        'fotos.json',
        `fotos/${photoId}.png`,
        'actividades.json',
        'solicitudes-enviadas.json',
        'solicitudes-recibidas.json',
        'uniones.json',
        'uniones-a-tus-actividades.json',
        'asistencias.json',
        'niveles.json',
        'puntos.json',
        'monedas.json',
        'compras.json',
        'retos.json',
        'mensajes.json',
        'mensajes-en-conversaciones.json',
        'enlaces-de-invitacion.json',
        'opiniones.json',
        'mensajes-a-ayuda.json',
      ]);
    });

    it('explains every file in Spanish in LEEME.txt', () => {
      const leeme = files.get('LEEME.txt')!.toString('utf8');
      expect(leeme).toContain(`para Ana (cuenta n.º ${ana.user.id})`);
      expect(leeme).toContain('formato estructurado');
      for (const name of files.keys()) {
        if (name === 'LEEME.txt') continue;
        expect(leeme).toContain(name.startsWith('fotos/') ? 'fotos/' : name);
      }
      expect(leeme.split('\n').every((line) => line.length <= 88)).toBe(true);
    });

    it('has the profile as its owner sees it, contact data and configuration included', async () => {
      const own = await call<OwnUser>(ana, 'GET', `/user/${ana.user.id}`);
      const profile = json<OwnUser & { createdAt: string; updatedAt: string }>(
        files,
        'perfil.json',
      );
      expect(profile).toEqual({
        ...own,
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: expect.stringMatching(/Z$/),
      });
      expect(profile).toMatchObject({
        email: 'ana@example.com',
        lastname: 'García Ruiz',
        configurations: { discoverable: true, show_lastname: false },
      });
      expect(profile).not.toHaveProperty('passwordHash');
      expect(profile).not.toHaveProperty('wstoken');
    });

    it('lists the sessions without their tokens', () => {
      const sessions = json<Array<Record<string, string>>>(files, 'sesiones.json');
      expect(sessions).toEqual([
        {
          device_name: 'android',
          createdAt: expect.any(String),
          lastUsedAt: expect.any(String),
          expiresAt: expect.any(String),
        },
      ]);
      const [tokenId, secret] = ana.token.split('|');
      expect(texts()).not.toContain(secret);
      expect(texts()).not.toContain(ana.wstoken);
      expect(tokenId).toBeDefined();
    });

    it('has the avatar and the photos as the API serves them', async () => {
      const avatar = await api.send(null, 'GET', `/user/${ana.user.id}/avatar`);
      expect(files.get('avatar.png')!.equals(avatar.rawPayload)).toBe(true);
      const photo = await api.send(ana, 'GET', `/photo/${photoId}`);
      expect(files.get(`fotos/${photoId}.png`)!.equals(photo.rawPayload)).toBe(true);
      expect(json(files, 'fotos.json')).toEqual([
        {
          id: photoId,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          file: `fotos/${photoId}.png`,
        },
      ]);
    });

    it('has the activities the member hosts, as the API shows them', async () => {
      const shown = await call<Activity>(ana, 'GET', `/activity/${mine.id}`);
      expect(json(files, 'actividades.json')).toEqual([shown]);
    });

    it('has the petitions sent and received, naming the others by first name only', () => {
      const summary = (activity: Activity) => ({
        id: activity.id,
        description: activity.description,
        start_at: activity.start_at,
      });
      const state = (petition: Petition, accepted: boolean) => ({
        id: petition.id,
        petition_type_option_id: petition.petition_type_option_id,
        readed: accepted,
        acepted: accepted,
        refused: false,
        createdAt: petition.createdAt,
        answeredAt: accepted ? expect.any(String) : null,
      });
      expect(json(files, 'solicitudes-enviadas.json')).toEqual([
        {
          ...state(toCarla, true),
          activity: summary(theirs),
          to_user: { id: carla.user.id, firstname: 'Carla' },
        },
      ]);
      expect(json(files, 'solicitudes-recibidas.json')).toEqual([
        {
          ...state(fromBruno, true),
          activity: summary(mine),
          from_user: { id: bruno.user.id, firstname: 'Bruno' },
        },
        {
          ...state(fromCarla, false),
          activity: summary(mine),
          from_user: { id: carla.user.id, firstname: 'Carla' },
        },
      ]);
      // Her invitation link, without its secret.
      expect(json(files, 'enlaces-de-invitacion.json')).toEqual([
        {
          id: expect.any(Number),
          activity_id: mine.id,
          group_id: null,
          mode: 'join',
          max_uses: 3,
          uses: 0,
          expires_at: expect.any(String),
          revoked_at: null,
          created_at: expect.any(String),
        },
      ]);
      expect(texts()).not.toContain(linkToken);
      expect(json(files, 'uniones.json')).toEqual([
        {
          id: toCarla.id,
          activity: summary(theirs),
          host: { id: carla.user.id, firstname: 'Carla' },
          createdAt: expect.any(String),
        },
      ]);
      expect(json(files, 'uniones-a-tus-actividades.json')).toEqual([
        {
          id: fromBruno.id,
          activity: summary(mine),
          user: { id: bruno.user.id, firstname: 'Bruno' },
          createdAt: expect.any(String),
        },
      ]);
    });

    it('has the attendance, points, levels and coins files, empty before any activity took place', () => {
      expect(json(files, 'asistencias.json')).toEqual([]);
      expect(json(files, 'puntos.json')).toEqual([]);
      expect(json(files, 'monedas.json')).toEqual([]);
      expect(json(files, 'compras.json')).toEqual({ purchases: [], badges: [] });
      expect(json(files, 'retos.json')).toEqual([]);
      expect(json(files, 'niveles.json')).toEqual({ levels: [], results: [] });
    });

    it("has the member's conversation messages and nobody else's", () => {
      expect(json(files, 'mensajes-en-conversaciones.json')).toEqual([
        {
          id: expect.any(Number),
          conversationId,
          seq: 2,
          createdAt: expect.any(String),
          message: '¿Paseamos el sábado?',
          client_id: null,
        },
      ]);
    });

    it("has the member's messages and nobody else's", () => {
      const messages = json<Array<Record<string, unknown>>>(files, 'mensajes.json');
      expect(messages).toEqual([
        {
          id: expect.any(Number),
          activityId: mine.id,
          seq: 1,
          createdAt: expect.any(String),
          type: 'text',
          message: 'Hola a todos',
          client_id: null,
        },
        {
          id: expect.any(Number),
          activityId: theirs.id,
          seq: 1,
          createdAt: expect.any(String),
          type: 'text',
          message: 'Gracias por aceptarme',
          client_id: 'ana-1',
        },
      ]);
      expect(texts()).not.toContain('soy Bruno');
    });

    it('has the feedback the member sent', () => {
      expect(json(files, 'opiniones.json')).toEqual([
        {
          id: expect.any(Number),
          stars: 4,
          description: 'Me encanta conocer gente así',
          published: false,
          createdAt: expect.any(String),
        },
      ]);
    });

    it('has what the member wrote to the team from Ayuda', () => {
      expect(json(files, 'mensajes-a-ayuda.json')).toEqual([
        {
          id: expect.any(Number),
          topic: 'account',
          message: '¿Puedo cambiar mi correo?',
          createdAt: expect.any(String),
          handledAt: null,
        },
      ]);
    });

    it('leaks nothing private of the others: no contact, last name or message of theirs', () => {
      for (const secret of ['bruno@example.com', 'carla@example.com', 'Privado', bruno.wstoken]) {
        expect(texts()).not.toContain(secret);
      }
    });

    it('is for its owner alone: 403 for another member, 401 for a guest, 404 for nobody', async () => {
      expect((await download(bruno, ana.user.id)).statusCode).toBe(403);
      expect((await download(undefined, ana.user.id)).statusCode).toBe(401);
      expect((await download(bruno, 2_000_000)).statusCode).toBe(404);
      // Not a way around it either: a HEAD is no route.
      const head = await api.send(ana, 'HEAD', `/user/${ana.user.id}/export`);
      expect(head.statusCode).toBe(404);
    });
  });

  it('gives a new member a copy with empty lists and no images', async () => {
    const nuevo = await api.member('Nuevo');
    const files = await unzip((await download(nuevo, nuevo.user.id)).rawPayload);
    expect([...files.keys()]).not.toContain('avatar.png');
    for (const name of ['fotos.json', 'actividades.json', 'mensajes.json', 'opiniones.json']) {
      expect(files.get(name)!.toString(), name).toBe('[]\n');
    }
  });

  it(`lets a member take ${EXPORTS_PER_HOUR} copies an hour, then answers 429 with Retry-After`, async () => {
    const eager = await api.member('Eager');
    for (let copy = 0; copy < EXPORTS_PER_HOUR; copy += 1) {
      expect((await download(eager, eager.user.id)).statusCode).toBe(200);
    }
    const refused = await download(eager, eager.user.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('streams 5,000 messages of a 10,000-message chat over HTTP as they are read', async () => {
    const eva = await api.member('Eva');
    const bruno = await api.member('Bruno');
    const activity = await host(eva, 'Quedada con mucho chat');
    // Written straight into the table: 5,000 sends through the API would take a minute.
    // Every other message is someone else's, which must stay out.
    await api.database.db.execute(sql`
      insert into messages (activity_id, user_id, seq, message, client_id)
      select ${activity.id}, case when n % 2 = 0 then ${bruno.user.id}::int else ${eva.user.id}::int end,
             n, 'Mensaje número ' || n || ', con algo que no se comprime: ' || md5(n::text), 'c-' || n
      from generate_series(1, 10000) as n`);

    await api.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = api.app.server.address() as AddressInfo;
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const response = await fetch(`http://127.0.0.1:${port}/api/user/${eva.user.id}/export`, {
      headers: as(eva),
    });
    expect(response.status).toBe(200);
    // Sent as it is written: no length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const chunks: Buffer[] = [];
    let firstChunkAt = 0;
    for await (const chunk of response.body!) {
      firstChunkAt ||= performance.now() - started;
      chunks.push(Buffer.from(chunk));
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const elapsed = performance.now() - started;
    const archive = Buffer.concat(chunks);
    const files = await unzip(archive);
    const messages = json<Array<{ id: number; seq: number; message: string }>>(
      files,
      'mensajes.json',
    );
    expect(messages).toHaveLength(5000);
    expect(messages.map((message) => message.seq)).toEqual(
      Array.from({ length: 5000 }, (_, index) => index * 2 + 1),
    );
    expect(
      messages.every((message, index) => index === 0 || message.id > messages[index - 1]!.id),
    ).toBe(true);
    // Figures for people (docs/decisions/0013-data-export.md), not assertions: times vary.
    console.warn(
      `export (${backend.name}): 5,000 of 10,000 messages; ZIP ${(archive.length / 1024).toFixed(0)} KiB ` +
        `(mensajes.json ${(files.get('mensajes.json')!.length / 1024).toFixed(0)} KiB) in ${elapsed.toFixed(0)} ms, ` +
        `first bytes after ${firstChunkAt.toFixed(0)} ms, heap at most ${((heapPeak - heapBefore) / 2 ** 20).toFixed(1)} MiB above the start`,
    );
  });
});
