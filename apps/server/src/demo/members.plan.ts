import { PROFILE_INTEREST_CODES } from '@app/contract/concepts';
import type { UserListField } from '@app/contract/users';
import { CONCEPT_SEEDS } from '../modules/concepts/concepts.data.js';
import type { DemoCity } from './cities.data.js';
import { COMMON_NAMES, NEUTRAL_NAMES, REGIONAL_NAMES } from './people.data.js';
import type { Random } from './random.js';
import { DAY_MS, MINUTE_MS } from './time.js';

/** Demo members' e-mails end here: a reserved name (RFC 2606), so no mail ever leaves. */
export const DEMO_EMAIL_DOMAIN = 'demo.invalid';

/** The account the README names: a busy member of Madrid. Every demo member shares the password. */
export const DEMO_ACCOUNT = { email: `lucia@${DEMO_EMAIL_DOMAIN}`, password: 'antojo-demo' };

export type MemberPlan = {
  key: string;
  firstname: string;
  lastname: string;
  email: string;
  /** YYYY-MM-DD, 19 to 55 years before now. */
  birthdate: string;
  /** Option tags (`gender-mujer`, `likes-cine`…). */
  gender: string;
  socialState: string;
  interests: Record<UserListField, string[]>;
  cityKey: string;
  createdAt: Date;
  /** The avatar's two colours, top left to bottom right. */
  colours: readonly [string, string];
};

const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#F97362', '#F59E5B'],
  ['#6C8CF5', '#8E7CF0'],
  ['#2BB39A', '#55C8A8'],
  ['#F2B84B', '#F08A4B'],
  ['#E86A92', '#F29E7D'],
  ['#4AA3DF', '#5CC6D0'],
  ['#9B7BEA', '#C17BD8'],
  ['#3FA46A', '#8BC34A'],
  ['#EF6F6C', '#E0487A'],
  ['#5D7CE8', '#43B3E0'],
  ['#D9825B', '#E8B05A'],
  ['#6F8FA6', '#8FB3C9'],
];

/** The slugs of a concept's options, as the reference seed writes them. */
function slugsOf(code: string): string[] {
  const concept = CONCEPT_SEEDS.find((seed) => seed.code === code);
  if (!concept) throw new Error(`no concept ${code}`);
  return concept.options.map(([slug]) => slug);
}

/** The day each sign after the month's first begins (Acuario on 20 January…). */
const SIGN_CHANGES = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22];

/**
 * The zodiac sign of a birthdate, as the option's slug: options are in calendar order from
 * Capricornio, so a month's own sign is the one before the month's index until the change.
 * @example zodiacSlug('1995-04-12') // 'aries'
 */
export function zodiacSlug(birthdate: string): string {
  const [, month = 1, day = 1] = birthdate.split('-').map(Number);
  const index = day >= SIGN_CHANGES[month - 1]! ? month % 12 : month - 1;
  return slugsOf('zodiacal_signs')[index]!;
}

/** How many options of each list a member picks: enough for a complete profile (≥ 10). */
const PICKS: Record<(typeof PROFILE_INTEREST_CODES)[number], [number, number]> = {
  do_exercises: [2, 4],
  extreme_sports: [0, 2],
  groupal_sports: [1, 3],
  likes: [4, 6],
  individuals_sports: [1, 3],
  studies_levels: [1, 1],
  pets: [0, 1],
};

function randomInterests(random: Random, birthdate: string): Record<UserListField, string[]> {
  const interests = {} as Record<UserListField, string[]>;
  for (const code of PROFILE_INTEREST_CODES) {
    const [min, max] = PICKS[code];
    interests[code] = random.sample(slugsOf(code), random.int(min, max));
  }
  // A complete profile counts at least 10 options across these lists (product spec).
  const counted = () =>
    PROFILE_INTEREST_CODES.reduce((sum, code) => sum + interests[code].length, 0);
  while (counted() < 10) {
    const more = slugsOf('likes').filter((slug) => !interests.likes.includes(slug));
    interests.likes.push(random.pick(more));
  }
  interests.recreatives_activities = random.sample(
    slugsOf('recreatives_activities'),
    random.int(2, 4),
  );
  interests.zodiacal_signs = [zodiacSlug(birthdate)];
  return withTags(interests);
}

function withTags(slugs: Record<UserListField, string[]>): Record<UserListField, string[]> {
  return Object.fromEntries(
    Object.entries(slugs).map(([code, list]) => [code, list.map((slug) => `${code}-${slug}`)]),
  ) as Record<UserListField, string[]>;
}

/** An ASCII e-mail local part: "María José" → "maria.jose". */
const mailName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

function birthdateFor(random: Random, now: Date): string {
  const age = random.weighted<[number, number]>([
    [[19, 23], 2],
    [[24, 31], 4],
    [[32, 39], 3],
    [[40, 55], 1],
  ]);
  const days = Math.floor(random.int(age[0], age[1]) * 365.25) + random.int(1, 360);
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** The demo account: Lucía, of Madrid, who hosts, joins and chats (see activities.plan.ts). */
function lucia(now: Date): MemberPlan {
  const birthdate = new Date(now.getTime() - Math.floor(29.4 * 365.25) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return {
    key: 'lucia',
    firstname: 'Lucía',
    lastname: 'Martín Herrera',
    email: DEMO_ACCOUNT.email,
    birthdate,
    gender: 'gender-mujer',
    socialState: 'social_state-soltero',
    interests: withTags({
      do_exercises: ['correr', 'yoga', 'bicicleta'],
      extreme_sports: ['escalada'],
      groupal_sports: ['padel', 'voleibol'],
      likes: ['cine', 'viajes', 'gastronomia', 'fotografia', 'idiomas', 'montana'],
      individuals_sports: ['tenis', 'natacion'],
      studies_levels: ['grado'],
      pets: ['perro'],
      recreatives_activities: ['senderismo', 'juegos-de-mesa', 'tardeo'],
      zodiacal_signs: [zodiacSlug(birthdate)],
    }),
    cityKey: 'madrid',
    createdAt: new Date(now.getTime() - 84 * DAY_MS - 137 * MINUTE_MS),
    colours: PALETTE[0]!,
  };
}

/** `perCity` members in each city, Lucía first. */
export function planMembers(
  random: Random,
  now: Date,
  cities: DemoCity[],
  perCity: number,
): MemberPlan[] {
  const members = [lucia(now)];
  const emails = new Set([members[0]!.email]);
  for (const city of cities) {
    const regional = REGIONAL_NAMES[city.region];
    const cityNames = new Set(
      members.filter((member) => member.cityKey === city.key).map((member) => member.firstname),
    );
    for (let index = 0; index < perCity; index++) {
      const gender = random.weighted([
        ['mujer', 47],
        ['hombre', 47],
        ['no-binario', 3],
        ['prefiero-no-decirlo', 3],
      ] as const);
      const local = random.chance(0.3);
      const names =
        gender === 'mujer'
          ? local
            ? regional.women
            : COMMON_NAMES.women
          : gender === 'hombre'
            ? local
              ? regional.men
              : COMMON_NAMES.men
            : NEUTRAL_NAMES;
      // A first name nobody in the city has yet, while there is one.
      const unused = names.filter((name) => !cityNames.has(name));
      const firstname = random.pick(unused.length > 0 ? unused : names);
      cityNames.add(firstname);
      const surname = () =>
        random.pick(random.chance(0.4) ? regional.surnames : COMMON_NAMES.surnames);
      let lastname = surname();
      const second = surname();
      if (second !== lastname) lastname = `${lastname} ${second}`;
      let email = `${mailName(firstname)}.${mailName(lastname.split(' ')[0]!)}@${DEMO_EMAIL_DOMAIN}`;
      for (let n = 2; emails.has(email); n++) {
        email = `${mailName(firstname)}.${mailName(lastname.split(' ')[0]!)}${n}@${DEMO_EMAIL_DOMAIN}`;
      }
      emails.add(email);
      const birthdate = birthdateFor(random, now);
      members.push({
        key: `${city.key}-${index}`,
        firstname,
        lastname,
        email,
        birthdate,
        gender: `gender-${gender}`,
        socialState: `social_state-${random.weighted([
          ['soltero', 45],
          ['en-pareja', 25],
          ['casado', 8],
          ['divorciado', 4],
          ['prefiero-no-decirlo', 18],
        ] as const)}`,
        interests: randomInterests(random, birthdate),
        cityKey: city.key,
        createdAt: new Date(
          now.getTime() - random.int(20, 400) * DAY_MS - random.int(0, 1439) * MINUTE_MS,
        ),
        colours: random.pick(PALETTE),
      });
    }
  }
  return members;
}
