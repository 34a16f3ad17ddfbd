import { expect, it } from 'vitest';
import { productionEnv, testApp } from '../../test/app.js';
import { backends } from '../../test/backends.js';
import { PHONE_OFF } from '../auth/verification.service.js';

it('keeps the development outbox out of production, and phone codes when PHONE_SIGNUP=off', async () => {
  const database = await backends[0]!.open();
  const { app, close } = await testApp(database, productionEnv());
  try {
    await app.inject({
      method: 'POST',
      url: '/api/auth/notificable/email',
      payload: { email: 'a@example.com' },
    });
    const response = await app.inject('/api/_dev/outbox');
    expect(response.statusCode).toBe(404);
    const docs = (await app.inject('/api/docs/json')).json<{ paths: object }>();
    expect(Object.keys(docs.paths)).not.toContain('/api/_dev/outbox');
    // PHONE_SIGNUP=off (productionEnv): no phone codes, said clearly, and the apps are told.
    const phone = await app.inject({
      method: 'POST',
      url: '/api/auth/notificable/phone',
      payload: { phone: '+34600111222' },
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json()).toEqual({
      message: PHONE_OFF,
      errors: { phone: [PHONE_OFF] },
    });
    expect((await app.inject('/api/info')).json()).toMatchObject({ phoneSignup: false });
  } finally {
    await close();
    await database.dispose();
  }
  // One embedded database built and migrated in the test itself: allow a busy machine its time.
}, 90_000);
