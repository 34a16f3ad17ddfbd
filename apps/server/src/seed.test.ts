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
import { createTokensService } from './modules/auth/tokens.service.js';
import { STAFF_ACCOUNT_SETTING, STAFF_ROLES } from './modules/users/staff.service.js';
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
  let seed: (password?: string, email?: string) => Promise<void>;
  let tokens: ReturnType<typeof createTokensService>;
  const hasher = createPasswordHasher('test-pepper-0123456789abcdef0123456789');

  beforeAll(async () => {
    database = await backend.open();
    await database.migrate();
    const { db } = database;
    // Read fresh every time: a test below deletes a setting behind the service's back.
    const settings = createSettingsService(db, { maxAgeMs: 0 });
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
    tokens = createTokensService(db, { ttlMs: 3_600_000, idleMs: 3_600_000 });
    seed = (password, email = 'staff@antojo.test') =>
      seedReferenceData({
        db,
        concepts,
        places,
        texts: createTextsService(db, settings),
        devices: createDevicesService(db),
        users,
        hasher,
        settings,
        tokens,
        deviceKeys: config.deviceKeys,
        staff: { email, password },
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
  describe('a new ADMIN_EMAIL (decision 0033)', () => {
    const accountOf = async (email: string) =>
      (
        await queryRows<{ id: number; roles: string[] }>(
          database.db,
          sql`select id, roles from users where email = ${email}`,
        )
      )[0];
    const said = async (work: () => Promise<void>) => {
      const before = announcements.length;
      await work();
      return announcements.slice(before);
    };

    it('takes the staff roles and sessions from the former staff account, and says so by name', async () => {
      const former = (await accountOf('staff@antojo.test'))!;
      const session = await tokens.issue({ userId: former.id }, 'web');

      const messages = await said(() => seed('nueva-clave', 'nuevo@antojo.test'));
      expect(messages).toEqual([
        'staff@antojo.test is no longer staff: ADMIN_EMAIL is now nuevo@antojo.test. Its staff ' +
          'roles were removed and its sessions closed; the account stays, as a member account.',
      ]);
      expect((await accountOf('staff@antojo.test'))!.roles).toEqual([]);
      expect(await tokens.authenticate(session)).toBeUndefined();
      const current = (await accountOf('nuevo@antojo.test'))!;
      expect(current.roles).toEqual(STAFF_ROLES);
      const settings = createSettingsService(database.db);
      expect(await settings.get(STAFF_ACCOUNT_SETTING)).toBe(String(current.id));

      // The same ADMIN_EMAIL again: nothing to say, nothing changed.
      expect(await said(() => seed('nueva-clave', 'nuevo@antojo.test'))).toEqual([]);
      expect((await accountOf('nuevo@antojo.test'))!.roles).toEqual(STAFF_ROLES);
    });

    it('makes an existing account staff, keeping its password, and leaves hand-given roles alone', async () => {
      const former = (await accountOf('staff@antojo.test'))!;
      // Staff roles given by hand (no ADMIN_EMAIL made them): not the seed's to take back.
      await database.db.execute(
        sql`insert into users (firstname, email, password_hash, roles) values ('Soporte', 'soporte@antojo.test', '!', '{admin:dev}')`,
      );
      const messages = await said(() => seed('ignorada', 'staff@antojo.test'));
      expect(messages).toEqual([
        'staff@antojo.test is now the staff account (ADMIN_EMAIL): the account already existed, ' +
          'so it keeps its password (ADMIN_PASSWORD applies only to an account the start creates).',
        'nuevo@antojo.test is no longer staff: ADMIN_EMAIL is now staff@antojo.test. Its staff ' +
          'roles were removed and its sessions closed; the account stays, as a member account.',
      ]);
      expect((await accountOf('staff@antojo.test'))!.roles).toEqual(STAFF_ROLES);
      expect((await accountOf('nuevo@antojo.test'))!.roles).toEqual([]);
      expect((await accountOf('soporte@antojo.test'))!.roles).toEqual(['admin:dev']);
      const [row] = await queryRows<{ id: number; password_hash: string }>(
        database.db,
        sql`select id, password_hash from users where email = 'staff@antojo.test'`,
      );
      expect(row!.id).toBe(former.id);
      expect(await hasher.verify(row!.password_hash, sha256Hex('ignorada'))).toBe(false);
    });

    it('names the other staff accounts at the first start that remembers one (an older install)', async () => {
      await database.db.execute(sql`delete from settings where key = ${STAFF_ACCOUNT_SETTING}`);
      const messages = await said(() => seed(undefined, 'staff@antojo.test'));
      expect(messages).toEqual([
        'The staff account is staff@antojo.test (ADMIN_EMAIL). These accounts hold staff roles ' +
          'too and keep them: soporte@antojo.test. From now on a new ADMIN_EMAIL takes the ' +
          'staff roles and sessions from staff@antojo.test.',
      ]);
      expect((await accountOf('soporte@antojo.test'))!.roles).toEqual(['admin:dev']);
      expect(await said(() => seed(undefined, 'staff@antojo.test'))).toEqual([]);
    });
  });
});
