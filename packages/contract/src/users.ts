import { z } from 'zod';
import { PROFILE_INTEREST_CODES } from './concepts.js';
import { birthdate, clearable, formInt, id, jsonText, personName } from './fields.js';
import { pageQuery } from './paging.js';
import { cityView, nearFilter, optionView } from './shapes.js';

/** The list fields of a profile: each a list of concept options, sent as `[{id}]`. */
export const USER_LIST_FIELDS = [
  ...PROFILE_INTEREST_CODES,
  'recreatives_activities',
  'zodiacal_signs',
] as const;
export type UserListField = (typeof USER_LIST_FIELDS)[number];

const option = optionView;

const listFields = Object.fromEntries(
  USER_LIST_FIELDS.map((field) => [field, z.array(option)]),
) as {
  [K in UserListField]: z.ZodArray<typeof option>;
};

/** A user as anyone else sees them: no contact data, roles, configurations or counters. */
export const publicUser = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string().nullable(),
    avatarUpdatedAt: z.string().nullable(),
    ...listFields,
    social_state: option.nullable(),
    gender: option.nullable(),
    city: cityView.nullable(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUser>;

/** A user as their owner sees them. */
export const ownUser = publicUser
  .extend({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    birthdate: z.string().nullable(),
    weight: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'kg; privado: solo para la estimación de calorías (sin él, 70 kg)' }),
    roles: z.array(z.string()),
    configurations: z.record(z.string(), z.unknown()),
    matchesCount: z.number().int(),
    messagesCount: z.number().int(),
  })
  .meta({ id: 'OwnUser' });
export type OwnUser = z.infer<typeof ownUser>;

export const userView = z.union([ownUser, publicUser]);

const idList = jsonText(z.array(z.object({ id })).max(50));

/**
 * `POST /user/{id}`: only these fields can change; anything else sent is ignored. A field left
 * out stays as it is; lastname, gender, city and social_state are emptied with null, or with
 * empty text in a form (`clearable`).
 */
export const updateUserRequest = z.object({
  firstname: personName(60).pipe(z.string().min(1)).optional(),
  lastname: clearable(personName(80)).optional(),
  birthdate: birthdate.optional(),
  weight: clearable(
    formInt(
      z
        .number()
        .int('El peso va en kilos, sin decimales.')
        .min(30, 'El peso va de 30 a 250 kg.')
        .max(250, 'El peso va de 30 a 250 kg.'),
    ),
  ).optional(),
  gender: clearable(id).optional(),
  city: clearable(id).optional(),
  social_state: clearable(id).optional(),
  ...(Object.fromEntries(USER_LIST_FIELDS.map((field) => [field, idList.optional()])) as {
    [K in UserListField]: z.ZodOptional<typeof idList>;
  }),
});

export const userIdParams = z.object({ id });

export const userFilter = z.object({
  interests: z.array(id).max(50).optional(),
  city: id.optional(),
  near: nearFilter.optional(),
});

export const userListQuery = pageQuery(userFilter);

/**
 * `POST /config`'s answer: the stored map, keys of earlier versions included (the request is
 * `configRequest` in configurations.ts).
 */
export const configurationsResponse = z
  .object({ configurations: z.record(z.string(), z.unknown()) })
  .meta({ id: 'Configurations' });

export const photo = z
  .object({ id: z.number().int(), createdAt: z.string() })
  .meta({ id: 'Photo' });

export const photoParams = z.object({ id, photoId: id });

/** How many members the staff's member finder answers at most: one short list to pick from. */
export const MEMBER_FINDER_LIMIT = 20;

/**
 * `GET /admin/users`: what staff typed to find a member, a name (any part, case and accents
 * ignored), an e-mail (any part), a phone (its digits, however they are spaced) or a member's
 * number.
 */
export const memberFinderQuery = z.object({
  q: z
    .string('Escribe un nombre, un correo, un teléfono o un número de miembro.')
    .trim()
    .min(1, 'Escribe un nombre, un correo, un teléfono o un número de miembro.')
    .max(100, 'Como mucho 100 caracteres.'),
});

/** A member as the staff's finder lists them: enough to tell them apart and pick the right one. */
export const memberMatch = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    lastname: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    avatarUpdatedAt: z.string().nullable(),
    /** Suspended by staff (decision 0024): cannot sign in. */
    suspended: z.boolean(),
    /** A staff account (admin:general or admin:dev), not a member. */
    staff: z.boolean(),
  })
  .meta({ id: 'MemberMatch' });
export type MemberMatch = z.infer<typeof memberMatch>;

/** The finder's answer: the first matches, and how many there are in all. */
export const memberMatches = z
  .object({ data: z.array(memberMatch), total: z.number().int() })
  .meta({ id: 'MemberMatches' });
export type MemberMatches = z.infer<typeof memberMatches>;
