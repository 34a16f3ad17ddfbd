import type { Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { sha256Hex } from '../lib/hash.js';
import { loadSecrets } from '../lib/secrets.js';
import { seedDependencies, seedReferenceData } from '../seed.js';
import { createServices, type Services } from '../services.js';
import { ensureCatalogue, removeDemoMade } from './catalogue.js';
import { DEMO_CITIES } from './cities.data.js';
import { DEMO_ACCOUNT, DEMO_EMAIL_DOMAIN } from './members.plan.js';
import { buildDemoPlan, DEMO_SIZES, type DemoPlan } from './plan.js';
import { loadReferences } from './references.js';
import { createReplayClock, replayPlan } from './replay.js';

/** The demo seed may not run here (production). */
export class DemoRefused extends Error {
  override name = 'DemoRefused';
}

export type DemoSummary = {
  removedMembers: number;
  members: number;
  activities: { soon: number; upcoming: number; past: number };
  petitions: { pending: number; accepted: number; declined: number };
  messages: number;
  reads: number;
  photos: number;
  friendships: { accepted: number; pending: number };
  groups: number;
  /** Lines in private conversations and group chats. */
  talk: number;
  wishes: number;
  /** The words given on plans that are over: marks and confirmations. */
  attendanceWords: number;
  challenges: number;
  events: number;
  account: typeof DEMO_ACCOUNT;
  milliseconds: number;
};

export type SeedDemoOptions = {
  config: Config;
  /** A database the caller opened (tests); otherwise the one the settings name. */
  database?: Database;
  /** The moment the demo's week is built around; now by default. */
  now?: Date;
  /** Where notices go: the staff password of a brand-new install, the progress. */
  say?: (line: string) => void;
  /** How much to write (tests write less). */
  sizes?: typeof DEMO_SIZES;
};

/**
 * Removes the previous demo: its events and challenges (catalogue.ts), the groups its members
 * own (as an owner deletes one: its chat and plans go with it), then every account at the
 * demo's e-mail domain, erased as "Eliminar cuenta" erases one (its activities, requests,
 * places and reads go with it; its messages in other people's chats stay, unsigned), and its
 * files.
 */
async function removeDemo(services: Services): Promise<number> {
  await removeDemoMade(services);
  const ids = await services.users.idsWithEmailDomain(DEMO_EMAIL_DOMAIN);
  for (const id of ids) {
    for (const group of await services.groups.mine(id)) {
      if (group.role === 'owner')
        await services.groups.remove(await services.groups.load(group, id));
    }
  }
  for (const id of ids) {
    await services.users.remove(id);
    await services.media.removeUserFiles(id);
  }
  return ids.length;
}

/** The staff account (ADMIN_EMAIL's, made by the reference seed): it hosts the brands' events. */
async function staffActor(services: Services, config: Config) {
  const row = await services.users.findByContact('email', config.adminEmail);
  if (!row) throw new Error(`No staff account at ${config.adminEmail}.`);
  return { userId: row.id, roles: row.roles, wstoken: row.wstoken };
}

function summarise(plan: DemoPlan, removedMembers: number, started: number): DemoSummary {
  const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
  return {
    removedMembers,
    members: plan.members.length,
    activities: {
      soon: count(plan.activities, (activity) => activity.slot === 'soon'),
      upcoming: count(plan.activities, (activity) => activity.slot === 'upcoming'),
      past: count(plan.activities, (activity) => activity.slot === 'past'),
    },
    petitions: {
      pending: count(plan.petitions, (petition) => petition.outcome === 'pending'),
      accepted: count(plan.petitions, (petition) => petition.outcome === 'accepted'),
      declined: count(plan.petitions, (petition) => petition.outcome === 'declined'),
    },
    messages: plan.messages.length,
    reads: plan.reads.length,
    photos: plan.social.photos.length,
    friendships: {
      accepted: count(plan.social.friendships, (friendship) => friendship.acceptedAt !== null),
      pending: count(plan.social.friendships, (friendship) => friendship.acceptedAt === null),
    },
    groups: plan.social.groups.length,
    talk: plan.social.talks.length,
    wishes: plan.social.wishes.length,
    attendanceWords: plan.sport.words.length,
    challenges: plan.sport.challenges.length,
    events: plan.sport.events.length,
    account: DEMO_ACCOUNT,
    milliseconds: Date.now() - started,
  };
}

/**
 * `npm run seed:demo`: brings the database up to date (migrations and reference data, as a
 * start does), removes the previous demo and writes a new one through the services, with a
 * clock set to each moment of its invented week. Refused in production.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<DemoSummary> {
  const { config } = options;
  if (config.production) {
    throw new DemoRefused(
      'seed:demo fills the database with invented people and never runs in production ' +
        '(NODE_ENV=production).',
    );
  }
  const started = Date.now();
  const now = options.now ?? new Date();
  const say = options.say ?? (() => {});
  // The database the server uses; on PostgreSQL, without waiting for each commit's flush.
  const database = options.database ?? (await openDatabase(config, false));
  const clock = createReplayClock(now);
  // No realtime server: nobody listens while the demo writes (on PostgreSQL a running server's
  // clients see the demo when they next fetch).
  const services = createServices(
    database,
    config,
    loadSecrets(config),
    null,
    { warn: (_object, message) => say(message) },
    clock.now,
  );
  try {
    await database.migrate(() => seedReferenceData(seedDependencies(services, config, say)));
    const removed = await removeDemo(services);
    if (removed > 0) say(`Removed the previous demo (${removed} members and all they made).`);
    const references = await loadReferences(services, DEMO_CITIES);
    const timeZones = Object.fromEntries(
      Object.entries(references.cities).map(([key, city]) => [key, city.timeZone]),
    );
    const plan = buildDemoPlan({ now, timeZones, sizes: options.sizes ?? DEMO_SIZES });
    // One hash for every demo member: they all share the published demo password.
    const passwordHash = await services.hasher.hash(sha256Hex(DEMO_ACCOUNT.password));
    const staff = await staffActor(services, config);
    const catalogue = await ensureCatalogue(services, staff);
    await replayPlan(plan, services, clock, references, { passwordHash, staff, catalogue });
    return summarise(plan, removed, started);
  } finally {
    services.notifier.close();
    if (!options.database) await database.close();
  }
}
