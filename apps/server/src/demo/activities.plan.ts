import { CHAT_LINES } from './chats.data.js';
import type { DemoCity, DemoPlace } from './cities.data.js';
import type { MemberPlan } from './members.plan.js';
import { PLAN_TEMPLATES, type PlanTemplate } from './plans.data.js';
import type { Random } from './random.js';
import {
  addDays,
  atLocal,
  clockTimeIn,
  dateIn,
  hourFits,
  hourIn,
  HOUR_MS,
  MINUTE_MS,
} from './time.js';

/** When a plan starts: within the next 3 hours (the "ahora" feed), in the coming days, or gone. */
export type Slot = 'soon' | 'upcoming' | 'past';
export type Outcome = 'accepted' | 'declined' | 'pending';

export type ActivityPlan = {
  key: string;
  hostKey: string;
  cityKey: string;
  slot: Slot;
  template: string;
  /** Option tags. */
  type: string;
  discipline: string | null;
  level: string | null;
  description: string;
  startAt: Date;
  durationMinutes: number;
  participants: number;
  place: DemoPlace;
  createdAt: Date;
  /** A plan for a group's members alone (social.plan.ts), by the group's key. */
  groupKey: string | null;
};

export type PetitionPlan = {
  key: string;
  activityKey: string;
  fromKey: string;
  outcome: Outcome;
  sentAt: Date;
  /** When the host answered; none while pending. */
  answeredAt: Date | null;
};

export type MessagePlan = { activityKey: string; fromKey: string; text: string; at: Date };

/** Someone who takes part in a chat opens it at `at` and sees what others wrote before. */
export type ReadPlan = { activityKey: string; readerKey: string; at: Date };

export type PlannedActivity = {
  activity: ActivityPlan;
  petitions: PetitionPlan[];
  messages: MessagePlan[];
  reads: ReadPlan[];
};

/** What a caller fixes about one activity; the rest is chosen at random. */
export type ActivitySpec = {
  key: string;
  city: DemoCity;
  timeZone: string;
  slot: Slot;
  host: MemberPlan;
  /** Members who may ask to join (the host left out). */
  pool: MemberPlan[];
  /** People whose request ends this way, whatever else happens. */
  forced?: Array<{ member: MemberPlan; outcome: Outcome }>;
  /** How many requests end each way, the forced ones included. */
  counts?: Partial<Record<Outcome, number>>;
  /** A member who leaves at least one message unread in this chat. */
  leavesUnread?: MemberPlan;
  /** A member who has read everything in this chat, unless they are `leavesUnread`. */
  readsAll?: MemberPlan;
  /** Descriptions already used in this city, to vary them. */
  usedDescriptions: Set<string>;
  /** For a plan that is over: how many days before today it was (some days more, if need be). */
  pastDay?: number;
  /** A group the plan is for. */
  groupKey?: string;
};

export const between = (random: Random, from: number, to: number) =>
  new Date(to <= from ? from : from + Math.floor(random.next() * (to - from)));

/** A moment in [from, to), when people there are likely awake (08:00 to 01:00) if it can be. */
export function awake(random: Random, timeZone: string, from: number, to: number): Date {
  let at = between(random, from, to);
  for (let attempt = 0; attempt < 6 && !hourFits(hourIn(at, timeZone), [[8, 25]]); attempt++) {
    at = between(random, from, to);
  }
  return at;
}

/** One of the demo account's plans, whose story has to show: answered requests, a chat. */
const featured = (spec: ActivitySpec) => (spec.forced?.length ?? 0) > 0 || !!spec.leavesUnread;

function placesFor(city: DemoCity, template: PlanTemplate): DemoPlace[] {
  return city.places.filter((place) => place.kinds.some((kind) => template.places.includes(kind)));
}

function pickTemplate(random: Random, city: DemoCity, fits: (t: PlanTemplate) => boolean) {
  const candidates = PLAN_TEMPLATES.filter(
    (template) => fits(template) && placesFor(city, template).length > 0,
  );
  return random.weighted(candidates.map((template) => [template, template.weight] as const));
}

/** A start, a template that suits its hour, and a duration, for the slot. */
function when(random: Random, spec: ActivitySpec, now: Date) {
  const { city, timeZone: zone } = spec;
  const today = dateIn(now, zone);
  const nowMs = now.getTime();
  if (spec.slot === 'soon') {
    // 30 minutes to 2 h 45 ahead, on a quarter hour: whatever the hour, something starts soon.
    const quarter = 15 * MINUTE_MS;
    const start = new Date(Math.ceil(nowMs / quarter) * quarter + random.int(1, 10) * quarter);
    const template = pickTemplate(random, city, (t) => hourFits(hourIn(start, zone), t.hours));
    return { start, template, duration: random.pick(template.durations) };
  }
  const template = pickTemplate(random, city, () => true);
  const duration = random.pick(template.durations);
  const [from, to] = random.weighted(template.hours.map((range) => [range, range[1] - range[0]]));
  const hour = random.int(from, to - 1);
  const minute = random.pick([0, 0, 0, 30, 30, 15, 45]);
  if (spec.slot === 'upcoming') {
    let day = random.weighted([
      [0, 2],
      [1, 4],
      [2, 4],
      [3, 3],
      [4, 3],
      [5, 2],
      [6, 2],
    ]);
    // Beyond the "ahora" window, so each slot keeps its meaning.
    while (atLocal(addDays(today, day), hour, minute, zone).getTime() < nowMs + 3.25 * HOUR_MS) {
      day++;
    }
    return { start: atLocal(addDays(today, day), hour, minute, zone), template, duration };
  }
  let day = spec.pastDay !== undefined ? -spec.pastDay : -random.int(1, 6);
  // Over at least an hour ago, so its chat has had time to say goodbye.
  while (
    atLocal(addDays(today, day), hour, minute, zone).getTime() + duration * MINUTE_MS >
    nowMs - HOUR_MS
  ) {
    day--;
  }
  return { start: atLocal(addDays(today, day), hour, minute, zone), template, duration };
}

/** A description that fits the start's hour, preferably one not used yet in the city. */
/**
 * A description that fits the start's hour and the level, preferably one not used yet in the
 * city.
 */
function describe(
  random: Random,
  template: PlanTemplate,
  fit: { hour: number; level: string | null },
  used: Set<string>,
) {
  const fitting = template.descriptions.flatMap((entry) => {
    if (typeof entry === 'string') return [entry];
    const hourFitting = !entry.hours || hourFits(fit.hour, entry.hours);
    const levelFitting = !entry.levels || (fit.level !== null && entry.levels.includes(fit.level));
    return hourFitting && levelFitting ? [entry.text] : [];
  });
  const fresh = fitting.filter((text) => !used.has(text));
  const description = random.pick(fresh.length > 0 ? fresh : fitting);
  used.add(description);
  return description;
}

/** How many requests end each way, given the places and who may ask. */
function outcomeCounts(random: Random, spec: ActivitySpec, participants: number) {
  const forced = spec.forced ?? [];
  const forcedOf = (outcome: Outcome) => forced.filter((entry) => entry.outcome === outcome).length;
  const fill =
    spec.slot === 'past'
      ? random.weighted([
          [0.5, 1],
          [0.75, 2],
          [1, 2],
        ])
      : random.weighted([
          [0, 1.5],
          [0.25, 3],
          [0.5, 3],
          [0.75, 1.5],
          [1, 1],
        ]);
  let accepted =
    spec.counts?.accepted ?? Math.max(fill > 0 ? 1 : 0, Math.round(participants * fill));
  accepted = Math.min(participants, Math.max(accepted, forcedOf('accepted')));
  const full = accepted >= participants;
  let pending =
    spec.counts?.pending ??
    (full || spec.slot === 'past'
      ? 0
      : random.weighted([
          [0, 4],
          [1, 3],
          [2, 1.5],
          [3, 0.5],
        ]));
  pending = Math.max(pending, forcedOf('pending'));
  let declined = spec.counts?.declined ?? (random.chance(0.25) ? random.int(1, 2) : 0);
  declined = Math.max(declined, forcedOf('declined'));
  // A pending request waits for a place: a full activity has none.
  if (pending > 0 && accepted >= participants) accepted = participants - 1;
  const room = spec.pool.length + forced.length;
  while (accepted + pending + declined > room) {
    if (pending > forcedOf('pending')) pending--;
    else if (declined > forcedOf('declined')) declined--;
    else accepted--;
  }
  return { accepted, pending, declined };
}

/**
 * Requests in time: each sent after the activity was published and before it starts (and
 * before now), the answered ones answered a little later. A full activity takes no request
 * once its last place is given, so every request to it was sent before that.
 */
function planPetitions(
  random: Random,
  spec: ActivitySpec,
  activity: ActivityPlan,
  now: Date,
): PetitionPlan[] {
  const counts = outcomeCounts(random, spec, activity.participants);
  const forced = spec.forced ?? [];
  const forcedKeys = new Set(forced.map((entry) => entry.member.key));
  const others = random.shuffle(spec.pool.filter((member) => !forcedKeys.has(member.key)));
  const requesters: Array<{ member: MemberPlan; outcome: Outcome }> = [...forced];
  for (const outcome of ['accepted', 'pending', 'declined'] as const) {
    const missing = counts[outcome] - forced.filter((entry) => entry.outcome === outcome).length;
    for (let n = 0; n < missing; n++) requesters.push({ member: others.pop()!, outcome });
  }
  const opened = activity.createdAt.getTime() + 5 * MINUTE_MS;
  const limit = Math.min(now.getTime(), activity.startAt.getTime()) - MINUTE_MS;
  // In the demo account's plans everyone answered has been in for an hour at least, so the
  // chat has had time to talk.
  const answeredBy = featured(spec) ? limit - HOUR_MS : limit;
  const petitions = requesters.map(({ member, outcome }, index): PetitionPlan => {
    if (outcome === 'pending') {
      return {
        key: `${activity.key}-p${index}`,
        activityKey: activity.key,
        fromKey: member.key,
        outcome,
        sentAt: awake(random, spec.timeZone, opened, limit),
        answeredAt: null,
      };
    }
    const sentAt = awake(random, spec.timeZone, opened, answeredBy - 15 * MINUTE_MS);
    const answeredAt = awake(
      random,
      spec.timeZone,
      sentAt.getTime() + 3 * MINUTE_MS,
      Math.min(sentAt.getTime() + 8 * HOUR_MS, answeredBy),
    );
    return {
      key: `${activity.key}-p${index}`,
      activityKey: activity.key,
      fromKey: member.key,
      outcome,
      sentAt,
      answeredAt,
    };
  });
  const acceptances = petitions
    .filter((petition) => petition.outcome === 'accepted')
    .map((petition) => petition.answeredAt!.getTime());
  if (acceptances.length >= activity.participants) {
    const filledAt = Math.max(...acceptances);
    for (const petition of petitions) {
      if (petition.outcome === 'accepted' || petition.sentAt.getTime() < filledAt) continue;
      petition.sentAt = awake(random, spec.timeZone, opened, filledAt - MINUTE_MS);
      petition.answeredAt = awake(
        random,
        spec.timeZone,
        petition.sentAt.getTime() + MINUTE_MS,
        answeredBy,
      );
    }
  }
  return petitions;
}

/** Fills `{lugar}` and `{hora}`. */
function say(text: string, activity: ActivityPlan, timeZone: string): string {
  return text
    .replaceAll('{lugar}', activity.place.address.split(',')[0]!)
    .replaceAll('{hora}', clockTimeIn(activity.startAt, timeZone));
}

/**
 * The chat: the host's welcome, hellos, questions and answers, the day's reminder, arrivals and
 * goodbyes, each said by someone who was in the chat by then (the host, or a member once
 * accepted) and never after now.
 */
function planMessages(
  random: Random,
  spec: ActivitySpec,
  activity: ActivityPlan,
  petitions: PetitionPlan[],
  now: Date,
): MessagePlan[] {
  const template = PLAN_TEMPLATES.find((entry) => entry.key === activity.template)!;
  const joined = petitions
    .filter((petition) => petition.outcome === 'accepted')
    .map((petition) => ({ key: petition.fromKey, at: petition.answeredAt!.getTime() }));
  if (joined.length === 0) return [];
  const host = { key: activity.hostKey, at: activity.createdAt.getTime() };
  const firstJoin = Math.min(...joined.map((member) => member.at));
  const start = activity.startAt.getTime();
  const end = start + activity.durationMinutes * MINUTE_MS;
  const chatEnd = Math.min(now.getTime() - MINUTE_MS, end + 3 * HOUR_MS);
  if (chatEnd <= firstJoin + 2 * MINUTE_MS) return [];
  // The demo account's chats say more; others' (which it cannot see) a little less.
  const rich = featured(spec);
  const lines: MessagePlan[] = [];
  const add = (fromKey: string, text: string, at: number) => {
    if (at <= chatEnd) {
      lines.push({
        activityKey: activity.key,
        fromKey,
        text: say(text, activity, spec.timeZone),
        at: new Date(at),
      });
    }
  };
  /** Someone in the chat at `at`, the host among them. */
  const speakerAt = (at: number, membersOnly = false) => {
    const present = joined.filter((member) => member.at + 30_000 < at);
    const choices = membersOnly ? present : [host, ...present];
    return choices.length > 0 ? random.pick(choices).key : undefined;
  };

  if (random.chance(rich ? 0.9 : 0.6)) {
    add(
      host.key,
      random.pick(CHAT_LINES.welcome),
      awake(
        random,
        spec.timeZone,
        firstJoin + MINUTE_MS,
        Math.min(firstJoin + 3 * HOUR_MS, chatEnd),
      ).getTime(),
    );
  }
  for (const member of joined) {
    if (random.chance(rich ? 0.6 : 0.3) && member.at + MINUTE_MS < chatEnd) {
      const at = awake(
        random,
        spec.timeZone,
        member.at + MINUTE_MS,
        Math.min(member.at + 6 * HOUR_MS, chatEnd),
      );
      add(member.key, random.pick(CHAT_LINES.hello), at.getTime());
    }
  }
  const beforeStart = Math.min(chatEnd, start) - 5 * MINUTE_MS;
  for (const [question, answer] of random.sample(
    template.ask,
    random.int(rich ? 1 : 0, rich ? 2 : 1),
  )) {
    const at = awake(random, spec.timeZone, firstJoin + 2 * MINUTE_MS, beforeStart).getTime();
    const asker = speakerAt(at, true);
    if (!asker || at >= beforeStart) continue;
    add(asker, question, at);
    add(
      host.key,
      answer,
      awake(random, spec.timeZone, at + MINUTE_MS, Math.min(at + 2 * HOUR_MS, chatEnd)).getTime(),
    );
  }
  if (template.say.length > 0 && random.chance(rich ? 0.8 : 0.4)) {
    const at = awake(random, spec.timeZone, firstJoin + MINUTE_MS, beforeStart).getTime();
    const speaker = speakerAt(at);
    if (speaker && at < beforeStart) add(speaker, random.pick(template.say), at);
  }
  const reminderAt = start - random.int(30, 180) * MINUTE_MS;
  if (random.chance(rich ? 0.8 : 0.5) && reminderAt > firstJoin && reminderAt < chatEnd) {
    add(host.key, random.pick(CHAT_LINES.reminder), reminderAt);
  }
  if (start - 12 * MINUTE_MS < chatEnd) {
    for (const text of random.sample(CHAT_LINES.arriving, random.int(1, 2))) {
      const at = awake(
        random,
        spec.timeZone,
        start - 12 * MINUTE_MS,
        Math.min(start + 8 * MINUTE_MS, chatEnd),
      ).getTime();
      const speaker = speakerAt(at);
      if (speaker) add(speaker, text, at);
    }
  }
  if (end + 10 * MINUTE_MS < chatEnd) {
    const goodbyes = random.sample([...template.after, ...CHAT_LINES.thanks], random.int(1, 3));
    for (const text of goodbyes) {
      const at = awake(random, spec.timeZone, end + 10 * MINUTE_MS, chatEnd).getTime();
      const speaker = speakerAt(at);
      if (speaker) add(speaker, text, at);
    }
  }
  lines.sort((a, b) => a.at.getTime() - b.at.getTime());
  return lines;
}

/**
 * When each person in the chat last opened it: most have read everything, some stopped part
 * way; `leavesUnread` has at least the last message from someone else unread.
 */
function planReads(
  random: Random,
  spec: ActivitySpec,
  activity: ActivityPlan,
  petitions: PetitionPlan[],
  messages: MessagePlan[],
  now: Date,
): ReadPlan[] {
  const present = [
    { key: activity.hostKey, at: activity.createdAt.getTime() },
    ...petitions
      .filter((petition) => petition.outcome === 'accepted')
      .map((petition) => ({ key: petition.fromKey, at: petition.answeredAt!.getTime() })),
  ];
  const reads: ReadPlan[] = [];
  for (const person of present) {
    const keen = spec.readsAll?.key === person.key;
    // Not everyone opens every chat: some never looked (their messages stay unread).
    if (!keen && spec.leavesUnread?.key !== person.key && random.chance(0.3)) continue;
    const fromOthers = messages.filter((message) => message.fromKey !== person.key);
    if (fromOthers.length === 0) continue;
    const times = fromOthers.map((message) => message.at.getTime());
    let at: number;
    if (spec.leavesUnread?.key === person.key) {
      // Opened just before the last one to three messages from others.
      const unread = random.int(1, Math.min(3, times.length));
      at = times[times.length - unread]! - random.int(1, 20) * MINUTE_MS;
      if (at <= person.at) continue;
    } else if (keen || random.chance(0.8)) {
      // After the last message, and after they joined: one who joined once the talk was over
      // opens the chat then (reading it earlier would leave it all unread, and the demo
      // account's count of unread chats would depend on the hour it was made).
      const after = Math.max(times.at(-1)!, person.at);
      at = Math.min(after + random.int(1, 90) * MINUTE_MS, now.getTime() - 10_000);
    } else {
      const upTo = random.int(0, times.length - 1);
      at = awake(
        random,
        spec.timeZone,
        times[upTo]! + 1000,
        times[upTo + 1] ?? now.getTime() - 10_000,
      ).getTime();
    }
    if (at > person.at)
      reads.push({ activityKey: activity.key, readerKey: person.key, at: new Date(at) });
  }
  return reads;
}

/** One activity with its requests, chat and reads, all in the past of `now` but its start. */
export function planActivity(random: Random, spec: ActivitySpec, now: Date): PlannedActivity {
  const { start, template, duration } = when(random, spec, now);
  const nowMs = now.getTime();
  let createdAt =
    spec.slot === 'soon'
      ? Math.min(
          start.getTime() - random.int(60, 3 * 24 * 60) * MINUTE_MS,
          nowMs - random.int(45, 180) * MINUTE_MS,
        )
      : spec.slot === 'upcoming'
        ? nowMs - random.int(40, 4 * 24 * 60) * MINUTE_MS
        : start.getTime() - random.int(12 * 60, 5 * 24 * 60) * MINUTE_MS;
  // The demo account's plans have been out for a while: their requests were answered, their
  // chats have talked.
  if (featured(spec) && spec.slot !== 'past') {
    createdAt = Math.min(createdAt, nowMs - random.int(6, 30) * HOUR_MS);
  }
  const [min, max] = template.participants;
  const wanted = spec.forced?.length ?? 0;
  const level = template.levels ? random.pick(template.levels) : null;
  const activity: ActivityPlan = {
    key: spec.key,
    hostKey: spec.host.key,
    cityKey: spec.city.key,
    slot: spec.slot,
    template: template.key,
    type: `activity_types-${template.type}`,
    discipline: template.discipline ? `disciplines-${template.discipline}` : null,
    level: level ? `levels-${level}` : null,
    description: describe(
      random,
      template,
      { hour: hourIn(start, spec.timeZone), level },
      spec.usedDescriptions,
    ),
    startAt: start,
    durationMinutes: duration,
    participants: Math.max(random.int(min, max), (spec.counts?.accepted ?? 0) + 1, wanted),
    place: random.pick(placesFor(spec.city, template)),
    createdAt: new Date(createdAt),
    groupKey: spec.groupKey ?? null,
  };
  const petitions = planPetitions(random, spec, activity, now);
  const messages = planMessages(random, spec, activity, petitions, now);
  if (spec.leavesUnread) ensureUnread(random, spec, activity, petitions, messages, now);
  const reads = planReads(random, spec, activity, petitions, messages, now);
  return { activity, petitions, messages, reads };
}

/**
 * Makes sure someone other than `reader` wrote after `reader` joined, so `reader` has
 * something unread: the host, or for the host's own plan the latest member to join.
 */
function ensureUnread(
  random: Random,
  spec: ActivitySpec,
  activity: ActivityPlan,
  petitions: PetitionPlan[],
  messages: MessagePlan[],
  now: Date,
) {
  const reader = spec.leavesUnread!;
  if (messages.some((message) => message.fromKey !== reader.key)) return;
  const joinedAt =
    reader.key === activity.hostKey
      ? activity.createdAt.getTime()
      : petitions.find((petition) => petition.fromKey === reader.key)?.answeredAt?.getTime();
  if (joinedAt === undefined) return;
  // The host writes to a member; a member who joined writes to the host.
  const writer =
    reader.key === activity.hostKey
      ? petitions
          .filter((petition) => petition.outcome === 'accepted')
          .sort((a, b) => a.answeredAt!.getTime() - b.answeredAt!.getTime())[0]
      : undefined;
  if (reader.key === activity.hostKey && !writer) return;
  const writerKey = writer ? writer.fromKey : activity.hostKey;
  const writerSince = writer ? writer.answeredAt!.getTime() : activity.createdAt.getTime();
  const from = Math.max(joinedAt, writerSince) + 3 * MINUTE_MS;
  const to = now.getTime() - 2 * MINUTE_MS;
  const text =
    writerKey === activity.hostKey
      ? '¿Todo bien para las {hora}? Si hay cualquier cambio lo aviso por aquí.'
      : '¿Sigue en pie lo de las {hora}? ¡Tengo muchas ganas!';
  messages.push({
    activityKey: activity.key,
    fromKey: writerKey,
    text: say(text, activity, spec.timeZone),
    at: awake(random, spec.timeZone, from, to),
  });
  messages.sort((a, b) => a.at.getTime() - b.at.getTime());
}
