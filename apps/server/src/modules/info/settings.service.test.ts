import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestDatabase } from '../../test/backends.js';
import { createSettingsService, versionOf } from './settings.service.js';

describe.each(backends)('settings on $name', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
    await database.migrate();
  });
  afterAll(() => database.dispose());

  it('shows a write on this node at once', async () => {
    const settings = createSettingsService(database.db);
    await settings.set('k1', 'a');
    expect(await settings.get('k1')).toBe('a');
    await settings.set('k1', 'b');
    expect(await settings.getMany(['k1', 'missing'])).toEqual({ k1: 'b' });
  });

  it("shows another node's write once the cached copy is older than maxAgeMs", async () => {
    let clock = 0;
    const now = () => clock;
    const nodeA = createSettingsService(database.db, { maxAgeMs: 1000, now });
    const nodeB = createSettingsService(database.db, { maxAgeMs: 1000, now });
    await nodeA.set('k2', 'old');
    expect(await nodeB.get('k2')).toBe('old');
    await nodeA.set('k2', 'new');
    clock = 999;
    expect(await nodeB.get('k2')).toBe('old');
    clock = 1000;
    expect(await nodeB.get('k2')).toBe('new');
  });

  it('does not let a read that began before a write cache the older value', async () => {
    const settings = createSettingsService(database.db, { maxAgeMs: 60_000 });
    await settings.set('k3', 'before');
    const reading = settings.get('k3');
    await settings.set('k3', 'after');
    await reading;
    expect(await settings.get('k3')).toBe('after');
  });
});

describe('versionOf', () => {
  it('is stable for equal data and differs for different data', () => {
    expect(versionOf({ a: [1, 2] })).toBe(versionOf({ a: [1, 2] }));
    expect(versionOf({ a: [1, 2] })).not.toBe(versionOf({ a: [2, 1] }));
    expect(versionOf('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});
