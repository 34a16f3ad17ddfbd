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
import { BRANDS, STORE_ITEMS } from './brands.data.js';
import { DEMO_CITIES } from './cities.data.js';
import { DEMO_ACCOUNT, DEMO_EMAIL_DOMAIN } from './members.plan.js';
import { DemoRefused, seedDemo, type DemoSummary } from './seed-demo.js';
import { dateIn } from './time.js';

// Smaller than `npm run seed:demo` (plan.test.ts checks the full plan without a database);
// Lucía's week is whole at any size.
const SIZES = { membersPerCity: 8, soonPerCity: 1, upcomingPerCity: 2, pastPerCity: 1 };
const HOUR_MS = 60 * 60 * 1000;

const demoUsers = sql`(select id from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`})`;
/** The demo members' plans (the brands' events are hosted by staff, and counted apart). */
const demoPlans = sql`(select id from activities where host_id in ${demoUsers})`;

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
      (select count(*)::int from petitions where not acepted and not refused and activity_id in ${demoPlans}) as pending,
      (select count(*)::int from petitions where acepted and activity_id in ${demoPlans}) as accepted,
      (select count(*)::int from petitions where refused and activity_id in ${demoPlans}) as declined,
      (select count(*)::int from matches where activity_id in ${demoPlans}) as matches,
      (select count(*)::int from messages where activity_id in ${demoPlans}) as messages`,
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
    database = await backend.open({ fresh: true });
    data = tempDir();
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: data.dir });
    startedAt = Date.now();
    first = await seedDemo({ config, database, sizes: SIZES });
    services = createServices(database, config, loadSecrets(config), null, { warn() {} });
  }, 600_000);

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
        + (select count(*) from activities where created_at > now())
        + (select count(*) from conversation_messages where created_at > now())
        + (select count(*) from friendships where created_at > now() or accepted_at > now())
        + (select count(*) from group_members where joined_at > now())
        + (select count(*) from wishes where created_at > now())
        + (select count(*) from attendances where marked_at > now() or confirmed_at > now())
        + (select count(*) from coin_transfers where created_at > now())
        + (select count(*) from challenge_members where joined_at > now()))::int as count`,
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
    // Two coming, one soon, three over, and a brand's race.
    const joined = await services.activities.list(lucia.id, { mode: 'match', filter: {} }, 50, 0);
    expect(joined.total).toBe(7);
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

  it('fills every screen of the demo account: photos, friends, groups, talk, wishes, sport, coins, store, challenges, events', async () => {
    const row = (await services.users.findByContact('email', DEMO_ACCOUNT.email))!;
    const lucia = { userId: row.id, roles: row.roles, wstoken: row.wstoken };
    const madrid = row.cityId!;

    // Perfil: photos (stored images), levels, reliability, a badge bought.
    const photos = await services.media.listPhotos(row.id, 30, 0);
    expect(photos.total).toBeGreaterThanOrEqual(3);
    const photo = (await services.media.findPhoto(photos.rows[0]!.id))!;
    expect(await sharp(path.join(data.dir, 'files', photo.file)).metadata()).toMatchObject({
      format: 'png',
      width: 960,
    });
    const levels = await services.levels.levelsOf(row.id);
    expect(levels.length).toBeGreaterThanOrEqual(3);
    expect((await services.attendance.reliabilityOf(row.id)).percent).not.toBeNull();
    expect((await services.store.badgesOf(row.id)).length).toBeGreaterThanOrEqual(1);

    // Amigos: friends, two requests to answer and one of hers waiting.
    expect((await services.friends.list(lucia)).length).toBeGreaterThanOrEqual(3);
    const requests = await services.friends.requests(lucia);
    expect(requests.received).toHaveLength(2);
    expect(requests.sent).toHaveLength(1);

    // Grupos: a public one and her own private one (with requests to answer), an invitation,
    // and public groups to discover; each of hers with a picture and a chat.
    const groups = await services.groups.mine(row.id);
    expect(new Set(groups.map((group) => group.visibility))).toEqual(
      new Set(['public', 'private']),
    );
    const own = groups.find((group) => group.role === 'owner')!;
    expect(own.visibility).toBe('private');
    expect((await services.groups.requests(row.id, own.id)).length).toBeGreaterThan(0);
    expect(await services.groups.invitations(row.id)).toHaveLength(1);
    expect((await services.groups.discover(row.id, {}, 20, 0)).rows.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.pictureUpdatedAt).not.toBeNull();
    expect((await services.activities.ofGroup(groups[0]!.id)).length).toBeGreaterThan(0);

    // Chats › Personas y grupos: her talk with a friend (news unread), a stranger who answered
    // her wish, and her groups' chats.
    const conversations = (await services.conversations.list(row.id, 20, 0)).rows;
    const privates = conversations.filter((conversation) => conversation.kind === 'private');
    expect(privates.length).toBeGreaterThanOrEqual(2);
    expect(conversations.filter((conversation) => conversation.kind === 'group').length).toBe(2);
    expect(privates.some((conversation) => conversation.unread > 0)).toBe(true);
    const talk = await services.conversationMessages.list(
      await services.conversations.load({ id: privates[0]!.id }),
      row.id,
      {},
      50,
      0,
    );
    expect(talk.total).toBeGreaterThanOrEqual(2);

    // Mapa › Deseos: live wishes in several cities, hers with two answers.
    const [wishes] = await queryRows<{ cities: number; live: number }>(
      database.db,
      sql`select count(distinct u.city_id)::int as cities, count(*)::int as live
          from wishes w join users u on u.id = w.user_id
          where w.expires_at > now() + interval '1 hour' and u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
    );
    expect(wishes!.cities).toBe(DEMO_CITIES.length);
    expect(wishes!.live).toBeGreaterThanOrEqual(DEMO_CITIES.length * 3);
    expect((await services.wishes.mine(lucia)).answers).toHaveLength(2);

    // Verified attendance, points and this month's ranking in Madrid (her plans ended this month
    // whenever it began a day ago or more), from the counting of the facts.
    const [verified] = await queryRows<{ mine: number; all: number; uncounted: number }>(
      database.db,
      sql`select
        (select count(*)::int from attendances where user_id = ${row.id} and verified_at is not null) as mine,
        (select count(*)::int from attendances where verified_at is not null) as all,
        (select count(*)::int from attendances where verified_at is not null and counted_at is null) as uncounted`,
    );
    expect(verified!.mine).toBeGreaterThanOrEqual(3);
    expect(verified!.all).toBeGreaterThan(10);
    expect(verified!.uncounted).toBe(0);
    const month = await services.points.currentMonth(madrid);
    const dayOfMonth = Number(dateIn(new Date(), 'Europe/Madrid').slice(8, 10));
    const board = await services.points.board({ city: madrid }, row.id, 50, 0);
    expect(board.month).toBe(month);
    if (dayOfMonth >= 2) {
      expect(board.me?.points).toBeGreaterThan(0);
      expect(board.total).toBeGreaterThanOrEqual(3);
    }
    const entries = await services.points.entries(row.id, 50, 0);
    expect(entries.rows.filter((entry) => entry.points > 0).length).toBeGreaterThanOrEqual(3);

    // Monedas: earned by the same facts, a badge paid with them; the ledger adds up.
    const coins = await services.coins.history(row.id, 50, 0);
    const reasons = new Set(coins.rows.map((entry) => entry.reason));
    expect(reasons).toEqual(new Set(['attendance', 'hosting', 'purchase']));
    const balance = await services.coins.balanceOf(row.id);
    expect(balance).toBe(coins.rows.reduce((sum, entry) => sum + entry.amount, 0));
    expect(balance).toBeGreaterThan(0);

    // Tienda and the brands, with their logos.
    expect((await services.store.catalogue()).map((item) => item.name).sort()).toEqual(
      STORE_ITEMS.map((item) => item.name).sort(),
    );
    const brands = await services.sponsors.list();
    expect(brands.map((brand) => brand.name).sort()).toEqual(BRANDS.map((b) => b.name).sort());
    for (const brand of brands) {
      expect(brand.logoUpdatedAt).not.toBeNull();
      const logo = path.join(data.dir, 'files', 'sponsors', `${brand.id}.png`);
      expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 256 });
    }

    // Eventos y retos: an open challenge she is making progress in, with a board; events of
    // the brands, one of them with her place.
    const challenges = await services.challenges.list(row.id);
    const going = challenges.find((c) => c.status === 'open' && (c.me?.progress ?? 0) > 0)!;
    expect(going.sponsor).not.toBeNull();
    expect((await services.challenges.board(going.id, row.id)).data.length).toBeGreaterThan(1);
    const events = await services.activities.events(row.id, 20, 0);
    expect(events.total).toBeGreaterThanOrEqual(3);
    const joined = await services.activities.list(row.id, { mode: 'match', filter: {} }, 50, 0);
    expect(joined.rows.some((activity) => activity.sponsor !== null)).toBe(true);

    // Notificaciones: what happened to her, told by the services as it happened.
    expect((await services.notices.list(row.id, 50, 0)).rows.length).toBeGreaterThan(5);
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
    const brandsBefore = (await services.sponsors.list()).map((brand) => brand.id).sort();
    const itemsBefore = (await services.store.catalogue(true)).map((item) => item.id).sort();
    const second = await seedDemo({ config, database, sizes: SIZES });
    expect(second.removedMembers).toBe(first.members);
    // Its events, challenges and groups replaced, not added to; its brands and store items
    // the same rows, brought up to date.
    const staffId = (await services.users.findByContact('email', config.adminEmail))!.id;
    expect((await services.activities.events(staffId, 50, 0)).total).toBe(second.events);
    expect(await services.challenges.all()).toHaveLength(second.challenges);
    const [groups] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from groups`,
    );
    expect(groups!.count).toBe(second.groups);
    expect((await services.sponsors.list()).map((brand) => brand.id).sort()).toEqual(brandsBefore);
    expect((await services.store.catalogue(true)).map((item) => item.id).sort()).toEqual(
      itemsBefore,
    );
    const after = await counts(database.db);
    expectSummaryMatches(second, after);
    expect(after.members).toBe(before.members);
    expect(after.users).toBe(before.users + 1);
    const newIds = await services.users.idsWithEmailDomain(DEMO_EMAIL_DOMAIN);
    expect(newIds.filter((id) => oldIds.includes(id))).toEqual([]);
    expect(existsSync(path.join(data.dir, 'files', 'avatars', `${oldIds[0]}.png`))).toBe(false);
    expect(await services.users.findById(someone.id)).toBeDefined();
    expect(await services.users.findByContact('email', config.adminEmail)).toBeDefined();
  }, 600_000);
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
