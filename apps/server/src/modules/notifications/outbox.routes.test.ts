import { expect, it } from 'vitest';
import { testApp } from '../../test/app.js';
import { backends } from '../../test/backends.js';

it('keeps the development outbox out of production', async () => {
  const database = await backends[0]!.open();
  const secret = 'p'.repeat(32);
  const { app, close } = await testApp(database, {
    NODE_ENV: 'production',
    PASSWORD_PEPPER: secret,
    PUSHER_APP_SECRET: secret,
    DEVICE_WEB_KEY: secret,
    DEVICE_ANDROID_KEY: secret,
    DEVICE_IOS_KEY: secret,
  });
  try {
    await app.inject({
      method: 'POST',
      url: '/api/auth/notificable/email',
      payload: { email: 'a@example.com' },
    });
    const response = await app.inject('/api/_dev/outbox');
    expect(response.statusCode).toBe(404);
    const docs = (await app.inject('/api/docs')).json<{ paths: object }>();
    expect(Object.keys(docs.paths)).not.toContain('/api/_dev/outbox');
  } finally {
    await close();
    await database.dispose();
  }
});
