import { describe, expect, it } from 'vitest';
import { wishExpiry } from '../modules/wishes/windows.js';
import { STORE_ITEMS, LUCIA_BADGE } from './brands.data.js';
import { DEMO_CITIES } from './cities.data.js';
import { buildDemoPlan, type DemoPlan } from './plan.js';
import { privateConversationKey } from './social.plan.js';
import { dateIn } from './time.js';

// The life around the plans (social.plan.ts, sport.plan.ts): every rule the replay will meet,
// checked on the plan alone, at moments through a day, at a month's turn and on the night the
// clocks change.

const TIME_ZONES = Object.fromEntries(
  DEMO_CITIES.map((city) => [
    city.key,
    city.key === 'las-palmas' ? 'Atlantic/Canary' : 'Europe/Madrid',
  ]),
);
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SMALL = { membersPerCity: 8, soonPerCity: 1, upcomingPerCity: 2, pastPerCity: 1 };

const moments = [
  new Date('2026-05-14T16:20:00Z'),
  new Date('2026-03-29T01:30:00Z'),
  new Date('2026-12-31T23:30:00Z'),
  new Date('2027-01-01T09:10:00Z'),
  new Date('2027-01-02T06:45:00Z'),
  new Date('2026-11-28T21:05:00Z'),
];

/** Every rule of the life, as the services will apply them. */
function expectLifeConsistent(demo: DemoPlan) {
  const now = demo.now.getTime();
  const { social, sport } = demo;
  const members = new Map(demo.members.map((member) => [member.key, member]));
  const created = (key: string) => members.get(key)!.createdAt.getTime();
  const lucia = demo.members[0]!;

  // Friendships: one a pair, asked after both joined Antojo, answered after they were asked.
  const friendsSince = new Map<string, number>();
  const pairs = new Set<string>();
  for (const friendship of social.friendships) {
    const pair = [friendship.fromKey, friendship.toKey].sort().join('|');
    expect(pairs.has(pair)).toBe(false);
    pairs.add(pair);
    expect(friendship.fromKey).not.toBe(friendship.toKey);
    expect(friendship.sentAt.getTime()).toBeGreaterThan(
      Math.max(created(friendship.fromKey), created(friendship.toKey)),
    );
    expect(friendship.sentAt.getTime()).toBeLessThan(now);
    if (friendship.acceptedAt) {
      expect(friendship.acceptedAt.getTime()).toBeGreaterThan(friendship.sentAt.getTime());
      expect(friendship.acceptedAt.getTime()).toBeLessThan(now);
      friendsSince.set(pair, friendship.acceptedAt.getTime());
    }
  }
  const friendsAt = (a: string, b: string, at: number) =>
    (friendsSince.get([a, b].sort().join('|')) ?? Infinity) < at;

  // Groups: members come in after the group and their own sign-up; invitations come from
  // someone in it, to a friend; a private group is asked, a public one joined.
  const inGroup = new Map<string, Map<string, number>>();
  for (const group of social.groups) {
    expect(group.createdAt.getTime()).toBeGreaterThan(created(group.ownerKey));
    expect(group.name.length).toBeLessThanOrEqual(60);
    const joined = new Map([[group.ownerKey, group.createdAt.getTime()]]);
    for (const member of group.members) {
      expect(member.at.getTime()).toBeGreaterThan(
        Math.max(group.createdAt.getTime(), created(member.key)),
      );
      expect(member.at.getTime()).toBeLessThan(now);
      if (member.via === 'join') expect(group.visibility).toBe('public');
      if (member.via === 'request') {
        expect(group.visibility).toBe('private');
        expect(member.since!.getTime()).toBeLessThan(member.at.getTime());
      }
      if (member.via === 'invitation') {
        expect(joined.get(member.byKey!)).toBeLessThan(member.since!.getTime());
        expect(friendsAt(member.byKey!, member.key, member.since!.getTime())).toBe(true);
        expect(member.since!.getTime()).toBeLessThan(member.at.getTime());
      }
      joined.set(member.key, member.at.getTime());
    }
    for (const request of group.requests) {
      expect(group.visibility).toBe('private');
      expect(joined.has(request.key)).toBe(false);
      expect(request.at.getTime()).toBeLessThan(now);
    }
    for (const invitation of group.invitations) {
      expect(joined.has(invitation.key)).toBe(false);
      expect(friendsAt(invitation.byKey, invitation.key, invitation.at.getTime())).toBe(true);
      expect(invitation.at.getTime()).toBeLessThan(now);
    }
    inGroup.set(group.key, joined);
  }
  // A group's plan: hosted and asked for by members only, after they came in.
  for (const activity of demo.activities.filter((a) => a.groupKey !== null)) {
    const joined = inGroup.get(activity.groupKey!)!;
    expect(joined.get(activity.hostKey)).toBeLessThan(activity.createdAt.getTime());
    for (const petition of demo.petitions.filter((p) => p.activityKey === activity.key)) {
      expect(joined.get(petition.fromKey)).toBeLessThan(petition.sentAt.getTime());
    }
  }

  // Conversations: a pair opens theirs when friends (or after a wish answer); lines and reads
  // come from people in them at the time.
  const opened = new Map<string, number>();
  for (const conversation of social.conversations) {
    const [a, b] = conversation.memberKeys;
    const answered = social.wishes.some((wish) =>
      wish.answers.some(
        (answer) =>
          ((wish.fromKey === a && answer.key === b) || (wish.fromKey === b && answer.key === a)) &&
          answer.at.getTime() < conversation.at.getTime(),
      ),
    );
    expect(friendsAt(a, b, conversation.at.getTime()) || answered).toBe(true);
    expect(conversation.key).toBe(privateConversationKey(a, b));
    opened.set(conversation.key, conversation.at.getTime());
  }
  const inConversation = (key: string, member: string, at: number) =>
    key.startsWith('group:')
      ? (inGroup.get(key.slice('group:'.length))!.get(member) ?? Infinity) < at
      : key.includes(member) && (opened.get(key) ?? Infinity) < at;
  for (const talk of social.talks) {
    expect(inConversation(talk.conversationKey, talk.fromKey, talk.at.getTime())).toBe(true);
    expect(talk.at.getTime()).toBeLessThan(now);
    expect(talk.text).not.toMatch(/\p{Extended_Pictographic}/u);
  }
  for (const read of social.talkReads) {
    expect(inConversation(read.conversationKey, read.readerKey, read.at.getTime())).toBe(true);
    expect(read.at.getTime()).toBeLessThan(now);
  }

  // Wishes: one a member, open for two hours at least, answered by others before now.
  const wishers = new Set<string>();
  for (const wish of social.wishes) {
    expect(wishers.has(wish.fromKey)).toBe(false);
    wishers.add(wish.fromKey);
    expect(wish.text.length).toBeLessThanOrEqual(140);
    expect(wish.at.getTime()).toBeLessThan(now);
    const ends = wishExpiry(wish.window, wish.at, TIME_ZONES[wish.cityKey]!).getTime();
    expect(ends).toBeGreaterThan(now + 2 * HOUR_MS);
    for (const answer of wish.answers) {
      expect(answer.key).not.toBe(wish.fromKey);
      expect(answer.at.getTime()).toBeGreaterThan(wish.at.getTime());
      expect(answer.at.getTime()).toBeLessThan(now);
    }
    expect(new Set(wish.answers.map((answer) => answer.key)).size).toBe(wish.answers.length);
  }

  // Words on plans that are over: while marks are open (until 48 hours after the end), about
  // people who had a place, the host marking and the others confirming.
  const activities = new Map(demo.activities.map((activity) => [activity.key, activity]));
  const placed = new Set(
    demo.petitions
      .filter((p) => p.outcome === 'accepted')
      .map((p) => `${p.activityKey} ${p.fromKey}`),
  );
  const endOf = (key: string) => {
    const activity = activities.get(key)!;
    return activity.startAt.getTime() + activity.durationMinutes * MINUTE_MS;
  };
  for (const word of sport.words) {
    expect(placed.has(`${word.activityKey} ${word.memberKey}`)).toBe(true);
    expect(word.at.getTime()).toBeGreaterThan(endOf(word.activityKey));
    expect(word.at.getTime()).toBeLessThan(Math.min(now, endOf(word.activityKey) + 48 * HOUR_MS));
  }
  for (const result of sport.results) {
    const activity = activities.get(result.activityKey)!;
    expect(result.reporterKey).toBe(activity.hostKey);
    expect(result.teamA).toContain(activity.hostKey);
    expect(result.teamB.length).toBeGreaterThan(0);
    for (const key of [...result.teamA, ...result.teamB].filter((k) => k !== activity.hostKey)) {
      expect(placed.has(`${result.activityKey} ${key}`)).toBe(true);
    }
    const closes = Math.min(now, endOf(result.activityKey) + 48 * HOUR_MS);
    expect(result.at.getTime()).toBeGreaterThan(activity.startAt.getTime());
    expect(result.at.getTime()).toBeLessThan(closes);
    if (result.answer) {
      expect(result.teamB).toContain(result.answer.byKey);
      expect(result.answer.at.getTime()).toBeGreaterThan(result.at.getTime());
      expect(result.answer.at.getTime()).toBeLessThan(closes);
    }
  }
  // Levels from the questions come before any result could move them.
  const firstResult = Math.min(now, ...sport.results.map((result) => result.at.getTime()));
  for (const assessment of sport.assessments) {
    expect(assessment.at.getTime()).toBeGreaterThan(created(assessment.memberKey));
    expect(assessment.at.getTime()).toBeLessThan(firstResult);
  }

  // Challenges: members join before the facts a challenge counts, which are the plans that
  // ended in its period; the open ones are open now.
  const firstWord = Math.min(now, ...sport.words.map((word) => word.at.getTime()));
  for (const challenge of sport.challenges) {
    expect(challenge.createdAt.getTime()).toBeLessThan(now);
    expect(challenge.endsAt.getTime()).toBeGreaterThan(now);
    for (const join of challenge.joins) {
      expect(join.at.getTime()).toBeGreaterThan(
        Math.max(challenge.createdAt.getTime(), created(join.key)),
      );
      expect(join.at.getTime()).toBeLessThan(now);
      if (challenge.startsAt.getTime() < now) expect(join.at.getTime()).toBeLessThan(firstWord);
    }
    if (challenge.startsAt.getTime() < now) {
      expect(challenge.startsAt.getTime()).toBeLessThan(
        Math.min(...sport.words.map((word) => endOf(word.activityKey))),
      );
    }
  }
  // Events start later, their places taken by people of their city before now.
  for (const event of sport.events) {
    expect(event.startAt.getTime()).toBeGreaterThan(now);
    expect(event.requests.length).toBeLessThanOrEqual(event.idea.participants);
    for (const request of event.requests) {
      expect(request.at.getTime()).toBeGreaterThan(event.createdAt.getTime());
      expect(request.at.getTime()).toBeLessThan(now);
    }
  }

  // What the demo account bought, she could pay: after her plans' words, at its price or more.
  const hers = demo.activities.filter(
    (a) => a.slot === 'past' && (a.hostKey === lucia.key || placed.has(`${a.key} ${lucia.key}`)),
  );
  const [purchase] = sport.purchases;
  const lastWord = Math.max(
    ...sport.words.filter((w) => hers.some((a) => a.key === w.activityKey)).map((w) => +w.at),
  );
  expect(purchase!.at.getTime()).toBeGreaterThan(lastWord);
  const earned = hers.reduce((sum, activity) => {
    if (activity.hostKey !== lucia.key) return sum + 5;
    const verified = sport.words.some(
      (w) => w.activityKey === activity.key && w.by === 'member' && w.tookPlace,
    );
    return sum + (verified ? 8 : 0);
  }, 0);
  const price = STORE_ITEMS.find((item) => item.key === LUCIA_BADGE)!.price;
  expect(earned).toBeGreaterThanOrEqual(price);
  // Never three of her plans on one day (the day's cap never holds her facts back), and from a
  // month's second day on, some of them ended this month (her ranking of the month).
  const days = hers.map((a) => dateIn(new Date(endOf(a.key)), TIME_ZONES[a.cityKey]!));
  for (const day of days) expect(days.filter((d) => d === day).length).toBeLessThanOrEqual(2);
  const today = dateIn(demo.now, TIME_ZONES[lucia.cityKey]!);
  if (Number(today.slice(8)) >= 2) {
    expect(days.some((day) => day.slice(0, 7) === today.slice(0, 7))).toBe(true);
  }
  // The replay's order: each event after what it needs.
  const times = demo.events.map((event) => event.at.getTime());
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(Math.max(...times)).toBeLessThan(now);
}

describe('the life around the plans', () => {
  it.each(moments)('keeps every rule at %s', (now) => {
    expectLifeConsistent(buildDemoPlan({ now, timeZones: TIME_ZONES }));
    expectLifeConsistent(buildDemoPlan({ now, timeZones: TIME_ZONES, sizes: SMALL }));
  });

  it('gives the demo account what every screen shows', () => {
    for (const sizes of [undefined, SMALL]) {
      const demo = buildDemoPlan({ now: moments[0]!, timeZones: TIME_ZONES, sizes });
      const { social, sport } = demo;
      const lucia = demo.members[0]!.key;
      const about = (keys: string[]) => keys.includes(lucia);
      expect(social.photos.filter((photo) => photo.memberKey === lucia).length).toBeGreaterThan(2);
      const hers = social.friendships.filter((f) => about([f.fromKey, f.toKey]));
      expect(hers.filter((f) => f.acceptedAt).length).toBeGreaterThanOrEqual(3);
      expect(hers.filter((f) => !f.acceptedAt && f.toKey === lucia).length).toBe(2);
      expect(hers.filter((f) => !f.acceptedAt && f.fromKey === lucia).length).toBe(1);
      const groups = social.groups.filter(
        (g) => g.ownerKey === lucia || g.members.some((m) => m.key === lucia),
      );
      expect(new Set(groups.map((g) => g.visibility))).toEqual(new Set(['public', 'private']));
      expect(groups.some((g) => g.ownerKey === lucia && g.requests.length > 0)).toBe(true);
      expect(social.groups.some((g) => g.invitations.some((i) => i.key === lucia))).toBe(true);
      expect(social.talks.filter((t) => t.fromKey === lucia).length).toBeGreaterThan(2);
      expect(social.wishes.find((w) => w.fromKey === lucia)!.answers.length).toBe(2);
      expect(new Set(social.wishes.map((w) => w.cityKey)).size).toBe(DEMO_CITIES.length);
      expect(sport.assessments.filter((a) => a.memberKey === lucia).length).toBe(3);
      expect(
        sport.words.filter((w) => w.memberKey === lucia && w.by === 'member').length,
      ).toBeGreaterThanOrEqual(3);
      expect(sport.challenges.some((c) => c.joins.some((j) => j.key === lucia))).toBe(true);
      expect(sport.events.some((e) => e.requests.some((r) => r.key === lucia))).toBe(true);
      expect(sport.purchases.map((p) => p.memberKey)).toEqual([lucia]);
      // The friend she talks with also runs the brand's race, as they say.
      const friend = social.closeFriendKey;
      expect(
        social.conversations.some((c) => c.key === privateConversationKey(lucia, friend)),
      ).toBe(true);
      expect(sport.events.some((e) => e.requests.some((r) => r.key === friend))).toBe(true);
    }
  });

  it('is the same for the same moment', () => {
    const now = moments[0]!;
    const first = JSON.stringify(buildDemoPlan({ now, timeZones: TIME_ZONES, sizes: SMALL }));
    expect(JSON.stringify(buildDemoPlan({ now, timeZones: TIME_ZONES, sizes: SMALL }))).toBe(first);
  });

  it('keeps friendships a week old or more for the groups that invite friends', () => {
    const demo = buildDemoPlan({ now: moments[0]!, timeZones: TIME_ZONES });
    const lucia = demo.members[0]!.key;
    for (const f of demo.social.friendships.filter(
      (f) => f.acceptedAt && [f.fromKey, f.toKey].includes(lucia),
    )) {
      expect(f.acceptedAt!.getTime()).toBeLessThan(demo.now.getTime() - 7 * DAY_MS);
    }
  });
});
