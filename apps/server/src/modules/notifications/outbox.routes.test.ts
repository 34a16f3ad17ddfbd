import { expect, it } from 'vitest';
import { productionEnv, testApp } from '../../test/app.js';
import { backends } from '../../test/backends.js';

it('keeps the development outbox out of production', async () => {
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
  } finally {
    await close();
    await database.dispose();
  }
});
