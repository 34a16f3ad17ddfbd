import type { Group } from '@app/contract/groups';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Actor } from '../auth/actor.js';
import { bearer, signUp, type Session } from '../../test/accounts.js';
import { testApp } from '../../test/app.js';
import { backends, tempDir, type TestDatabase } from '../../test/backends.js';
import { loadSecrets } from '../../lib/secrets.js';
import type { RealtimePublish } from '../../lib/publisher.js';
import { createServices, type Services } from '../../services.js';
import { pictureFile } from './groups.context.js';
import { groups } from './groups.schema.js';

/**
 * The moment the owner-erasure race test meets only now and then, made to happen every time:
 * a member's change to a group commits, and before its answer is read the owner's account is
 * erased and, nobody being left to inherit it, the group with it (decision 0026). The realtime
 * publish, which runs after the change's COMMIT and before its answer, erases the owner
 * through the real services. The change took, so its answer is a 200 with the group as it was
 * left, never a 404.
 */
describe.each(backends)('a change whose group goes before its answer, on $name', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let services: Services;
  const data = tempDir();
  /** Run once, after the next publish of a group's change of this kind. */
  let onChange: { change: string; then: () => Promise<void> } | null = null;
  /** The group changes published through `services` in this test. */
  let seen: string[] = [];
  afterEach(() => {
    onChange = null;
    seen = [];
  });

  beforeAll(async () => {
    database = await backend.open();
    ({ app, close } = await testApp(database));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir });
    const publish: RealtimePublish = async ({ data: payload }) => {
      const change = (payload as { change?: string }).change;
      if (change) seen.push(change);
      const hook = onChange;
      if (hook && change === hook.change) {
        onChange = null;
        await hook.then();
      }
    };
    services = createServices(
      database,
      config,
      loadSecrets(config),
      { publish, removeFromChannel: () => {}, occupied: async (c) => c.map(() => false) },
      { warn: () => {} },
    );
  });
  afterAll(async () => {
    services?.notifier.close();
    await close();
    await database.dispose();
    data.remove();
  });

  const post = (session: Session, url: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(session), payload });
  const stillThere = async (id: number) =>
    (await database.db.select().from(groups).where(eq(groups.id, id))).length > 0;

  const actorOf = (session: Session): Actor => ({
    userId: session.user.id,
    roles: [],
    wstoken: session.wstoken,
  });

  let emails = 0;
  async function ownedGroup(visibility: 'public' | 'private') {
    const owner = await signUp(app, `grupo-borrado-${++emails}@example.com`, {
      firstname: 'Olga',
    });
    const created = await post(owner, '/group', {
      name: `Se va ${emails}`,
      description: 'Su dueña borra la cuenta',
      visibility,
    });
    expect(created.statusCode, created.body).toBe(200);
    return { owner, group: created.json<Group>() };
  }

  it('answers a leave with the group left empty when the erasure deletes it meanwhile', async () => {
    const { owner, group } = await ownedGroup('public');
    const heir = await signUp(app, `heredero-${++emails}@example.com`, { firstname: 'Pep' });
    expect((await post(heir, `/group/${group.id}/join`)).statusCode).toBe(200);

    onChange = {
      change: 'left',
      then: async () => void (await services.users.remove(owner.user.id)),
    };
    const left = await services.groups.leave(actorOf(heir), group.id);

    expect(onChange).toBeNull();
    expect(await stillThere(group.id)).toBe(false);
    expect(left.message).toBe('Has salido del grupo.');
    expect(left.group).toMatchObject({
      id: group.id,
      name: group.name,
      members: 0,
      role: null,
      standing: 'none',
      conversationId: null,
    });
  });

  it('answers a request to join with the group as it was left when it goes meanwhile', async () => {
    const { owner, group } = await ownedGroup('private');
    const asker = await signUp(app, `pide-${++emails}@example.com`, { firstname: 'Rita' });

    onChange = {
      change: 'requested',
      then: async () => void (await services.users.remove(owner.user.id)),
    };
    const asked = await services.groups.join(actorOf(asker), group.id);

    expect(onChange).toBeNull();
    expect(await stillThere(group.id)).toBe(false);
    expect(asked.joined).toBe(false);
    // Its request went with it.
    expect(asked.group).toMatchObject({ id: group.id, members: 0, standing: 'none' });
  });

  it('answers a hand-over with the group as it was left when the new owner deletes it', async () => {
    const { owner, group } = await ownedGroup('public');
    const heir = await signUp(app, `nuevo-${++emails}@example.com`, { firstname: 'Pep' });
    expect((await post(heir, `/group/${group.id}/join`)).statusCode).toBe(200);

    onChange = {
      change: 'role',
      then: async () => services.groups.remove(await services.groups.load(group, heir.user.id)),
    };
    const handed = await services.groups.handOver(actorOf(owner), group.id, heir.user.id);

    expect(onChange).toBeNull();
    expect(await stillThere(group.id)).toBe(false);
    expect(handed).toMatchObject({ id: group.id, members: 0, role: null, standing: 'none' });
  });

  it('still answers 404 to a change of a group already gone, and tells nobody', async () => {
    const { owner, group } = await ownedGroup('public');
    const late = await signUp(app, `tarde-${++emails}@example.com`, { firstname: 'Teo' });
    // Loaded by the owner's edit before the account went, as a route's loader would.
    const loaded = await services.groups.load(group, owner.user.id);
    await services.users.remove(owner.user.id);
    expect(await stillThere(group.id)).toBe(false);

    const late404 = { statusCode: 404 };
    await expect(services.groups.join(actorOf(late), group.id)).rejects.toMatchObject(late404);
    await expect(services.groups.leave(actorOf(late), group.id)).rejects.toMatchObject(late404);
    await expect(services.groups.withdraw(actorOf(late), group.id)).rejects.toMatchObject(late404);
    await expect(
      services.groups.update(actorOf(owner), loaded, { name: 'Otro nombre' }),
    ).rejects.toMatchObject(late404);
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    await expect(
      services.groups.setPicture(group.id, picture, owner.user.id),
    ).rejects.toMatchObject(late404);
    // The picture written before the row was found missing is taken back out.
    expect(await services.storage.read(pictureFile(group.id))).toBeUndefined();
    expect(seen).toEqual([]);
  });
});
