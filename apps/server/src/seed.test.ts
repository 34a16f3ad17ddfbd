import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { queryRows, type Db } from './db/database.js';
import { createPasswordHasher } from './modules/auth/password.js';
import { createConceptsService } from './modules/concepts/concepts.service.js';
import { createDevicesService } from './modules/devices/devices.service.js';
import { createSettingsService } from './modules/info/settings.service.js';
import { createPlacesService } from './modules/places/places.service.js';
import { createTextsService } from './modules/texts/texts.service.js';
import { STAFF_ROLES } from './modules/users/staff.service.js';
import { createBlocksService } from './modules/blocks/blocks.service.js';
import { createUsersService } from './modules/users/users.service.js';
import { sha256Hex } from './lib/hash.js';
import { seedReferenceData } from './seed.js';
import { backends, type TestDatabase } from './test/backends.js';

const TABLES = [
  'countries',
  'states',
  'cities',
  'concepts',
  'concept_options',
  'texts',
  'devices',
  'settings',
  'users',
];

/** Every row of every seeded table, timestamps included, to compare two moments. */
async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    result[table] = await queryRows(db, sql.raw(`select * from ${table} order by 1`));
  }
  return result;
}

describe.each(backends)('seeding on $name', (backend) => {
  let database: TestDatabase;
  let announcements: string[];
  let seed: (password?: string) => Promise<void>;
  const hasher = createPasswordHasher('test-pepper-0123456789abcdef0123456789');

  beforeAll(async () => {
    database = await backend.open();
    await database.migrate();
    const { db } = database;
    const settings = createSettingsService(db);
    const config = loadConfig({});
    announcements = [];
    const concepts = createConceptsService(db, settings);
    const places = createPlacesService(db, settings, ['ES']);
    const counters = async () => ({ matchesCount: 0, messagesCount: 0 });
    const users = createUsersService(db, {
      concepts,
      places,
      counters,
      erasers: [],
      blocks: createBlocksService(db),
    });
    seed = (password) =>
      seedReferenceData({
        db,
        concepts,
        places,
        texts: createTextsService(db, settings),
        devices: createDevicesService(db),
        users,
        hasher,
        deviceKeys: config.deviceKeys,
        staff: { email: 'staff@antojo.test', password },
        announce: (message) => announcements.push(message),
      });
    await seed();
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(database.db);
    expect(before.cities!.length).toBeGreaterThan(5000);
    await seed();
    await seed('a-new-password-is-ignored');
    expect(await snapshot(database.db)).toEqual(before);
  });

  it('creates the staff account once, announcing its generated password once', async () => {
    expect(announcements).toHaveLength(1);
    const password = /staff@antojo\.test \/ (\S+)/.exec(announcements[0]!)?.[1];
    expect(password).toBeDefined();
    const rows = await queryRows<{ roles: string[]; password_hash: string }>(
      database.db,
      sql`select roles, password_hash from users where email = 'staff@antojo.test'`,
    );
    const staff = rows[0]!;
    expect(staff.roles).toEqual(STAFF_ROLES);
    expect(staff.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(staff.password_hash, sha256Hex(password!))).toBe(true);
    expect(await hasher.verify(staff.password_hash, sha256Hex('wrong'))).toBe(false);
  });

  it('keeps a text that staff edited', async () => {
    await database.db.execute(
      sql`update texts set lan_es = 'Guardar cambios' where tag = 'action.save'`,
    );
    await seed();
    const rows = await queryRows<{ lan_es: string }>(
      database.db,
      sql`select lan_es from texts where tag = 'action.save'`,
    );
    expect(rows[0]!.lan_es).toBe('Guardar cambios');
  });

  it('changes the text version when a text changes', async () => {
    const settings = createSettingsService(database.db);
    const before = await settings.get('version:text');
    await database.db.execute(
      sql`update texts set lan_es = 'Volver atrás' where tag = 'action.back'`,
    );
    await createTextsService(database.db, settings).refreshVersion();
    expect(await settings.get('version:text')).not.toBe(before);
  });
});
