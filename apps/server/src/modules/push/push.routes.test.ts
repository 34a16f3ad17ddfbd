import { createECDH, randomBytes } from 'node:crypto';
import { PUSH_LIMITS } from '@app/contract/push';
import { beforeAll, describe, expect, it } from 'vitest';
import { postForm, type Session } from '../../test/accounts.js';
import { backends } from '../../test/backends.js';
import { apiSuite } from '../../test/suite.js';

/** Keys shaped as a browser's: a P-256 public point and a 16-byte secret, base64url. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const fcm = (name: string) => `https://fcm.googleapis.com/fcm/send/${name}`;

describe.each(backends)('push subscriptions on $name', (backend) => {
  // Only Google's push service, as production would allow among others.
  const api = apiSuite(backend, { env: { PUSH_SERVICE_HOSTS: 'googleapis.com' }, emails: 'push' });
  let ana: Session;
  let bruno: Session;

  beforeAll(async () => {
    ana = await api.member('Ana');
    bruno = await api.member('Bruno');
  });

  const save = (session: Session, payload: Record<string, unknown>) =>
    api.send(session, 'POST', '/push/subscription', payload);
  const remove = (session: Session, id: number) =>
    api.send(session, 'DELETE', `/push/subscription/${id}`);

  it('answers the VAPID public key the server signs with', async () => {
    const response = await api.send(ana, 'GET', '/push/key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // The same key for everyone and every call: subscriptions are bound to it.
    expect((await api.send(bruno, 'GET', '/push/key')).json()).toEqual({
      publicKey,
    });
  });

  it('takes keys as an object (JSON) or as JSON text (forms), and refuses bad ones with 422', async () => {
    const keys = browserKeys();
    const json = await save(ana, { endpoint: fcm('json'), keys });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ endpoint: fcm('json'), id: expect.any(Number) });
    const form = await postForm(
      api.app,
      '/api/push/subscription',
      { endpoint: fcm('form'), keys: JSON.stringify(browserKeys()) },
      ana.token,
    );
    expect(form.statusCode).toBe(200);

    const bad = await save(ana, {
      endpoint: 'ftp://fcm.googleapis.com/x',
      keys: { p256dh: 'corta', auth: keys.auth },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'endpoint',
      'keys.p256dh',
    ]);
    expect((await save(ana, { endpoint: fcm('x') })).statusCode).toBe(422);
    expect((await save(ana, { endpoint: fcm('x'), keys: '{no es json' })).statusCode).toBe(422);
  });

  it('sends pushes only to the push services allowed', async () => {
    const refused = await save(ana, { endpoint: 'https://127.0.0.1/push/1', keys: browserKeys() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { endpoint: ['Este servicio de notificaciones no está admitido.'] },
    });
    // A look-alike domain is not a subdomain.
    const lookalike = await save(ana, {
      endpoint: 'https://evilgoogleapis.com/push',
      keys: browserKeys(),
    });
    expect(lookalike.statusCode).toBe(422);
    const http = await save(ana, { endpoint: 'http://fcm.googleapis.com/x', keys: browserKeys() });
    expect(http.statusCode).toBe(422);
  });

  it('keeps one row per endpoint: saved again it is updated, by whoever now uses that browser', async () => {
    const first = (await save(ana, { endpoint: fcm('shared'), keys: browserKeys() })).json<{
      id: number;
    }>();
    const again = (await save(ana, { endpoint: fcm('shared'), keys: browserKeys() })).json<{
      id: number;
    }>();
    expect(again.id).toBe(first.id);
    // Bruno signs in on the same browser and turns notifications on: it is his now.
    const his = (await save(bruno, { endpoint: fcm('shared'), keys: browserKeys() })).json<{
      id: number;
    }>();
    expect(his.id).toBe(first.id);
    expect((await remove(ana, first.id)).statusCode).toBe(403);
    expect((await remove(bruno, first.id)).statusCode).toBe(200);
    expect((await remove(bruno, first.id)).statusCode).toBe(404);
  });

  it(`keeps at most ${PUSH_LIMITS.perMember} browsers a member, dropping the oldest`, async () => {
    const ids: number[] = [];
    for (let index = 0; index <= PUSH_LIMITS.perMember; index += 1) {
      const saved = await save(bruno, { endpoint: fcm(`many-${index}`), keys: browserKeys() });
      ids.push(saved.json<{ id: number }>().id);
    }
    expect((await remove(bruno, ids[0]!)).statusCode).toBe(404);
    expect((await remove(bruno, ids[1]!)).statusCode).toBe(200);
    expect((await remove(bruno, ids.at(-1)!)).statusCode).toBe(200);
  });
});
