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
import { planMembers, type MemberPlan } from './members.plan.js';
import { createRandom } from './random.js';

/** The same seed, the same people, plans and words at every run. */
export const DEMO_SEED = 20_260_417;

/** How much there is: per city, members and activities in each slot. */
export const DEMO_SIZES = {
  membersPerCity: 26,
  soonPerCity: 4,
  upcomingPerCity: 12,
  pastPerCity: 4,
};

/** One thing that happened, in the order it happened; the demo replays them in this order. */
export type DemoEvent =
  | { kind: 'member'; at: Date; member: MemberPlan }
  | { kind: 'activity'; at: Date; activity: ActivityPlan }
  | { kind: 'petition'; at: Date; petition: PetitionPlan }
  | { kind: 'answer'; at: Date; petition: PetitionPlan }
  | { kind: 'message'; at: Date; message: MessagePlan }
  | { kind: 'read'; at: Date; read: ReadPlan };

export type DemoPlan = {
  now: Date;
  members: MemberPlan[];
  activities: ActivityPlan[];
  petitions: PetitionPlan[];
  messages: MessagePlan[];
  reads: ReadPlan[];
  events: DemoEvent[];
};

const KIND_ORDER: Record<DemoEvent['kind'], number> = {
  member: 0,
  activity: 1,
  petition: 2,
  answer: 3,
  message: 4,
  read: 5,
};

/**
 * Lucía's week, so the demo account is busy: she hosts a plan starting soon (two accepted, two
 * waiting), one tomorrow-ish (waiting requests and a refusal), one with a single request and
 * one that is over; she joined two coming plans with unread messages, one starting soon and
 * one that is over; two of her requests wait and one was declined.
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
  { slot: 'upcoming', hosts: false, outcome: 'pending' },
  { slot: 'upcoming', hosts: false, outcome: 'pending' },
  { slot: 'upcoming', hosts: false, outcome: 'declined' },
];

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
          },
          now,
        ),
      );
    });
  }

  const activities = planned.map((entry) => entry.activity);
  const petitions = planned.flatMap((entry) => entry.petitions);
  const messages = planned.flatMap((entry) => entry.messages);
  const reads = planned.flatMap((entry) => entry.reads);
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
  ];
  // Stable: equal times keep the order above (a member before their plan, a request before
  // its answer).
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return { now, members, activities, petitions, messages, reads, events };
}
