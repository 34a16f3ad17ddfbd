import type { Database } from '@app/server/db/database';
import { CELL_SQL } from '@app/contract/geo-cells';
import { sql } from 'drizzle-orm';

/** Where most people are: four activities in ten are in one of these. */
const BIG_CITIES = [
  'Madrid',
  'Barcelona',
  'Valencia',
  'Sevilla',
  'Zaragoza',
  'Málaga',
  'Murcia',
  'Palma',
  'Bilbao',
  'Alicante',
  'Córdoba',
  'Valladolid',
  'Vigo',
  'Gijón',
  'Granada',
];

export const SEED = {
  hosts: 500,
  /** Of each step's activities, the share that gets a few matched people (busy or full). */
  matchedShare: 0.2,
  testimonials: 40,
  /** The host's own activities the message load writes into, round robin. */
  chats: 50,
  /** Live wishes on the map, each by a member of its own (one active wish per member). */
  wishes: 10_000,
  /** Members on this month's Madrid board (decision 0027): the ranking's 100,000 members. */
  ranked: 100_000,
} as const;

/**
 * How many activities the list is measured over, smallest first (BENCH_API_SIZES, default
 * 100,000 then 1,000,000): every route at the first, the list and the deck at each further one.
 */
export function seedSizes(): number[] {
  const sizes = (process.env.BENCH_API_SIZES ?? '100000,1000000')
    .split(',')
    .map((size) => Number(size.replaceAll('_', '')));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1000)) {
    throw new Error(`BENCH_API_SIZES: whole numbers of at least 1000, not "${sizes.join(',')}"`);
  }
  return [...new Set(sizes)].sort((a, b) => a - b);
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/**
 * One seeding step in one transaction. The foreign keys are right by construction, so their
 * triggers are off for it (superuser only: PGlite's user, and the bench's PostgreSQL role).
 * Then VACUUM ANALYZE, as a table at rest would be (and so that autovacuum does not start on
 * the new rows in the middle of a load).
 */
async function seedStep(
  database: Database,
  work: (db: Tx, afterId: number) => Promise<void>,
): Promise<void> {
  await database.db.transaction(async (db) => {
    await db.execute(sql`set local session_replication_role = replica`);
    const [{ after }] = rowsOf<{ after: number }>(
      await db.execute(sql`select coalesce(max(id), 0)::int as after from activities`),
    );
    await work(db, Number(after));

    // The matches went in past the trigger that keeps activities.matched_count (migration
    // 0008, off with the foreign keys' triggers): the step's activities get their counts here.
    await db.execute(sql`
      update activities a set matched_count = m.n
      from (select activity_id, count(*)::int as n from matches
            where activity_id > ${after} group by activity_id) m
      where a.id = m.activity_id`);
  });
  await database.db.execute(sql`vacuum analyze`);
}

const rowsOf = <T>(result: unknown) => (result as { rows: [T, ...T[]] }).rows;

/**
 * Activities `from` to `to - 1` of the seed (the row number g drives everything, so the rows
 * of a later step follow the same distribution as the first's): four in ten in the 15 largest
 * cities, the rest anywhere in Spain's cities, jittered a few km around each; a sport in four
 * of five with a discipline and level; start times from a week ago to two months ahead;
 * hosts in turn. Then matches in the first fifth (by id) of the new activities.
 */
async function insertActivities(
  db: Tx,
  host: { userId: number },
  range: { from: number; to: number; afterId: number },
): Promise<void> {
  await db.execute(sql`
    with spain as (
      select row_number() over (order by ci.id) - 1 as i, ci.id, ci.name, ci.lat, ci.lon
      from cities ci join states s on s.id = ci.state_id join countries co on co.id = s.country_id
      where co.iso2 = 'ES'
    ),
    big as (
      select row_number() over (order by id) - 1 as i, id, lat, lon
      from spain
      where name in (${sql.join(
        BIG_CITIES.map((name) => sql`${name}`),
        sql`, `,
      )})
    ),
    hosts as (
      select row_number() over (order by id) - 1 as i, id from users where email like 'host%@bench.local'
    ),
    opts as (
      select k.code, row_number() over (partition by k.code order by o.position) - 1 as i, o.id, o.tag
      from concept_options o join concepts k on k.id = o.concept_id
      where k.code in ('activity_types', 'disciplines', 'levels')
    ),
    sizes as (
      select (select count(*) from spain)::int as cities,
             (select count(*) from big)::int as big,
             (select count(*) from opts where code = 'disciplines')::int as disciplines,
             (select count(*) from opts where code = 'levels')::int as levels,
             (select id from opts where tag = 'activity_types-social') as social,
             (select id from opts where tag = 'activity_types-sport') as sport
    ),
    -- A cheap deterministic hash of the row number: varied, and the same on every run.
    rows as (
      select g, ((g::bigint * 2654435761) % 4294967296) as h, g % 5 = 0 as social, g % 10 < 4 as in_big
      from generate_series(${range.from}::integer, ${range.to - 1}::integer) g
    )
    insert into activities (host_id, type_option_id, discipline_option_id, level_option_id,
      description, start_at, duration_minutes, participants, city_id, lat, lon)
    select hosts.id,
           case when rows.social then sizes.social else sizes.sport end,
           discipline.id,
           level.id,
           'Actividad de prueba ' || g || ': ¿te vienes?',
           now() + ((rows.h % (67 * 24 * 60)) - 7 * 24 * 60) * interval '1 minute',
           30 + (rows.h % 12) * 15,
           2 + (rows.h / 13) % 12,
           coalesce(big.id, spain.id),
           coalesce(big.lat, spain.lat) + ((rows.h / 17) % 1000 - 500) / 20000.0,
           coalesce(big.lon, spain.lon) + ((rows.h / 19) % 1000 - 500) / 15000.0
    from rows
    cross join sizes
    join hosts on hosts.i = rows.g % ${SEED.hosts}
    left join big on rows.in_big and big.i = (rows.h / 3) % sizes.big
    left join spain on not rows.in_big and spain.i = (rows.h / 3) % sizes.cities
    left join opts discipline on not rows.social and discipline.code = 'disciplines'
      and discipline.i = (rows.h / 7) % sizes.disciplines
    left join opts level on not rows.social and level.code = 'levels'
      and level.i = (rows.h / 11) % sizes.levels`);

  // Some activities have people in them (a few are full, so the "not full" test matters):
  // the next hosts in line, never the activity's own. Match ids are 1,000,000,000 + three per
  // seed row before the step: each step's are its own.
  const matched = Math.round((range.to - range.from) * SEED.matchedShare);
  await db.execute(sql`
    with hosts as (
      select row_number() over (order by id) - 1 as i, id from users where email like 'host%@bench.local'
    ),
    picked as (
      select a.id, a.host_id, a.participants, row_number() over (order by a.id) - 1 as g
      from activities a
      where a.id > ${range.afterId} and a.host_id <> ${host.userId}
      order by a.id limit ${matched}
    )
    insert into matches (id, activity_id, user_id)
    select ${1_000_000_000 + range.from * 3} + row_number() over (), picked.id, hosts.id
    from picked
    cross join generate_series(1, 3) k
    join hosts on hosts.i = (picked.g + k) % ${SEED.hosts}
    where k <= least(picked.participants, 1 + picked.id % 3) and hosts.id <> picked.host_id`);
}

/**
 * Seeds the data the API part reads, in a handful of statements (generate_series, no loops
 * in JavaScript): `SEED.hosts` more people with the host's password hash, `activities`
 * activities (insertActivities) with their matches, published testimonials, and the host's
 * own chats.
 */
export async function seedApiData(
  database: Database,
  host: { userId: number },
  activities: number,
): Promise<void> {
  await seedStep(database, async (db, afterId) => {
    await db.execute(sql`
    insert into users (firstname, email, password_hash, birthdate, gender_option_id, city_id)
    select 'Anfitrión ' || g, 'host' || g || '@bench.local', u.password_hash, u.birthdate,
           u.gender_option_id, u.city_id
    from users u, generate_series(1, ${SEED.hosts}::integer) g
    where u.id = ${host.userId}`);

    await insertActivities(db, host, { from: 0, to: activities, afterId });

    await db.execute(sql`
    insert into feedback (user_id, stars, description, published, published_at)
    select u.id, 3 + g % 3, 'Opinión de prueba ' || g || ': muy buena experiencia con Antojo.', true,
           now() - g * interval '1 hour'
    from generate_series(1, ${SEED.testimonials}::integer) g
    join users u on u.email = 'host' || g || '@bench.local'`);

    await insertWishes(db, host);
    await insertRanking(db, host);

    // The host's own chats, each with two matched people to tell of every message.
    await db.execute(sql`
    with own as (
      insert into activities (host_id, type_option_id, description, start_at, duration_minutes,
        participants, city_id, lat, lon)
      select ${host.userId}, (select o.id from concept_options o where o.tag = 'activity_types-social'),
             'Chat de prueba ' || g, now() + interval '3 days', 90, 10, u.city_id, 40.4168, -3.7038
      from generate_series(1, ${SEED.chats}::integer) g join users u on u.id = ${host.userId}
      returning id
    )
    insert into matches (id, activity_id, user_id)
    select 1100000000 + row_number() over (), own.id, u.id
    from own cross join (select id from users where email in ('host1@bench.local', 'host2@bench.local')) u`);
  });
}

/**
 * `SEED.ranked` members with points this month in the host's city (Madrid), on the board of
 * every discipline and on pádel's: points spread over 0–2,500 in steps of 5 with many ties,
 * reached at spread times, as a month of verified attendances leaves them.
 */
async function insertRanking(db: Tx, host: { userId: number }): Promise<void> {
  await db.execute(sql`
    insert into users (firstname, email, password_hash, birthdate, gender_option_id, city_id)
    select 'Jugador ' || g, 'player' || g || '@bench.local', u.password_hash, u.birthdate,
           u.gender_option_id, u.city_id
    from users u, generate_series(1, ${SEED.ranked}::integer) g
    where u.id = ${host.userId}`);
  await db.execute(sql`
    with month as (
      select date_trunc('month', now() at time zone c.timezone)::date as m, c.id as city_id
      from users u join cities c on c.id = u.city_id where u.id = ${host.userId}
    ),
    players as (
      select id, ((row_number() over (order by id)) * 2654435761) % 4294967296 as h
      from users where email like 'player%@bench.local' or id = ${host.userId}
    ),
    boards as (
      select 0 as discipline union all
      select id from concept_options where tag = 'disciplines-padel'
    )
    insert into ranking_scores (month, city_id, discipline_option_id, user_id, points, reached_at)
    select month.m, month.city_id, boards.discipline, players.id,
           5 * ((players.h / 7) % 500) / (case when boards.discipline = 0 then 1 else 2 end),
           now() - ((players.h / 11) % 2400000) * interval '1 second'
    from players cross join month cross join boards`);
  await db.execute(sql`
    insert into ranking_levels (month, city_id, discipline_option_id, points, members)
    select month, city_id, discipline_option_id, points, count(*)
    from ranking_scores group by month, city_id, discipline_option_id, points`);
}

/**
 * `SEED.wishes` live wishes (decision 0021), each by a member of its own: six in ten around the
 * 15 largest cities, the rest in any city, their places already on the ~500 m grid, ending in
 * 1 to 47 hours.
 */
async function insertWishes(db: Tx, host: { userId: number }): Promise<void> {
  await db.execute(sql`
    insert into users (firstname, email, password_hash, birthdate, gender_option_id, city_id)
    select 'Deseo ' || g, 'wisher' || g || '@bench.local', u.password_hash, u.birthdate,
           u.gender_option_id, u.city_id
    from users u, generate_series(1, ${SEED.wishes}::integer) g
    where u.id = ${host.userId}`);
  await db.execute(sql`
    with spain as (
      select row_number() over (order by ci.id) - 1 as i, ci.lat, ci.lon, ci.name
      from cities ci join states s on s.id = ci.state_id join countries co on co.id = s.country_id
      where co.iso2 = 'ES'
    ),
    big as (
      select row_number() over (order by lat, lon) - 1 as i, lat, lon from spain
      where name in (${sql.join(
        BIG_CITIES.map((name) => sql`${name}`),
        sql`, `,
      )})
    ),
    sizes as (select (select count(*) from spain)::int as cities, (select count(*) from big)::int as big),
    wishers as (
      select row_number() over (order by id) - 1 as g, id from users where email like 'wisher%@bench.local'
    ),
    placed as (
      select w.id as user_id, w.g, h,
             coalesce(big.lat, spain.lat) + ((h / 17) % 1000 - 500) / 20000.0 as lat,
             coalesce(big.lon, spain.lon) + ((h / 19) % 1000 - 500) / 15000.0 as lon
      from (select id, g, ((g * 2654435761) % 4294967296) as h from wishers) w
      cross join sizes
      left join big on w.g % 10 < 6 and big.i = (w.h / 3) % sizes.big
      left join spain on w.g % 10 >= 6 and spain.i = (w.h / 3) % sizes.cities
    ),
    snapped as (
      select user_id, h, (floor(lat / 0.005) + 0.5) * 0.005 as lat,
             (floor(lon / 0.00625) + 0.5) * 0.00625 as lon
      from placed
    )
    insert into wishes (user_id, text, "window", lat, lon, cell, expires_at)
    select user_id, 'Me apetece quedar hoy: ¿alguien se apunta?', 'today', lat, lon,
           ${sql.raw(CELL_SQL)}, now() + (1 + h % 47) * interval '1 hour'
    from snapped`);
}

/**
 * Grows the seed from `from` to `to` activities: rows from..to-1 of the same series, with
 * their matches, as if seeded at once (the host's chats and the rest stay as they were).
 */
export async function growActivities(
  database: Database,
  host: { userId: number },
  from: number,
  to: number,
): Promise<void> {
  await seedStep(database, (db, afterId) => insertActivities(db, host, { from, to, afterId }));
}

/** The ids of the host's chats, in order. */
export async function chatIds(database: Database, hostId: number): Promise<number[]> {
  const result = (await database.db.execute(
    sql`select id from activities where host_id = ${hostId} order by id`,
  )) as unknown as { rows: Array<{ id: number }> };
  return result.rows.map((row) => Number(row.id));
}
