import {
  planActivity,
  type ActivityPlan,
  type ActivitySpec,
  type MessagePlan,
  type Outcome,
  type PetitionPlan,
  type PlannedActivity,
  type ReadPlan,
  type Slot,
} from './activities.plan.js';
import { DEMO_CITIES, type DemoCity } from './cities.data.js';
import { KIND_ORDER, lifeEvents, type DemoEvent } from './events.js';
import { planMembers, type MemberPlan } from './members.plan.js';
import { createRandom, type Random } from './random.js';
import { planSocial, type SocialPlan } from './social.plan.js';
import { planSport, type SportPlan } from './sport.plan.js';
import { dateIn } from './time.js';

/** The same seed, the same people, plans and words at every run. */
export const DEMO_SEED = 20_260_417;

/** How much there is: per city, members and activities in each slot. */
export const DEMO_SIZES = {
  membersPerCity: 26,
  soonPerCity: 4,
  upcomingPerCity: 12,
  pastPerCity: 4,
};

export type { DemoEvent } from './events.js';

export type DemoPlan = {
  now: Date;
  members: MemberPlan[];
  activities: ActivityPlan[];
  petitions: PetitionPlan[];
  messages: MessagePlan[];
  reads: ReadPlan[];
  /** Photos, friends, groups, conversations and wishes (social.plan.ts). */
  social: SocialPlan;
  /** Levels, attendance, results, challenges, events and purchases (sport.plan.ts). */
  sport: SportPlan;
  events: DemoEvent[];
};

/**
 * Lucía's week, so the demo account is busy: she hosts a plan starting soon (two accepted, two
 * waiting), one tomorrow-ish (waiting requests and a refusal), one with a single request and
 * one that is over; she joined two coming plans with unread messages, one starting soon and
 * three that are over (enough for her reliability to show); two of her requests wait and one
 * was declined.
 */
type LuciaPart = {
  slot: Slot;
  hosts: boolean;
  outcome?: Outcome;
  counts?: Partial<Record<Outcome, number>>;
  unread?: boolean;
};

const LUCIA_WEEK: LuciaPart[] = [
  { slot: 'soon', hosts: true, counts: { accepted: 2, pending: 2, declined: 0 }, unread: true },
  { slot: 'upcoming', hosts: true, counts: { accepted: 2, pending: 3, declined: 1 } },
  { slot: 'upcoming', hosts: true, counts: { accepted: 0, pending: 1, declined: 0 } },
  { slot: 'past', hosts: true, counts: { accepted: 4, pending: 0, declined: 1 } },
  { slot: 'upcoming', hosts: false, outcome: 'accepted', unread: true },
  { slot: 'upcoming', hosts: false, outcome: 'accepted', unread: true },
  { slot: 'soon', hosts: false, outcome: 'accepted' },
  { slot: 'past', hosts: false, outcome: 'accepted' },
  { slot: 'past', hosts: false, outcome: 'accepted' },
  { slot: 'past', hosts: false, outcome: 'accepted' },
  { slot: 'upcoming', hosts: false, outcome: 'pending' },
  { slot: 'upcoming', hosts: false, outcome: 'pending' },
  { slot: 'upcoming', hosts: false, outcome: 'declined' },
];

/**
 * The days before today of Lucía's plans that are over, one for each: days of this month
 * first (her points are in this month's ranking whenever the month has begun a day ago or
 * more), then the others of the last six; never more than two on a day, so the day's three
 * activities (decision 0034) never hold her facts.
 */
function luciaPastDays(random: Random, now: Date, timeZone: string, count: number): number[] {
  const dayOfMonth = Number(dateIn(now, timeZone).slice(8, 10));
  const inMonth = Math.min(6, dayOfMonth - 1);
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, n) => from + n);
  const order = [...random.shuffle(range(1, inMonth)), ...random.shuffle(range(inMonth + 1, 6))];
  return Array.from({ length: count }, (_, n) => order[n % order.length]!);
}

/**
 * Everything the demo writes, decided before anything is written: members in every city,
 * activities starting soon, in the coming days and already over, with their requests, chats
 * and reads, all timed relative to `now`. Pure: the same `now` gives the same plan.
 */
export function buildDemoPlan(options: {
  now: Date;
  /** Each demo city's time zone, as the database has it. */
  timeZones: Record<string, string>;
  cities?: DemoCity[];
  sizes?: typeof DEMO_SIZES;
  seed?: number;
}): DemoPlan {
  const { now, timeZones } = options;
  const cities = options.cities ?? DEMO_CITIES;
  const sizes = options.sizes ?? DEMO_SIZES;
  const random = createRandom(options.seed ?? DEMO_SEED);
  const members = planMembers(random, now, cities, sizes.membersPerCity);
  const lucia = members[0]!;
  const planned: PlannedActivity[] = [];

  for (const city of cities) {
    const timeZone = timeZones[city.key];
    if (!timeZone) throw new Error(`no time zone for ${city.key}`);
    const people = members.filter((member) => member.cityKey === city.key);
    const usedDescriptions = new Set<string>();
    const spec = (key: string, slot: Slot, host: MemberPlan): ActivitySpec => ({
      key,
      city,
      timeZone,
      slot,
      host,
      pool: people.filter((member) => member !== host && member !== lucia),
      usedDescriptions,
      readsAll: lucia,
    });
    const slots: Slot[] = [
      ...Array<Slot>(sizes.soonPerCity).fill('soon'),
      ...Array<Slot>(sizes.upcomingPerCity).fill('upcoming'),
      ...Array<Slot>(sizes.pastPerCity).fill('past'),
    ];
    slots.forEach((slot, index) => {
      const host = random.pick(people.filter((member) => member !== lucia));
      planned.push(planActivity(random, spec(`${city.key}-a${index}`, slot, host), now));
    });
    if (city.key !== lucia.cityKey) continue;
    const pastDays = luciaPastDays(
      random,
      now,
      timeZone,
      LUCIA_WEEK.filter((part) => part.slot === 'past').length,
    );
    LUCIA_WEEK.forEach((part, index) => {
      const host = part.hosts ? lucia : random.pick(people.filter((member) => member !== lucia));
      const base = spec(`lucia-a${index}`, part.slot, host);
      planned.push(
        planActivity(
          random,
          {
            ...base,
            ...(part.counts && { counts: part.counts }),
            ...(part.outcome && { forced: [{ member: lucia, outcome: part.outcome }] }),
            ...(part.unread && { leavesUnread: lucia }),
            ...(part.slot === 'past' && { pastDay: pastDays.shift()! }),
          },
          now,
        ),
      );
    });
  }

  // The life around the plans draws from a stream of its own: adding to it never moves the
  // week above.
  const life = createRandom((options.seed ?? DEMO_SEED) + 1);
  const social = planSocial(life, { now, members, cities, timeZones });
  // Each group with a host has a plan for its members alone, coming in the next days.
  for (const group of social.groups) {
    const city = cities.find((entry) => entry.key === group.cityKey);
    const host = members.find((member) => member.key === group.planHostKey);
    if (!city || !host) continue;
    const inGroup = new Set([group.ownerKey, ...group.members.map((member) => member.key)]);
    planned.push(
      planActivity(
        life,
        {
          key: `${group.key}-plan`,
          city,
          timeZone: timeZones[city.key]!,
          slot: 'upcoming',
          host,
          pool: members.filter((m) => inGroup.has(m.key) && m !== host && m !== lucia),
          usedDescriptions: new Set(),
          groupKey: group.key,
        },
        now,
      ),
    );
  }

  const activities = planned.map((entry) => entry.activity);
  const petitions = planned.flatMap((entry) => entry.petitions);
  const messages = planned.flatMap((entry) => entry.messages);
  const reads = planned.flatMap((entry) => entry.reads);
  const sport = planSport(life, {
    now,
    members,
    activities,
    petitions,
    cities,
    timeZones,
    closeFriendKey: social.closeFriendKey,
  });
  const events: DemoEvent[] = [
    ...members.map((member) => ({ kind: 'member' as const, at: member.createdAt, member })),
    ...activities.map((activity) => ({
      kind: 'activity' as const,
      at: activity.createdAt,
      activity,
    })),
    ...petitions.map((petition) => ({ kind: 'petition' as const, at: petition.sentAt, petition })),
    ...petitions
      .filter((petition) => petition.answeredAt !== null)
      .map((petition) => ({ kind: 'answer' as const, at: petition.answeredAt!, petition })),
    ...messages.map((message) => ({ kind: 'message' as const, at: message.at, message })),
    ...reads.map((read) => ({ kind: 'read' as const, at: read.at, read })),
    ...lifeEvents(social, sport),
  ];
  // Stable: equal times keep the order above (a member before their plan, a request before
  // its answer).
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return { now, members, activities, petitions, messages, reads, social, sport, events };
}
