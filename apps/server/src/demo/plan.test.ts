import { describe, expect, it } from 'vitest';
import { DEMO_CITIES } from './cities.data.js';
import { zodiacSlug } from './members.plan.js';
import { COMMON_NAMES, NEUTRAL_NAMES, REGIONAL_NAMES } from './people.data.js';
import { buildDemoPlan, DEMO_SIZES, type DemoPlan } from './plan.js';
import { PLAN_TEMPLATES } from './plans.data.js';
import { hourFits, hourIn } from './time.js';

const TIME_ZONES = Object.fromEntries(
  DEMO_CITIES.map((city) => [
    city.key,
    city.key === 'las-palmas' ? 'Atlantic/Canary' : 'Europe/Madrid',
  ]),
);
const HOUR_MS = 60 * 60 * 1000;

const plan = (now: Date) => buildDemoPlan({ now, timeZones: TIME_ZONES });

/** Every rule the replay will meet, checked on the plan alone. */
function expectConsistent(demo: DemoPlan) {
  const now = demo.now.getTime();
  const activities = new Map(demo.activities.map((activity) => [activity.key, activity]));
  const members = new Map(demo.members.map((member) => [member.key, member]));
  for (const activity of demo.activities) {
    const start = activity.startAt.getTime();
    const end = start + activity.durationMinutes * 60_000;
    const zone = TIME_ZONES[activity.cityKey]!;
    if (activity.slot === 'soon') {
      expect(start).toBeGreaterThan(now);
      expect(start).toBeLessThanOrEqual(now + 3 * HOUR_MS);
    }
    if (activity.slot === 'upcoming') expect(start).toBeGreaterThan(now + 3 * HOUR_MS);
    if (activity.slot === 'past') expect(end).toBeLessThan(now);
    expect(activity.createdAt.getTime()).toBeLessThan(Math.min(start, now));
    expect(activity.createdAt.getTime()).toBeGreaterThan(
      members.get(activity.hostKey)!.createdAt.getTime(),
    );
    // Its template suits its start hour, and so does its description.
    const template = PLAN_TEMPLATES.find((entry) => entry.key === activity.template)!;
    expect(hourFits(hourIn(activity.startAt, zone), template.hours)).toBe(true);
    const described = template.descriptions.find(
      (entry) => (typeof entry === 'string' ? entry : entry.text) === activity.description,
    )!;
    if (typeof described !== 'string' && described.hours) {
      expect(hourFits(hourIn(activity.startAt, zone), described.hours)).toBe(true);
    }
    if (typeof described !== 'string' && described.levels) {
      expect(described.levels.map((level) => `levels-${level}`)).toContain(activity.level);
    }
    expect(activity.place.kinds.some((kind) => template.places.includes(kind))).toBe(true);
    expect(members.get(activity.hostKey)!.cityKey).toBe(activity.cityKey);
    expect(activity.description).not.toMatch(/\p{Extended_Pictographic}/u);
  }

  const seen = new Set<string>();
  const joinedAt = new Map<string, number>();
  const placesTaken = new Map<string, number>();
  for (const petition of demo.petitions) {
    const activity = activities.get(petition.activityKey)!;
    const pair = `${petition.activityKey} ${petition.fromKey}`;
    expect(seen.has(pair)).toBe(false);
    seen.add(pair);
    expect(petition.fromKey).not.toBe(activity.hostKey);
    expect(petition.sentAt.getTime()).toBeGreaterThan(activity.createdAt.getTime());
    expect(petition.sentAt.getTime()).toBeLessThan(Math.min(activity.startAt.getTime(), now));
    if (petition.answeredAt) {
      expect(petition.answeredAt.getTime()).toBeGreaterThan(petition.sentAt.getTime());
      expect(petition.answeredAt.getTime()).toBeLessThan(Math.min(activity.startAt.getTime(), now));
    }
    expect(petition.answeredAt === null).toBe(petition.outcome === 'pending');
    if (petition.outcome === 'accepted') {
      joinedAt.set(pair, petition.answeredAt!.getTime());
      placesTaken.set(activity.key, (placesTaken.get(activity.key) ?? 0) + 1);
    }
  }
  for (const activity of demo.activities) {
    expect(placesTaken.get(activity.key) ?? 0).toBeLessThanOrEqual(activity.participants);
  }
  // A full activity takes no request after its last place went.
  for (const activity of demo.activities) {
    const accepted = demo.petitions.filter(
      (petition) => petition.activityKey === activity.key && petition.outcome === 'accepted',
    );
    if (accepted.length < activity.participants) continue;
    const filledAt = Math.max(...accepted.map((petition) => petition.answeredAt!.getTime()));
    for (const petition of demo.petitions) {
      if (petition.activityKey === activity.key && petition.outcome !== 'accepted') {
        expect(petition.sentAt.getTime()).toBeLessThan(filledAt);
      }
    }
  }
  for (const message of demo.messages) {
    const activity = activities.get(message.activityKey)!;
    expect(message.at.getTime()).toBeLessThan(now);
    expect(message.text).not.toMatch(/[{}]/);
    // Plain text: no emoji, which machines without an emoji font show as empty boxes.
    expect(message.text).not.toMatch(/\p{Extended_Pictographic}/u);
    if (message.fromKey !== activity.hostKey) {
      const joined = joinedAt.get(`${message.activityKey} ${message.fromKey}`);
      expect(joined).toBeDefined();
      expect(message.at.getTime()).toBeGreaterThan(joined!);
    }
  }
  for (const read of demo.reads) expect(read.at.getTime()).toBeLessThan(now);
  // The replay's order: each event after what it needs.
  const times = demo.events.map((event) => event.at.getTime());
  expect(times).toEqual([...times].sort((a, b) => a - b));
}

describe('the demo plan', () => {
  it('is the same for the same moment, and has the announced size', () => {
    const now = new Date('2026-05-14T16:20:00Z');
    const first = plan(now);
    expect(JSON.stringify(plan(now))).toBe(JSON.stringify(first));
    const perCity = DEMO_SIZES.soonPerCity + DEMO_SIZES.upcomingPerCity + DEMO_SIZES.pastPerCity;
    expect(first.members).toHaveLength(1 + DEMO_CITIES.length * DEMO_SIZES.membersPerCity);
    // Each city's plans, the demo account's thirteen and a plan for each group with a host.
    const groupPlans = first.social.groups.filter((group) => group.planHostKey !== null).length;
    expect(groupPlans).toBeGreaterThan(0);
    expect(first.activities).toHaveLength(DEMO_CITIES.length * perCity + 13 + groupPlans);
    expect(first.petitions.length).toBeGreaterThan(400);
    expect(first.messages.length).toBeGreaterThan(300);
    for (const outcome of ['pending', 'accepted', 'declined']) {
      expect(first.petitions.some((petition) => petition.outcome === outcome)).toBe(true);
    }
  });

  // Every three hours through a day, on the night the clocks go forward and on a winter day:
  // whatever the hour, something starts soon in every city, and the rules hold.
  const moments = [
    ...Array.from({ length: 8 }, (_, n) => new Date(Date.UTC(2026, 2, 28, 23) + n * 3 * HOUR_MS)),
    new Date('2026-12-31T23:30:00Z'),
    new Date('2027-01-15T04:10:00Z'),
  ];
  it.each(moments)('keeps every rule, with plans starting soon everywhere, at %s', (now) => {
    const demo = plan(now);
    expectConsistent(demo);
    for (const city of DEMO_CITIES) {
      const soon = demo.activities.filter(
        (activity) => activity.cityKey === city.key && activity.slot === 'soon',
      );
      expect(soon.length).toBeGreaterThanOrEqual(DEMO_SIZES.soonPerCity);
    }
  });

  it('makes members who could have signed up: adults, unique e-mails, full profiles', () => {
    const now = new Date('2026-05-14T16:20:00Z');
    const { members } = plan(now);
    expect(new Set(members.map((member) => member.email)).size).toBe(members.length);
    for (const member of members) {
      const age = (now.getTime() - Date.parse(member.birthdate)) / (365.25 * 24 * HOUR_MS);
      expect(age).toBeGreaterThanOrEqual(19);
      expect(age).toBeLessThan(57);
      expect(member.email).toMatch(/^[a-z.]+\d*@demo\.invalid$/);
      expect(member.interests.zodiacal_signs).toEqual([
        `zodiacal_signs-${zodiacSlug(member.birthdate)}`,
      ]);
      expect(member.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('names people with first names a complete profile accepts (more than four letters)', () => {
    const names = [
      ...COMMON_NAMES.women,
      ...COMMON_NAMES.men,
      ...NEUTRAL_NAMES,
      ...Object.values(REGIONAL_NAMES).flatMap((names) => [...names.women, ...names.men]),
    ];
    expect(names.filter((name) => Array.from(name).length <= 4)).toEqual([]);
  });

  it('reads zodiac signs from the calendar', () => {
    expect(zodiacSlug('1995-04-12')).toBe('aries');
    expect(zodiacSlug('1990-01-19')).toBe('capricornio');
    expect(zodiacSlug('1990-01-20')).toBe('acuario');
    expect(zodiacSlug('1988-12-22')).toBe('capricornio');
    expect(zodiacSlug('1988-12-21')).toBe('sagitario');
    expect(zodiacSlug('2001-07-23')).toBe('leo');
  });
});

describe('the demo account’s unread chats', () => {
  /** The chats where someone else wrote after the demo account last opened them. */
  function unreadChats(demo: DemoPlan): string[] {
    const lucia = demo.members[0]!;
    const inChat = new Set([
      ...demo.activities.filter((a) => a.hostKey === lucia.key).map((a) => a.key),
      ...demo.petitions
        .filter((p) => p.fromKey === lucia.key && p.outcome === 'accepted')
        .map((p) => p.activityKey),
    ]);
    const lastRead = new Map<string, number>();
    for (const read of demo.reads.filter((r) => r.readerKey === lucia.key)) {
      lastRead.set(read.activityKey, Math.max(lastRead.get(read.activityKey) ?? 0, +read.at));
    }
    const unread = demo.messages.filter(
      (m) =>
        inChat.has(m.activityKey) &&
        m.fromKey !== lucia.key &&
        +m.at > (lastRead.get(m.activityKey) ?? 0),
    );
    return [...new Set(unread.map((m) => m.activityKey))].sort();
  }

  it('are the three the week plans, at whatever hour the demo is made', () => {
    // Every 7 minutes of a day: a chat she joined after its talk ended used to stay unread
    // at some hours (01:10 UTC among them), making four.
    const sizes = { membersPerCity: 8, soonPerCity: 1, upcomingPerCity: 2, pastPerCity: 1 };
    const start = Date.UTC(2026, 10, 24);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = new Date(start + minute * 60_000);
      const demo = buildDemoPlan({ now, timeZones: TIME_ZONES, sizes });
      expect(unreadChats(demo), now.toISOString()).toHaveLength(3);
    }
    // 206 whole plans, life around them included: a minute or more on a busy machine.
  }, 300_000);
});
