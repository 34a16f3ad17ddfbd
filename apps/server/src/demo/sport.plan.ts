import type { ActivityPlan, PetitionPlan } from './activities.plan.js';
import { awake } from './activities.plan.js';
import {
  CHALLENGES,
  EVENTS,
  LUCIA_BADGE,
  type ChallengeIdea,
  type EventIdea,
} from './brands.data.js';
import type { DemoCity, DemoPlace } from './cities.data.js';
import type { MemberPlan } from './members.plan.js';
import { PLAN_TEMPLATES } from './plans.data.js';
import type { Random } from './random.js';
import { addDays, atLocal, dateIn, DAY_MS, HOUR_MS, MINUTE_MS } from './time.js';

/** A member's first level in a discipline (tag), from the four questions' answers (0–3). */
export type AssessmentPlan = {
  memberKey: string;
  discipline: string;
  answers: [number, number, number, number];
  at: Date;
};

/**
 * One side's word on an attendance: the host marks `memberKey` present or absent, or
 * `memberKey` says the plan took place.
 */
export type AttendanceWordPlan =
  | { activityKey: string; memberKey: string; by: 'host'; present: boolean; at: Date }
  | { activityKey: string; memberKey: string; by: 'member'; tookPlace: boolean; at: Date };

/** A competitive plan's result, reported by its host and answered by the other side. */
export type ResultPlan = {
  activityKey: string;
  reporterKey: string;
  teamA: string[];
  teamB: string[];
  winner: 'a' | 'b' | 'draw';
  at: Date;
  answer: { byKey: string; confirm: boolean; at: Date } | null;
};

export type ChallengePlan = {
  key: string;
  idea: ChallengeIdea;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  joins: Array<{ key: string; at: Date }>;
};

/** A brand's event, made by staff, and who took a place in it. */
export type EventPlan = {
  key: string;
  idea: EventIdea;
  place: DemoPlace;
  startAt: Date;
  createdAt: Date;
  requests: Array<{ key: string; at: Date }>;
};

export type PurchasePlan = { memberKey: string; itemKey: string; at: Date };

export type SportPlan = {
  assessments: AssessmentPlan[];
  words: AttendanceWordPlan[];
  results: ResultPlan[];
  challenges: ChallengePlan[];
  events: EventPlan[];
  purchases: PurchasePlan[];
};

/** Disciplines whose plans have a winner (teams or pairs facing each other). */
const COMPETITIVE = new Set(
  ['padel', 'tenis', 'futbol', 'futbol-sala', 'baloncesto', 'voley-playa'].map(
    (slug) => `disciplines-${slug}`,
  ),
);
const DISCIPLINES = [
  ...new Set(PLAN_TEMPLATES.flatMap((t) => (t.discipline ? [`disciplines-${t.discipline}`] : []))),
];

/** The demo account's levels: pádel and running she knows, tennis she is starting. */
const LUCIA_LEVELS: Array<Pick<AssessmentPlan, 'discipline' | 'answers'>> = [
  { discipline: 'disciplines-padel', answers: [2, 2, 1, 2] },
  { discipline: 'disciplines-running', answers: [2, 3, 1, 2] },
  { discipline: 'disciplines-tenis', answers: [1, 1, 0, 1] },
];

const endOf = (activity: ActivityPlan) =>
  activity.startAt.getTime() + activity.durationMinutes * MINUTE_MS;

/**
 * Sport around the plans, decided before anything is written: levels from the four
 * questions, the words on every plan that is over (the host's marks, the participants'
 * confirmations: verified attendance, then points, coins and challenge progress as the
 * product counts them), results of competitive plans, the challenges and who joined them
 * before the facts they count, the brands' events and who took a place, and what the demo
 * account bought with her coins. Pure: the same `now` and `random` give the same sport.
 */
export function planSport(
  random: Random,
  options: {
    now: Date;
    members: MemberPlan[];
    activities: ActivityPlan[];
    petitions: PetitionPlan[];
    cities: DemoCity[];
    timeZones: Record<string, string>;
    /** The demo account's closest friend, who also runs the brand's race. */
    closeFriendKey: string;
  },
): SportPlan {
  const { members, activities, petitions, cities, timeZones, closeFriendKey } = options;
  const now = options.now.getTime();
  const lucia = members[0]!;
  const madridZone = timeZones[lucia.cityKey]!;
  const accepted = new Map<string, string[]>();
  for (const petition of petitions) {
    if (petition.outcome !== 'accepted') continue;
    accepted.set(petition.activityKey, [
      ...(accepted.get(petition.activityKey) ?? []),
      petition.fromKey,
    ]);
  }

  const assessments = members.flatMap((member): AssessmentPlan[] => {
    const from = member.createdAt.getTime() + DAY_MS;
    const at = awake(random, timeZones[member.cityKey]!, from, from + 3 * DAY_MS);
    if (member === lucia)
      return LUCIA_LEVELS.map((level) => ({ ...level, memberKey: member.key, at }));
    if (random.chance(0.2)) return [];
    const played = activities
      .filter(
        (a) =>
          a.discipline !== null &&
          (a.hostKey === member.key || accepted.get(a.key)?.includes(member.key)),
      )
      .map((a) => a.discipline!);
    const chosen = [...new Set([...played, random.pick(DISCIPLINES)])].slice(0, random.int(1, 3));
    return chosen.map((discipline) => ({
      memberKey: member.key,
      discipline,
      answers: [random.int(0, 3), random.int(0, 3), random.int(0, 3), random.int(0, 3)],
      at,
    }));
  });

  const words: AttendanceWordPlan[] = [];
  const results: ResultPlan[] = [];
  for (const activity of activities.filter((a) => a.slot === 'past')) {
    const players = accepted.get(activity.key) ?? [];
    if (players.length === 0) continue;
    const zone = timeZones[activity.cityKey]!;
    const end = endOf(activity);
    // Marks close 48 hours after the end (decision 0027); everything was said before now.
    const latest = Math.min(now - 3 * MINUTE_MS, end + 47 * HOUR_MS);
    const markedAt = awake(random, zone, end + 5 * MINUTE_MS, Math.min(end + 6 * HOUR_MS, latest));
    const came: string[] = [];
    players.forEach((key, index) => {
      const present = key === lucia.key || random.chance(0.9);
      if (present) came.push(key);
      words.push({
        activityKey: activity.key,
        memberKey: key,
        by: 'host',
        present,
        at: new Date(markedAt.getTime() + index * 30_000),
      });
      if (key === lucia.key || (present && random.chance(0.85))) {
        words.push({
          activityKey: activity.key,
          memberKey: key,
          by: 'member',
          tookPlace: true,
          at: awake(random, zone, end + 10 * MINUTE_MS, Math.min(end + 30 * HOUR_MS, latest)),
        });
      }
    });
    if (!activity.discipline || !COMPETITIVE.has(activity.discipline) || came.length === 0)
      continue;
    if (!random.chance(0.75)) continue;
    const others = random.shuffle(came);
    const half = Math.ceil((others.length + 1) / 2);
    const teamA = [activity.hostKey, ...others.slice(0, half - 1)];
    const teamB = others.slice(half - 1);
    const reportFrom = markedAt.getTime() + 2 * MINUTE_MS + players.length * 30_000;
    const at = awake(
      random,
      zone,
      reportFrom,
      Math.max(Math.min(end + 8 * HOUR_MS, latest), reportFrom),
    );
    const answerFrom = at.getTime() + 10 * MINUTE_MS;
    const answerTo = Math.min(at.getTime() + 10 * HOUR_MS, latest);
    results.push({
      activityKey: activity.key,
      reporterKey: activity.hostKey,
      teamA,
      teamB,
      winner: random.weighted([
        ['a', 45],
        ['b', 45],
        ['draw', 10],
      ] as const),
      at,
      answer:
        answerTo > answerFrom
          ? {
              byKey: random.pick(teamB),
              confirm: random.chance(0.9),
              at: awake(random, zone, answerFrom, answerTo),
            }
          : null,
    });
  }
  words.sort((a, b) => a.at.getTime() - b.at.getTime());

  // Challenges run on Madrid's calendar; members join before the facts they count came.
  const today = dateIn(options.now, madridZone);
  const earliestFact = Math.min(now, ...words.map((word) => word.at.getTime()));
  const challenges = CHALLENGES.map((idea): ChallengePlan => {
    const startsAt = atLocal(addDays(today, -idea.startsDaysAgo), 0, 0, madridZone);
    const endsAt = atLocal(addDays(today, idea.days - idea.startsDaysAgo), 0, 0, madridZone);
    const createdAt =
      idea.startsDaysAgo > 0
        ? awake(random, madridZone, startsAt.getTime() - 2 * DAY_MS, startsAt.getTime() - DAY_MS)
        : awake(random, madridZone, now - 2 * DAY_MS, now - DAY_MS);
    const joinsBy = idea.startsDaysAgo > 0 ? earliestFact - HOUR_MS : now - HOUR_MS;
    const joins = members
      .filter((member) => (member === lucia ? idea.lucia : random.chance(idea.joins)))
      .map((member) => {
        const from = Math.max(createdAt.getTime(), member.createdAt.getTime()) + HOUR_MS;
        const to = Math.max(Math.min(from + 3 * DAY_MS, joinsBy), from + MINUTE_MS);
        return { key: member.key, at: awake(random, madridZone, from, to) };
      });
    return { key: `c-${idea.key}`, idea, startsAt, endsAt, createdAt, joins };
  });

  const events = EVENTS.flatMap((idea): EventPlan[] => {
    const city = cities.find((entry) => entry.key === idea.cityKey);
    if (!city) return [];
    const zone = timeZones[city.key]!;
    const fitting = city.places.filter((p) => p.kinds.some((kind) => idea.places.includes(kind)));
    const place = random.pick(fitting.length > 0 ? fitting : city.places);
    const startAt = atLocal(addDays(dateIn(options.now, zone), idea.inDays), idea.hour, 0, zone);
    const createdAt = awake(random, zone, now - 7 * DAY_MS, now - 5 * DAY_MS);
    const people = members.filter((m) => m.cityKey === city.key && m !== lucia);
    const friend = people.find((m) => m.key === closeFriendKey && idea.lucia);
    const askers = [
      ...(friend ? [friend] : []),
      ...random.sample(
        people.filter((m) => m !== friend),
        Math.max(0, Math.min(idea.requests, people.length) - (friend ? 1 : 0)),
      ),
      ...(idea.lucia ? [lucia] : []),
    ];
    const requests = askers
      .map((member) => ({
        key: member.key,
        at: awake(random, zone, createdAt.getTime() + HOUR_MS, now - 10 * MINUTE_MS),
      }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    return [{ key: `e-${idea.key}`, idea, place, startAt, createdAt, requests }];
  });

  // With the coins of her plans over, the demo account bought a badge.
  const hers = new Set(
    activities
      .filter((a) => a.hostKey === lucia.key || accepted.get(a.key)?.includes(lucia.key))
      .map((a) => a.key),
  );
  const lastWord = Math.max(
    0,
    ...words.filter((word) => hers.has(word.activityKey)).map((word) => word.at.getTime()),
    ...results
      .filter((result) => hers.has(result.activityKey))
      .flatMap((result) => [result.at.getTime(), result.answer?.at.getTime() ?? 0]),
  );
  const purchases: PurchasePlan[] = [
    {
      memberKey: lucia.key,
      itemKey: LUCIA_BADGE,
      at: new Date(Math.min(lastWord + random.int(10, 60) * MINUTE_MS, now - 2 * MINUTE_MS)),
    },
  ];

  return { assessments, words, results, challenges, events, purchases };
}
