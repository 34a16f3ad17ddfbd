import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_INTEREST_CODES } from '@app/contract/concepts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { lockDataDirectory } from '../db/data-lock.js';
import { queryRows, type Db } from '../db/database.js';
import { sha256Hex } from '../lib/hash.js';
import { loadSecrets } from '../lib/secrets.js';
import { createServices, type Services } from '../services.js';
import { productionEnv } from '../test/app.js';
import { backends, tempDir, type TestDatabase } from '../test/backends.js';
import { runDemoCommand } from './cli.js';
import { DEMO_CITIES } from './cities.data.js';
import { DEMO_ACCOUNT, DEMO_EMAIL_DOMAIN } from './members.plan.js';
import { DemoRefused, seedDemo, type DemoSummary } from './seed-demo.js';

// Smaller than `npm run seed:demo` (plan.test.ts checks the full plan without a database);
// Lucía's week is whole at any size.
const SIZES = { membersPerCity: 8, soonPerCity: 1, upcomingPerCity: 2, pastPerCity: 1 };
const HOUR_MS = 60 * 60 * 1000;

const demoUsers = sql`(select id from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`})`;

type Counted =
  'members' | 'users' | 'activities' | 'pending' | 'accepted' | 'declined' | 'matches' | 'messages';

/** What the demo wrote, counted in the database itself. */
async function counts(db: Db) {
  const [row] = await queryRows<Record<Counted, number>>(
    db,
    sql`select
      (select count(*)::int from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}) as members,
      (select count(*)::int from users) as users,
      (select count(*)::int from activities where host_id in ${demoUsers}) as activities,
      (select count(*)::int from petitions where not acepted and not refused) as pending,
      (select count(*)::int from petitions where acepted) as accepted,
      (select count(*)::int from petitions where refused) as declined,
      (select count(*)::int from matches) as matches,
      (select count(*)::int from messages) as messages`,
  );
  return row!;
}

function expectSummaryMatches(summary: DemoSummary, found: Record<Counted, number>) {
  const { activities, petitions } = summary;
  expect(found.members).toBe(summary.members);
  expect(found.activities).toBe(activities.soon + activities.upcoming + activities.past);
  expect(found.pending).toBe(petitions.pending);
  expect(found.accepted).toBe(petitions.accepted);
  expect(found.declined).toBe(petitions.declined);
  expect(found.matches).toBe(petitions.accepted);
  expect(found.messages).toBe(summary.messages);
}

describe.each(backends)('npm run seed:demo on $name', (backend) => {
  let database: TestDatabase;
  let data: { dir: string; remove(): void };
  let config: Config;
  let services: Services;
  let first: DemoSummary;
  let startedAt: number;

  beforeAll(async () => {
    // A brand-new install: nothing migrated, no reference data.
    database = await backend.open();
    data = tempDir();
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir });
    startedAt = Date.now();
    first = await seedDemo({ config, database, sizes: SIZES });
    services = createServices(database, config, loadSecrets(config), null, { warn() {} });
  }, 300_000);

  afterAll(async () => {
    services?.notifier.close();
    await database?.dispose();
    data?.remove();
  });

  it('writes what it reports: members, plans, requests each way, places and messages', async () => {
    const found = await counts(database.db);
    expectSummaryMatches(first, found);
    expect(first.members).toBe(1 + DEMO_CITIES.length * SIZES.membersPerCity);
    expect(first.petitions.pending).toBeGreaterThan(0);
    expect(first.petitions.declined).toBeGreaterThan(0);
    expect(first.activities.past).toBeGreaterThan(0);
    expect(first.messages).toBeGreaterThan(20);
  });

  it('places every plan near the centre of a demo city, in that city’s time zone', async () => {
    const rows = await queryRows<{
      city: string;
      timezone: string;
      lat: number;
      lon: number;
      city_lat: number;
      city_lon: number;
    }>(
      database.db,
      sql`select c.name as city, c.timezone, a.lat, a.lon, c.lat as city_lat, c.lon as city_lon
          from activities a join cities c on c.id = a.city_id where a.host_id in ${demoUsers}`,
    );
    const names = new Set(DEMO_CITIES.map((city) => city.name));
    for (const row of rows) {
      expect(names).toContain(row.city);
      const expected =
        row.city === 'Las Palmas de Gran Canaria' ? 'Atlantic/Canary' : 'Europe/Madrid';
      expect(row.timezone).toBe(expected);
      // Within 15 km of the centre (the Albufera and Bandama are the farthest).
      const km =
        111 *
        Math.hypot(
          row.lat - row.city_lat,
          (row.lon - row.city_lon) * Math.cos((row.lat * Math.PI) / 180),
        );
      expect(km).toBeLessThan(15);
    }
    expect(new Set(rows.map((row) => row.city))).toEqual(names);
    // The API shows each start in its city's zone: the offset of that zone at that instant.
    const [canary] = await queryRows<{ id: number }>(
      database.db,
      sql`select a.id from activities a join cities c on c.id = a.city_id
          where c.timezone = 'Atlantic/Canary' and a.host_id in ${demoUsers} limit 1`,
    );
    const view = await services.activities.view(await services.activities.get(canary!.id));
    expect(view.city.timezone).toBe('Atlantic/Canary');
    expect(view.start_at).toMatch(/[+-]0[01]:00$/);
    expect(new Date(view.start_at).toISOString()).toBeTruthy();
  });

  it('has plans starting within the next 3 hours in every city, others later and some over', async () => {
    const rows = await queryRows<{ city: string; start_at: string; minutes: number }>(
      database.db,
      sql`select c.name as city, a.start_at, a.duration_minutes as minutes
          from activities a join cities c on c.id = a.city_id where a.host_id in ${demoUsers}`,
    );
    const soon = rows.filter((row) => {
      const start = new Date(row.start_at).getTime();
      return start > startedAt && start <= startedAt + 3 * HOUR_MS;
    });
    expect(new Set(soon.map((row) => row.city)).size).toBe(DEMO_CITIES.length);
    expect(rows.some((row) => new Date(row.start_at).getTime() > startedAt + 24 * HOUR_MS)).toBe(
      true,
    );
    expect(
      rows.some((row) => new Date(row.start_at).getTime() + row.minutes * 60_000 < startedAt),
    ).toBe(true);
  });

  it('gives a place exactly to each accepted request, never more than the plan offers', async () => {
    const rows = await queryRows<{
      id: number;
      participants: number;
      matched: number;
      accepted: number;
      mismatched: number;
    }>(
      database.db,
      sql`select a.id, a.participants,
            (select count(*)::int from matches m where m.activity_id = a.id) as matched,
            (select count(*)::int from petitions p where p.activity_id = a.id and p.acepted) as accepted,
            (select count(*)::int from matches m where m.activity_id = a.id and not exists (
              select 1 from petitions p where p.id = m.id and p.acepted and p.from_user_id = m.user_id
            )) as mismatched
          from activities a`,
    );
    for (const row of rows) {
      expect(row.matched).toBe(row.accepted);
      expect(row.mismatched).toBe(0);
      expect(row.matched).toBeLessThanOrEqual(row.participants);
    }
    // Requests went to the host, before the start, and were answered before it too.
    const [late] = await queryRows<{ wrong: number }>(
      database.db,
      sql`select count(*)::int as wrong from petitions p join activities a on a.id = p.activity_id
          where p.to_user_id <> a.host_id or p.from_user_id = a.host_id
             or p.created_at < a.created_at or p.created_at >= a.start_at
             or p.answered_at < p.created_at or p.answered_at >= a.start_at
             or (p.acepted or p.refused) <> (p.answered_at is not null)`,
    );
    expect(late!.wrong).toBe(0);
  });

  it('has only the host and accepted members write, numbered in order, never before joining', async () => {
    const [wrong] = await queryRows<{ outsiders: number; early: number; gaps: number }>(
      database.db,
      sql`select
        (select count(*)::int from messages msg join activities a on a.id = msg.activity_id
          where msg.user_id <> a.host_id and not exists (
            select 1 from matches m where m.activity_id = a.id and m.user_id = msg.user_id)) as outsiders,
        (select count(*)::int from messages msg join matches m
          on m.activity_id = msg.activity_id and m.user_id = msg.user_id
          where msg.created_at < m.created_at) as early,
        (select count(*)::int from activities a where a.message_seq <> (
          select count(*) from messages msg where msg.activity_id = a.id)) as gaps`,
    );
    expect(wrong).toEqual({ outsiders: 0, early: 0, gaps: 0 });
    const rows = await queryRows<{ activity_id: number; seq: number; created_at: string }>(
      database.db,
      sql`select activity_id, seq, created_at from messages order by activity_id, seq`,
    );
    for (let index = 1; index < rows.length; index++) {
      const [before, row] = [rows[index - 1]!, rows[index]!];
      if (before.activity_id !== row.activity_id) continue;
      expect(row.seq).toBe(before.seq + 1);
      expect(new Date(row.created_at).getTime()).toBeGreaterThan(
        new Date(before.created_at).getTime(),
      );
    }
    // Everything happened before the seed ran; only starts lie ahead.
    const [future] = await queryRows<{ count: number }>(
      database.db,
      sql`select ((select count(*) from messages where created_at > now())
        + (select count(*) from petitions where created_at > now() or answered_at > now())
        + (select count(*) from message_reads where read_at > now())
        + (select count(*) from activities where created_at > now()))::int as count`,
    );
    expect(future!.count).toBe(0);
  });

  it('makes adult members with a complete profile: interests, avatar image and a working password', async () => {
    const ids = await services.users.idsWithEmailDomain(DEMO_EMAIL_DOMAIN);
    expect(ids).toHaveLength(first.members);
    const today = new Date();
    for (const id of ids) {
      const user = (await services.users.ownerView(id))!;
      const [year, month, day] = user.birthdate!.split('-').map(Number) as [number, number, number];
      const eighteenth = new Date(Date.UTC(year + 18, month - 1, day));
      expect(eighteenth.getTime()).toBeLessThan(today.getTime());
      expect(user.firstname.length).toBeGreaterThan(4);
      const interests = PROFILE_INTEREST_CODES.reduce((sum, code) => sum + user[code].length, 0);
      expect(interests).toBeGreaterThanOrEqual(10);
      expect(user.zodiacal_signs).toHaveLength(1);
      expect(user.city).not.toBeNull();
      expect(user.avatarUpdatedAt).not.toBeNull();
      const avatar = path.join(data.dir, 'files', 'avatars', `${id}.png`);
      expect(existsSync(avatar)).toBe(true);
    }
    const image = await sharp(path.join(data.dir, 'files', 'avatars', `${ids[0]}.png`)).metadata();
    expect(image).toMatchObject({ format: 'png', width: 256, height: 256 });
    const lucia = (await services.users.findByContact('email', DEMO_ACCOUNT.email))!;
    expect(await services.hasher.verify(lucia.passwordHash, sha256Hex(DEMO_ACCOUNT.password))).toBe(
      true,
    );
    expect(await services.hasher.verify(lucia.passwordHash, sha256Hex('otra-cosa'))).toBe(false);
  });

  it('gives the demo account a busy week: requests to answer, plans joined, unread chats', async () => {
    const lucia = (await services.users.findByContact('email', DEMO_ACCOUNT.email))!;
    const own = (await services.users.ownerView(lucia.id))!;
    expect(own.matchesCount).toBeGreaterThanOrEqual(5);
    expect(own.messagesCount).toBeGreaterThan(0);
    const hosted = await services.activities.list(lucia.id, { mode: 'host', filter: {} }, 50, 0);
    expect(hosted.total).toBe(4);
    expect(hosted.rows.some((activity) => activity.status === 'finished')).toBe(true);
    const joined = await services.activities.list(lucia.id, { mode: 'match', filter: {} }, 50, 0);
    expect(joined.total).toBe(4);
    const sent = await services.petitions.list(lucia.id, false, 50, 0);
    expect(sent.rows.filter((petition) => !petition.acepted && !petition.refused)).toHaveLength(2);
    expect(sent.rows.filter((petition) => petition.refused)).toHaveLength(1);
    // Unread in three chats: her plan starting soon and two she joined.
    const unread = await services.messages.unread(lucia.id);
    expect(new Set(unread.map((message) => message.activityId)).size).toBe(3);
    // Descubrir has open plans in Madrid for her, some of them starting soon.
    const madrid = lucia.cityId!;
    const open = await services.activities.list(lucia.id, { filter: { city: madrid } }, 100, 0);
    expect(open.total).toBeGreaterThan(3);
    expect(
      open.rows.some(
        (activity) => new Date(activity.start_at).getTime() < Date.now() + 3 * HOUR_MS,
      ),
    ).toBe(true);
  });

  it('replaces its previous demo when run again, leaving everything else as it was', async () => {
    const before = await counts(database.db);
    const oldIds = await services.users.idsWithEmailDomain(DEMO_EMAIL_DOMAIN);
    // Someone real, with a plan of their own: the demo must not touch them.
    const gender = (await services.concepts.list()).find((concept) => concept.code === 'gender')!
      .options[0]!.id;
    const cityId = (await services.users.findById(oldIds[0]!))!.cityId!;
    const someone = await services.db.transaction((tx) =>
      services.users.create(tx, {
        firstname: 'Realito',
        birthdate: '1990-01-01',
        genderOptionId: gender,
        cityId,
        passwordHash: 'x',
        email: 'realito@example.com',
      }),
    );
    const second = await seedDemo({ config, database, sizes: SIZES });
    expect(second.removedMembers).toBe(first.members);
    const after = await counts(database.db);
    expectSummaryMatches(second, after);
    expect(after.members).toBe(before.members);
    expect(after.users).toBe(before.users + 1);
    const newIds = await services.users.idsWithEmailDomain(DEMO_EMAIL_DOMAIN);
    expect(newIds.filter((id) => oldIds.includes(id))).toEqual([]);
    expect(existsSync(path.join(data.dir, 'files', 'avatars', `${oldIds[0]}.png`))).toBe(false);
    expect(await services.users.findById(someone.id)).toBeDefined();
    expect(await services.users.findByContact('email', config.adminEmail)).toBeDefined();
  }, 300_000);
});

describe('refusals', () => {
  it('refuses to run in production, before touching any database', async () => {
    const config = loadConfig({ ...productionEnv(), DATA_DIR: '/nonexistent/antojo' });
    await expect(seedDemo({ config })).rejects.toBeInstanceOf(DemoRefused);
    const lines: string[] = [];
    const code = await runDemoCommand(
      { NODE_ENV: 'production' },
      { out: (line) => lines.push(line), error: (line) => lines.push(line) },
    );
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/never runs in production/);
  });

  it('tells the user to stop the server that holds the embedded database', async () => {
    const data = tempDir();
    // What a running server holds: the lock file with its (live) process id.
    const release = lockDataDirectory(path.join(data.dir, 'pglite.lock'));
    try {
      const errors: string[] = [];
      const code = await runDemoCommand(
        { DATA_DIR: data.dir, LOG_LEVEL: 'silent' },
        { out: () => {}, error: (line) => errors.push(line) },
      );
      expect(code).toBe(1);
      expect(errors.join('\n')).toMatch(
        /server is running on .* \(process \d+\).*\n.*Stop the server/,
      );
    } finally {
      release();
      data.remove();
    }
  });
});
