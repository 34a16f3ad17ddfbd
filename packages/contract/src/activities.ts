import { z } from 'zod';
import { clearable, formBoolean, formInt, id, jsonText } from './fields.js';
import { pageQuery } from './paging.js';
import { cityView, latitude, longitude, nearFilter, optionView } from './shapes.js';
import { publicUser } from './users.js';

/** Activity limits: places, description and how long an activity may last. */
export const ACTIVITY_LIMITS = {
  participantsMax: 100,
  descriptionMax: 1000,
  durationMaxMinutes: 24 * 60,
  /** How far ahead an activity may be planned. */
  startWithinDays: 365,
} as const;

const option = optionView;

export const location = z.object({
  lat: latitude,
  lon: longitude,
  address: z.string().trim().max(200).optional(),
});

/** "HH:MM", from 00:05 to 24:00. */
export const duration = z
  .string()
  // Empty is a missing duration ('Campo requerdio.'), not one of the wrong format.
  .min(1, { abort: true })
  .regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'La duración debe tener el formato HH:MM.')
  .refine((value) => {
    const [hours, minutes] = value.split(':').map(Number) as [number, number];
    const total = hours * 60 + minutes;
    return total >= 5 && total <= ACTIVITY_LIMITS.durationMaxMinutes;
  }, 'La duración debe estar entre 00:05 y 24:00.');

/** An instant with its offset (2026-12-01T18:30:00+01:00), or UTC with Z. */
export const instant = z.iso.datetime({ offset: true });

export const activity = z
  .object({
    id: z.number().int(),
    description: z.string(),
    type: option,
    discipline: option.nullable(),
    level: option.nullable(),
    start_at: z.string().meta({ description: 'ISO 8601 en la zona horaria de la ciudad' }),
    duration: z.string(),
    participants: z.number().int(),
    matchedCount: z.number().int(),
    city: cityView,
    location: z.object({ lat: z.number(), lon: z.number(), address: z.string().nullable() }),
    user: publicUser,
    status: z.enum(['open', 'full', 'started', 'finished']),
    createdAt: z.string(),
  })
  .meta({ id: 'Activity' });
export type Activity = z.infer<typeof activity>;

export const createActivityRequest = z.object({
  type: id,
  city: id,
  location: jsonText(location),
  description: z.string().trim().min(1).max(ACTIVITY_LIMITS.descriptionMax),
  start_at: instant,
  duration,
  participants: formInt(z.number().int().min(1).max(ACTIVITY_LIMITS.participantsMax)),
  // Null, or empty text in a form, leaves them out (an update empties them: `clearable`).
  discipline: clearable(id).optional(),
  level: clearable(id).optional(),
});

export const updateActivityRequest = createActivityRequest.partial();

export const activityFilter = z.object({
  type: id.optional(),
  discipline: id.optional(),
  level: id.optional(),
  city: id.optional(),
  near: nearFilter.optional(),
  from: instant.optional(),
  to: instant.optional(),
});

export const activityListQuery = pageQuery(activityFilter).extend({
  type: z.enum(['host', 'match']).optional(),
});

export const petition = z
  .object({
    id: z.number().int(),
    petition_type_option_id: z.number().int(),
    to_user_id: z.number().int(),
    from_user: publicUser,
    activity: z.number().int(),
    readed: z.boolean(),
    acepted: z.boolean(),
    refused: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Petition' });
export type Petition = z.infer<typeof petition>;

export const createPetitionRequest = z.object({
  petition_type_option_id: id,
  to_user_id: id,
  activity: id,
});

/** Accept: `readed=1, acepted=1`; decline: `readed=1, acepted=0`. */
export const answerPetitionRequest = z.object({
  readed: formBoolean.optional(),
  acepted: formBoolean,
});

export const petitionListQuery = pageQuery().extend({ by: z.literal('to_me').optional() });

/**
 * `GET /activity/{id}/membership`: where the caller stands with an activity, for the action
 * its page offers: the host; a member (with the match to leave, `DELETE /match/{id}`); a
 * pending request (to withdraw, `DELETE /petition/{id}`); or none.
 */
export const activityMembership = z
  .object({
    role: z.enum(['host', 'member', 'requested', 'none']),
    petition: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'La solicitud pendiente del usuario (role requested)' }),
    match: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'La unión del usuario (role member); su id es el de la solicitud' }),
  })
  .meta({ id: 'ActivityMembership' });
export type ActivityMembership = z.infer<typeof activityMembership>;

export const match = z
  .object({
    id: z.number().int(),
    activity: activity,
    user: publicUser,
    createdAt: z.string(),
  })
  .meta({ id: 'Match' });

export const message = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    message: z.string(),
    type: z.string(),
    userId: z.number().int().nullable(),
    activityId: z.number().int(),
    readed: z.boolean(),
    seq: z.number().int(),
    client_id: z.string().nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof message>;

export const sendMessageRequest = z.object({
  message: z.string().trim().min(1).max(2000),
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export const messageListQuery = pageQuery().extend({ after: id.optional() });

export const readMessagesRequest = z.object({
  data: jsonText(z.array(id).min(1).max(500)),
});

export const messageParams = z.object({ id, messageId: id });
export const idParams = z.object({ id });
