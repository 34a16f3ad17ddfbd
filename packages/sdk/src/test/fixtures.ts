import type { Message, Petition } from '@app/contract/activities';
import type { Concept, Country } from '@app/contract/reference';
import type { OwnUser, PublicUser } from '@app/contract/users';

const option = (id: number, tag: string, name = tag) => ({ id, tag, name });

/** A public user with empty lists. */
export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    firstname: 'Lucía',
    lastname: null,
    avatarUpdatedAt: null,
    do_exercises: [],
    extreme_sports: [],
    groupal_sports: [],
    individuals_sports: [],
    likes: [],
    studies_levels: [],
    pets: [],
    recreatives_activities: [],
    zodiacal_signs: [],
    social_state: null,
    gender: null,
    city: null,
    ...overrides,
  };
}

/** The signed-in user as the server answers it. */
export function ownUser(overrides: Partial<OwnUser> = {}): OwnUser {
  return {
    ...publicUser(),
    email: 'lucia@example.com',
    phone: null,
    birthdate: '1995-04-12',
    weight: null,
    roles: [],
    configurations: {},
    matchesCount: 0,
    messagesCount: 0,
    ...overrides,
  };
}

/** `count` options of a concept code. */
export const options = (code: string, count: number) =>
  Array.from({ length: count }, (_, index) => option(index + 1, `${code}-${index + 1}`));

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** Concepts as `/concept` answers them: zodiac signs in calendar order, the match type. */
export const CONCEPTS: Concept[] = [
  {
    id: 1,
    code: 'zodiacal_signs',
    name: 'Signo',
    options: MONTHS.map((month, index) => option(100 + index, `zodiacal_signs-${month}`, month)),
  },
  {
    id: 2,
    code: 'petitions_types',
    name: 'Peticiones',
    options: [option(200, 'petitions_types-friend'), option(201, 'petitions_types-match')],
  },
  { id: 3, code: 'gender', name: 'Género', options: [option(300, 'gender-female')] },
];

/** Spain with three cities (Madrid, Barcelona, Sevilla); Sevilla without its own timezone. */
export const COUNTRIES: Country[] = [
  {
    id: 1,
    name: 'España',
    iso2: 'ES',
    timezone: 'Europe/Madrid',
    states: [
      {
        id: 10,
        name: 'Madrid',
        cities: [
          { id: 100, name: 'Madrid', lat: 40.4168, lon: -3.7038, timezone: 'Europe/Madrid' },
        ],
      },
      {
        id: 11,
        name: 'Barcelona',
        cities: [
          { id: 101, name: 'Barcelona', lat: 41.3874, lon: 2.1686, timezone: 'Europe/Madrid' },
        ],
      },
      {
        id: 12,
        name: 'Sevilla',
        cities: [{ id: 102, name: 'Sevilla', lat: 37.3891, lon: -5.9845, timezone: '' }],
      },
    ],
  },
];

/** A message as the server broadcasts it. */
export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    message: 'Hola',
    type: 'text',
    userId: 2,
    activityId: 7,
    readed: false,
    seq: 1,
    client_id: null,
    read_by: 0,
    ...overrides,
  };
}

/** A pending petition as the server broadcasts it. */
export function petition(overrides: Partial<Petition> = {}): Petition {
  return {
    id: 1,
    petition_type_option_id: 201,
    to_user_id: 1,
    from_user: publicUser({ id: 2, firstname: 'Bruno' }),
    activity: 7,
    readed: false,
    acepted: false,
    refused: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    waiting_position: null,
    ...overrides,
  };
}
