import type { WishWindow } from '@app/contract/wishes';
import { wishExpiry } from '../modules/wishes/windows.js';
import { awake } from './activities.plan.js';
import type { DemoCity, DemoPlace } from './cities.data.js';
import type { MemberPlan } from './members.plan.js';
import { PHOTO_THEMES, type PhotoTheme } from './pictures.js';
import type { Random } from './random.js';
import {
  COASTAL_CITIES,
  FRIEND_TALK,
  FRIEND_TALK_UNREAD,
  GROUP_IDEAS,
  LUCIA_WISHES,
  OLD_FRIEND_TALK,
  WISH_ANSWER_TALK,
  WISH_IDEAS,
  type GroupIdea,
  type WishIdea,
} from './social.data.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time.js';

/** A photo on a member's profile: what it shows, and the seed that draws it. */
export type PhotoPlan = { memberKey: string; theme: PhotoTheme; seed: number };

/** A friend request, and when it was accepted (null: still waiting). */
export type FriendshipPlan = {
  fromKey: string;
  toKey: string;
  sentAt: Date;
  acceptedAt: Date | null;
};

/**
 * Someone in a group and how they came in: joined a public group, accepted an invitation, or
 * asked to join a private one and were let in by its owner (`at` is when they were in).
 */
export type GroupMemberPlan = {
  key: string;
  at: Date;
  via: 'join' | 'invitation' | 'request';
  /** For an invitation: who sent it and when. For a request: when it was sent. */
  byKey?: string;
  since?: Date;
};

export type GroupPlan = {
  key: string;
  idea: string;
  ownerKey: string;
  cityKey: string;
  name: string;
  description: string;
  visibility: 'public' | 'private';
  theme: PhotoTheme;
  pictureSeed: number;
  createdAt: Date;
  members: GroupMemberPlan[];
  /** Requests to join still waiting for an answer. */
  requests: Array<{ key: string; at: Date }>;
  /** Invitations still waiting for an answer. */
  invitations: Array<{ key: string; byKey: string; at: Date }>;
  /** A member who hosts a plan for the group alone. */
  planHostKey: string | null;
};

/** A private conversation, opened by one of the pair before its first message. */
export type ConversationPlan = {
  key: string;
  memberKeys: [string, string];
  openerKey: string;
  at: Date;
};

/** A line in a private conversation (`pair:…`) or a group's chat (`group:…`). */
export type TalkPlan = { conversationKey: string; fromKey: string; text: string; at: Date };
/** Someone opened a conversation at `at` and read everything said before. */
export type TalkReadPlan = { conversationKey: string; readerKey: string; at: Date };

export type WishPlan = {
  key: string;
  fromKey: string;
  cityKey: string;
  text: string;
  window: WishWindow;
  type: 'sport' | 'social';
  discipline: string | null;
  lat: number;
  lon: number;
  at: Date;
  answers: Array<{ key: string; at: Date }>;
};

export type SocialPlan = {
  photos: PhotoPlan[];
  friendships: FriendshipPlan[];
  groups: GroupPlan[];
  conversations: ConversationPlan[];
  talks: TalkPlan[];
  talkReads: TalkReadPlan[];
  wishes: WishPlan[];
  /** The demo account's closest friend, who talks to her and runs with her. */
  closeFriendKey: string;
};

const pairKey = (a: string, b: string) => [a, b].sort().join('|');
export const privateConversationKey = (a: string, b: string) => `pair:${pairKey(a, b)}`;
export const groupConversationKey = (groupKey: string) => `group:${groupKey}`;

/** `count` moments in [from, to), in order, at hours people are awake where possible. */
function moments(random: Random, zone: string, from: number, to: number, count: number): number[] {
  return Array.from({ length: count }, () => awake(random, zone, from, to).getTime()).sort(
    (a, b) => a - b,
  );
}

/**
 * Everything around the plans, decided before anything is written: photos, friendships (the
 * demo account's friends, requests she received and sent, and friends among the others),
 * groups with their members, requests, invitations, chats and a plan of their own, private
 * conversations, and live wishes in every city with their answers. Pure: the same `now` and
 * `random` give the same life.
 */
export function planSocial(
  random: Random,
  options: {
    now: Date;
    members: MemberPlan[];
    cities: DemoCity[];
    timeZones: Record<string, string>;
  },
): SocialPlan {
  const { members, cities, timeZones } = options;
  const now = options.now.getTime();
  const lucia = members[0]!;
  const zoneOf = (member: MemberPlan) => timeZones[member.cityKey]!;
  const madridZone = zoneOf(lucia);
  const cityOf = new Map(cities.map((city) => [city.key, city]));

  const photos: PhotoPlan[] = members.flatMap((member) => {
    const themes =
      member === lucia
        ? (['mountain', 'court', 'city', 'beach'] as PhotoTheme[])
        : random.sample(
            PHOTO_THEMES,
            random.weighted([
              [0, 3],
              [1, 4],
              [2, 3],
            ] as const),
          );
    return themes.map((theme) => ({ memberKey: member.key, theme, seed: random.int(1, 2 ** 30) }));
  });

  // The demo account's circle, in her city: friends, people who asked her, one she asked.
  const neighbours = random.shuffle(
    members.filter((member) => member.cityKey === lucia.cityKey && member !== lucia),
  );
  const friendCount = Math.max(3, Math.min(7, Math.floor(neighbours.length * 0.45)));
  const friends = neighbours.slice(0, friendCount);
  const askers = neighbours.slice(friendCount, friendCount + 2);
  const asked = neighbours.slice(friendCount + 2, friendCount + 3);
  const rest = neighbours.slice(friendCount + 3);
  const closeFriend = friends[0]!;

  const friendships: FriendshipPlan[] = [];
  const paired = new Set<string>();
  /** An old friendship: asked at least ten days ago, accepted within the day. */
  const befriend = (a: MemberPlan, b: MemberPlan) => {
    const from = Math.max(a.createdAt.getTime(), b.createdAt.getTime()) + DAY_MS;
    const sentAt = awake(random, zoneOf(a), from, Math.max(now - 10 * DAY_MS, from + HOUR_MS));
    const [fromMember, toMember] = random.chance(0.5) ? [a, b] : [b, a];
    friendships.push({
      fromKey: fromMember.key,
      toKey: toMember.key,
      sentAt,
      acceptedAt: awake(
        random,
        zoneOf(a),
        sentAt.getTime() + 10 * MINUTE_MS,
        sentAt.getTime() + 20 * HOUR_MS,
      ),
    });
    paired.add(pairKey(a.key, b.key));
  };
  /** A request still waiting, sent in the last days. */
  const ask = (from: MemberPlan, to: MemberPlan, hoursAgo: [number, number]) => {
    friendships.push({
      fromKey: from.key,
      toKey: to.key,
      sentAt: awake(random, zoneOf(from), now - hoursAgo[1] * HOUR_MS, now - hoursAgo[0] * HOUR_MS),
      acceptedAt: null,
    });
    paired.add(pairKey(from.key, to.key));
  };
  for (const friend of friends) befriend(lucia, friend);
  for (const asker of askers) ask(asker, lucia, [2, 40]);
  for (const other of asked) ask(lucia, other, [5, 30]);
  // Friends among everyone else, in each city.
  for (const city of cities) {
    const people = members.filter((member) => member.cityKey === city.key && member !== lucia);
    const wanted = Math.round(people.length * 0.6);
    for (let tries = 0, made = 0; made < wanted && tries < wanted * 5; tries++) {
      const [a, b] = random.sample(people, 2);
      if (!a || !b || paired.has(pairKey(a.key, b.key))) continue;
      if (random.chance(0.85)) befriend(a, b);
      else ask(a, b, [3, 70]);
      made++;
    }
  }

  const groups = planGroups(random, {
    now,
    lucia,
    friends,
    outsiders: [...rest, ...askers, ...asked],
    members,
    cities,
    timeZones,
  });

  const talks: TalkPlan[] = [];
  const talkReads: TalkReadPlan[] = [];
  for (const group of groups) {
    const chat = planGroupChat(random, group, {
      now,
      zone: timeZones[group.cityKey]!,
      lucia: lucia.key,
      // Her friend's group has news she has not read; her own she has read.
      unreadForLucia: group.ownerKey === closeFriend.key ? 2 : 0,
    });
    talks.push(...chat.talks);
    talkReads.push(...chat.reads);
  }

  const conversations: ConversationPlan[] = [];
  /** A private talk: the pair's lines at moments in [from, to); she reads all but `unread`. */
  const privateTalk = (
    friend: MemberPlan,
    lines: Array<{ by: 'lucia' | 'friend'; text: string }>,
    [from, to]: [number, number],
    unread: number,
  ) => {
    const key = privateConversationKey(lucia.key, friend.key);
    const times = moments(random, madridZone, from, to, lines.length);
    const opener = lines[0]!.by === 'lucia' ? lucia : friend;
    conversations.push({
      key,
      memberKeys: [lucia.key, friend.key],
      openerKey: opener.key,
      at: new Date(times[0]! - MINUTE_MS),
    });
    lines.forEach((line, index) => {
      talks.push({
        conversationKey: key,
        fromKey: line.by === 'lucia' ? lucia.key : friend.key,
        text: line.text,
        at: new Date(times[index]!),
      });
    });
    const lastRead = lines.length - 1 - unread;
    if (lastRead >= 0 && lines[lastRead]!.by === 'friend') {
      const next = times[lastRead + 1] ?? now;
      const at =
        times[lastRead]! + Math.min(random.int(1, 30) * MINUTE_MS, (next - times[lastRead]!) / 2);
      talkReads.push({ conversationKey: key, readerKey: lucia.key, at: new Date(at) });
    }
  };
  privateTalk(
    closeFriend,
    FRIEND_TALK,
    [now - 3 * DAY_MS, now - 20 * MINUTE_MS],
    FRIEND_TALK_UNREAD,
  );
  privateTalk(friends[1]!, OLD_FRIEND_TALK, [now - 6 * DAY_MS, now - 5 * DAY_MS], 0);

  const wishes = planWishes(random, { now, members, cities: cityOf, timeZones, lucia });
  // Her wish: a friend and someone she does not know yet said "¡Me apunto!"; the stranger
  // writes to her (an answer opens a conversation, decision 0026).
  const own = wishes.find((wish) => wish.fromKey === lucia.key)!;
  const stranger = rest[0] ?? askers[0]!;
  const answerers = [friends.at(-1)!, stranger];
  own.answers = moments(
    random,
    madridZone,
    own.at.getTime() + 5 * MINUTE_MS,
    now - 10 * MINUTE_MS,
    2,
  ).map((at, index) => ({ key: answerers[index]!.key, at: new Date(at) }));
  const strangerAnswer = own.answers[1]!.at.getTime();
  const key = privateConversationKey(lucia.key, stranger.key);
  const times = moments(random, madridZone, strangerAnswer + 2 * MINUTE_MS, now - 2 * MINUTE_MS, 2);
  conversations.push({
    key,
    memberKeys: [lucia.key, stranger.key],
    openerKey: stranger.key,
    at: new Date(strangerAnswer + MINUTE_MS),
  });
  WISH_ANSWER_TALK.forEach((text, index) => {
    talks.push({ conversationKey: key, fromKey: stranger.key, text, at: new Date(times[index]!) });
  });
  // And she said "¡Me apunto!" to a wish of her city.
  const theirs = wishes.find(
    (wish) =>
      wish.cityKey === lucia.cityKey &&
      wish.fromKey !== lucia.key &&
      wish.answers.every((answer) => answer.key !== lucia.key),
  );
  if (theirs) {
    theirs.answers.push({
      key: lucia.key,
      at: awake(random, madridZone, theirs.at.getTime() + 5 * MINUTE_MS, now - 5 * MINUTE_MS),
    });
    theirs.answers.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  return {
    photos,
    friendships,
    groups,
    conversations,
    talks,
    talkReads,
    wishes,
    closeFriendKey: closeFriend.key,
  };
}

function makeGroup(
  random: Random,
  idea: GroupIdea,
  options: {
    key: string;
    owner: MemberPlan;
    city: DemoCity;
    visibility: 'public' | 'private';
    createdAt: number;
  },
): GroupPlan {
  return {
    key: options.key,
    idea: idea.key,
    ownerKey: options.owner.key,
    cityKey: options.city.key,
    name: idea.name.replaceAll('{ciudad}', options.city.name),
    description: idea.description,
    visibility: options.visibility,
    theme: idea.theme,
    pictureSeed: random.int(1, 2 ** 30),
    createdAt: new Date(Math.max(options.createdAt, options.owner.createdAt.getTime() + DAY_MS)),
    members: [],
    requests: [],
    invitations: [],
    planHostKey: null,
  };
}

const ideaOf = (key: string) => GROUP_IDEAS.find((idea) => idea.key === key)!;

/**
 * The groups: in the demo account's city, her friend's public pádel group (she is in it),
 * her own private mountain group (friends she invited, two requests waiting), a public
 * running group she is not in, and a private one that invites her; one public group in every
 * other city. Everyone is in at least a week before now, so their groups' plans can follow.
 */
function planGroups(
  random: Random,
  options: {
    now: number;
    lucia: MemberPlan;
    friends: MemberPlan[];
    outsiders: MemberPlan[];
    members: MemberPlan[];
    cities: DemoCity[];
    timeZones: Record<string, string>;
  },
): GroupPlan[] {
  const { now, lucia, friends, outsiders, members, cities, timeZones } = options;
  const groups: GroupPlan[] = [];
  const madrid = cities.find((city) => city.key === lucia.cityKey)!;
  const zone = timeZones[madrid.key]!;
  const joinsBy = now - 7 * DAY_MS;
  /** `member` joins a public `group` at a moment after both existed and a week before now. */
  const join = (group: GroupPlan, member: MemberPlan) => {
    const from = Math.max(group.createdAt.getTime(), member.createdAt.getTime()) + HOUR_MS;
    group.members.push({
      key: member.key,
      at: awake(random, zone, from, Math.max(joinsBy, from + HOUR_MS)),
      via: 'join',
    });
  };
  const neighbours = members.filter((m) => m.cityKey === madrid.key && m !== lucia);

  const padel = makeGroup(random, ideaOf('padel'), {
    key: 'g-padel',
    owner: friends[0]!,
    city: madrid,
    visibility: 'public',
    createdAt: awake(random, zone, now - 60 * DAY_MS, now - 30 * DAY_MS).getTime(),
  });
  join(padel, lucia);
  const players = random.sample(
    neighbours.filter((m) => m !== friends[0]),
    Math.min(6, neighbours.length - 1),
  );
  for (const player of players) join(padel, player);
  padel.planHostKey = friends[0]!.key;
  groups.push(padel);

  const mountain = makeGroup(random, ideaOf('montana'), {
    key: 'g-montana',
    owner: lucia,
    city: madrid,
    visibility: 'private',
    createdAt: awake(random, zone, now - 9 * DAY_MS, now - 8 * DAY_MS).getTime(),
  });
  for (const friend of friends.slice(1, 4)) {
    const invitedAt = awake(
      random,
      zone,
      mountain.createdAt.getTime() + 10 * MINUTE_MS,
      mountain.createdAt.getTime() + DAY_MS,
    );
    mountain.members.push({
      key: friend.key,
      via: 'invitation',
      byKey: lucia.key,
      since: invitedAt,
      at: awake(
        random,
        zone,
        invitedAt.getTime() + 10 * MINUTE_MS,
        invitedAt.getTime() + 12 * HOUR_MS,
      ),
    });
  }
  mountain.requests = outsiders.slice(0, 2).map((member) => ({
    key: member.key,
    at: awake(random, zone, now - 40 * HOUR_MS, now - 3 * HOUR_MS),
  }));
  mountain.planHostKey = friends[1]?.key ?? null;
  groups.push(mountain);

  const runningOwner = outsiders[0] ?? friends.at(-1)!;
  const running = makeGroup(random, ideaOf('running'), {
    key: 'g-running',
    owner: runningOwner,
    city: madrid,
    visibility: 'public',
    createdAt: awake(random, zone, now - 45 * DAY_MS, now - 20 * DAY_MS).getTime(),
  });
  const runners = random.sample(
    neighbours.filter((m) => m !== runningOwner),
    Math.min(random.int(2, 5), neighbours.length - 1),
  );
  for (const runner of runners) join(running, runner);
  groups.push(running);

  const gamesOwner = friends.at(-1)!;
  const games = makeGroup(random, ideaOf('juegos'), {
    key: 'g-juegos',
    owner: gamesOwner,
    city: madrid,
    visibility: 'private',
    createdAt: awake(random, zone, now - 25 * DAY_MS, now - 15 * DAY_MS).getTime(),
  });
  for (const member of random.sample(
    neighbours.filter((m) => m !== gamesOwner),
    Math.min(random.int(1, 3), neighbours.length - 1),
  )) {
    const from = Math.max(games.createdAt.getTime(), member.createdAt.getTime()) + HOUR_MS;
    const since = awake(random, zone, from, Math.max(joinsBy, from + HOUR_MS));
    games.members.push({
      key: member.key,
      via: 'request',
      since,
      at: awake(random, zone, since.getTime() + 20 * MINUTE_MS, since.getTime() + 10 * HOUR_MS),
    });
  }
  games.invitations = [
    {
      key: lucia.key,
      byKey: gamesOwner.key,
      at: awake(random, zone, now - 20 * HOUR_MS, now - HOUR_MS),
    },
  ];
  groups.push(games);

  for (const city of cities) {
    if (city.key === madrid.key) continue;
    const people = members.filter((m) => m.cityKey === city.key);
    if (people.length < 2) continue;
    const idea = COASTAL_CITIES.has(city.key)
      ? ideaOf('playa')
      : ideaOf(random.pick(['running', 'bici', 'padel']));
    const owner = random.pick(people);
    const group = makeGroup(random, idea, {
      key: `g-${city.key}`,
      owner,
      city,
      visibility: 'public',
      createdAt: awake(
        random,
        timeZones[city.key]!,
        now - 60 * DAY_MS,
        now - 15 * DAY_MS,
      ).getTime(),
    });
    for (const member of random.sample(
      people.filter((m) => m !== owner),
      Math.min(random.int(2, 5), people.length - 1),
    )) {
      join(group, member);
    }
    groups.push(group);
  }
  for (const group of groups) group.members.sort((a, b) => a.at.getTime() - b.at.getTime());
  return groups;
}

/**
 * A group's chat: its idea's lines in order, the owner's by the owner and the others' by
 * someone already in, spread from the first arrival to now; most members read it after the
 * last line. The demo account reads up to `unreadForLucia` lines before the end.
 */
function planGroupChat(
  random: Random,
  group: GroupPlan,
  options: { now: number; zone: string; lucia: string; unreadForLucia: number },
): { talks: TalkPlan[]; reads: TalkReadPlan[] } {
  const { now, zone, lucia, unreadForLucia } = options;
  const key = groupConversationKey(group.key);
  if (group.members.length === 0) return { talks: [], reads: [] };
  const lines = ideaOf(group.idea).chat;
  // Talk of the last days: the last two lines in the last two, as a living group has.
  const start = Math.max(group.members[0]!.at.getTime() + 30 * MINUTE_MS, now - 12 * DAY_MS);
  const times = [
    ...moments(random, zone, start, now - 2 * DAY_MS, lines.length - 2),
    ...moments(random, zone, now - 2 * DAY_MS, now - 15 * MINUTE_MS, 2),
  ];
  const talks: TalkPlan[] = [];
  lines.forEach((line, index) => {
    const at = times[index]!;
    // The lines she has not read are someone else's.
    const unreadLine = index >= lines.length - unreadForLucia;
    const present = group.members.filter(
      (member) => member.at.getTime() + MINUTE_MS < at && !(unreadLine && member.key === lucia),
    );
    const fromKey =
      line.by === 'owner' ? group.ownerKey : present.length > 0 ? random.pick(present).key : null;
    if (fromKey) talks.push({ conversationKey: key, fromKey, text: line.text, at: new Date(at) });
  });
  const reads: TalkReadPlan[] = [];
  const last = talks.at(-1)?.at.getTime();
  if (last === undefined) return { talks, reads };
  const joinedAt = new Map([
    [group.ownerKey, group.createdAt.getTime()],
    ...group.members.map((member) => [member.key, member.at.getTime()] as const),
  ]);
  for (const [reader, joined] of joinedAt) {
    if (reader === lucia && unreadForLucia > 0) {
      // Opened between the line before her unread ones and the first of them.
      const seen = talks[talks.length - 1 - unreadForLucia];
      const next = talks[talks.length - unreadForLucia]!;
      if (seen && next.fromKey !== lucia) {
        const from = Math.max(seen.at.getTime(), joined + MINUTE_MS);
        const at = from + (next.at.getTime() - from) / 2;
        reads.push({ conversationKey: key, readerKey: reader, at: new Date(at) });
      }
      continue;
    }
    if (reader !== lucia && random.chance(0.3)) continue;
    // After the last line, and after they came in (reading before would be nobody's).
    const from = Math.max(last, joined);
    reads.push({
      conversationKey: key,
      readerKey: reader,
      at: new Date(
        Math.min(from + random.int(1, 120) * MINUTE_MS, Math.max(now - MINUTE_MS, from + 1000)),
      ),
    });
  }
  return { talks, reads };
}

/** The first window of `windows` in which a wish made at `at` is still open 2 hours from now. */
function openWindow(
  windows: readonly WishWindow[],
  at: number,
  now: number,
  zone: string,
): WishWindow | undefined {
  return windows.find(
    (window) => wishExpiry(window, new Date(at), zone).getTime() > now + 2 * HOUR_MS,
  );
}

/** A place of the city that suits the wish, moved a little: wishes are near, not at, a place. */
function wishPlace(random: Random, city: DemoCity, idea: WishIdea): DemoPlace {
  const fitting = city.places.filter((place) =>
    place.kinds.some((kind) => idea.places.includes(kind)),
  );
  const place = random.pick(fitting.length > 0 ? fitting : city.places);
  return {
    ...place,
    lat: Number((place.lat + (random.next() - 0.5) * 0.008).toFixed(5)),
    lon: Number((place.lon + (random.next() - 0.5) * 0.01).toFixed(5)),
  };
}

/**
 * Live wishes: three to five in every city (one per member), made in the last hours in a
 * window still open for two hours at least, some already answered; and the demo account's.
 */
function planWishes(
  random: Random,
  options: {
    now: number;
    members: MemberPlan[];
    cities: Map<string, DemoCity>;
    timeZones: Record<string, string>;
    lucia: MemberPlan;
  },
): WishPlan[] {
  const { now, members, cities, timeZones, lucia } = options;
  const wishes: WishPlan[] = [];
  const luciaZone = timeZones[lucia.cityKey]!;
  const luciaAt = now - random.int(60, 150) * MINUTE_MS;
  const luciaIdea =
    LUCIA_WISHES.find((idea) => openWindow(idea.windows, luciaAt, now, luciaZone)) ??
    LUCIA_WISHES.at(-1)!;
  const madrid = cities.get(lucia.cityKey)!;
  const luciaPlace = wishPlace(random, madrid, luciaIdea);
  wishes.push({
    key: 'w-lucia',
    fromKey: lucia.key,
    cityKey: lucia.cityKey,
    text: luciaIdea.text,
    window: luciaIdea.windows[0],
    type: luciaIdea.type,
    discipline: luciaIdea.discipline ?? null,
    lat: luciaPlace.lat,
    lon: luciaPlace.lon,
    at: new Date(luciaAt),
    answers: [],
  });
  for (const city of cities.values()) {
    const zone = timeZones[city.key]!;
    const people = members.filter((m) => m.cityKey === city.key && m !== lucia);
    const wishers = random.sample(people, Math.min(random.int(3, 5), people.length));
    wishers.forEach((wisher, index) => {
      const ideas = random.shuffle(
        WISH_IDEAS.filter((idea) => !idea.coastal || COASTAL_CITIES.has(city.key)),
      );
      for (const idea of ideas) {
        const at =
          now -
          (idea.windows.includes('now') ? random.int(15, 80) : random.int(30, 8 * 60)) * MINUTE_MS;
        const window = openWindow(random.shuffle(idea.windows), at, now, zone);
        if (!window) continue;
        const place = wishPlace(random, city, idea);
        const answerers = random.sample(
          people.filter((m) => m !== wisher),
          random.weighted([
            [0, 3],
            [1, 3],
            [2, 2],
          ] as const),
        );
        wishes.push({
          key: `w-${city.key}-${index}`,
          fromKey: wisher.key,
          cityKey: city.key,
          text: idea.text,
          window,
          type: idea.type,
          discipline: idea.discipline ?? null,
          lat: place.lat,
          lon: place.lon,
          at: new Date(at),
          answers: moments(
            random,
            zone,
            at + 3 * MINUTE_MS,
            now - 2 * MINUTE_MS,
            answerers.length,
          ).map((moment, n) => ({ key: answerers[n]!.key, at: new Date(moment) })),
        });
        break;
      }
    });
  }
  return wishes;
}
