import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, type TestDatabase } from '../../test/backends.js';
import { users } from './users.schema.js';
import { createUsersService, type Eraser } from './users.service.js';

// What an eraser leaves for after the commit (removing files) happens only if the erasure
// commits: a rolled-back erasure leaves the account and its files as they were.
describe('an erasure and what it leaves for after the commit', () => {
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

  // remove() uses none of the other dependencies.
  const serviceWith = (erasers: Eraser[]) =>
    createUsersService(database.db, {
      concepts: {} as never,
      places: {} as never,
      blocks: {} as never,
      counters: async () => ({ matchesCount: 0, messagesCount: 0 }),
      erasers,
    });
  const exists = async (id: number) =>
    (await database.db.select().from(users).where(eq(users.id, id))).length === 1;

  it('runs it once the account is gone, and not when a later eraser fails', async () => {
    const { user } = await signUp(app, 'borrado.despues@example.com', { firstname: 'Inés' });
    const done: string[] = [];
    const leavesWork: Eraser = async () => async () => {
      done.push('files removed');
    };

    const failing = serviceWith([
      leavesWork,
      async () => {
        throw new Error('a later eraser fails');
      },
    ]);
    await expect(failing.remove(user.id)).rejects.toThrow('a later eraser fails');
    expect(done).toEqual([]);
    expect(await exists(user.id)).toBe(true);

    const working = serviceWith([leavesWork]);
    expect((await working.remove(user.id))?.id).toBe(user.id);
    expect(done).toEqual(['files removed']);
    expect(await exists(user.id)).toBe(false);
  });
});
