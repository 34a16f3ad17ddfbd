import { z } from 'zod';
import { clearable, formBoolean, formInt, id, jsonText } from './fields.js';
import { paged, pageQuery } from './paging.js';
import { cityView, latitude, longitude, nearFilter, optionView } from './shapes.js';
import { sponsor } from './sponsors.js';
import { PLAN_LIMITS } from './plans.js';
import { publicUser } from './users.js';
import { planSeries, seriesFields } from './series.js';

/** Activity limits: places, description and how long an activity may last. */
export const ACTIVITY_LIMITS = {
  participantsMax: 100,
  descriptionMax: 1000,
  durationMaxMinutes: 24 * 60,
  /** How far ahead an activity may be planned. */
  startWithinDays: 365,
} as const;

/**
 * A plan's minimum (issue 38): how many hours before the start it is decided. Unless the
 * minimum of people have a place by then, the plan is cancelled and everyone told.
 */
export const MINIMUM_HOURS_BEFORE = [2, 6, 12, 24, 48] as const;
export const MINIMUM_MESSAGES = {
  aboveParticipants: 'El mínimo no puede ser mayor que las plazas.',
  hours: `Elige cuántas horas antes se decide: ${MINIMUM_HOURS_BEFORE.join(', ')}.`,
  hoursWithoutMinimum: 'Indica también el mínimo de personas.',
  past: 'Ese plazo ya habría pasado: elige menos horas antes o una hora de inicio más tarde.',
  cancelled: 'Este plan se ha cancelado.',
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
    status: z.enum(['open', 'full', 'started', 'finished', 'cancelled']),
    /** A group's plan, for its members alone (decision 0026); null for everyone's. */
    group_id: z.number().int().nullable(),
    /** Highlighted from the store (decision 0028): shown first, marked, until then. */
    highlighted_until: z
      .string()
      .nullable()
      .meta({ description: 'Destacado hasta entonces (se muestra primero); null si no lo está' }),
    /** An event (issue 21): a plan in a sponsor brand's name, whose places are taken in turn. */
    sponsor: sponsor.nullable().meta({ description: 'La marca de un evento; null en un plan' }),
    premium_only: z.boolean().meta({ description: 'Evento exclusivo de Premium' }),
    public_place: z.boolean().meta({
      description: 'La página pública del plan muestra su dirección y su punto exactos',
    }),
    minimum: z
      .object({
        participants: z.number().int(),
        hours_before: z.number().int(),
        decided_at: z.string().meta({ description: 'Cuándo se decide (ISO 8601)' }),
      })
      .nullable()
      .meta({
        description:
          'Si no hay `participants` personas apuntadas `hours_before` horas antes, el plan se cancela',
      }),
    cancelled_at: z
      .string()
      .nullable()
      .meta({ description: 'Cuándo se canceló por no llegar al mínimo; null si sigue en pie' }),
    /** A plan of a series (issue 38): repeated every week or two until a day. */
    series: planSeries.nullable().meta({ description: 'La serie del plan; null si no se repite' }),
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
  /** A group the host is in: the plan is for its members alone (decision 0026). */
  group: id.optional(),
  /**
   * Whether the plan's public page (a shared link) shows its address and point; without it,
   * only the city (issue 38).
   */
  public_place: formBoolean.optional(),
  /** People needed with a place (the host not counted); null or empty: no minimum. */
  min_participants: clearable(
    formInt(z.number().int().min(1).max(ACTIVITY_LIMITS.participantsMax)),
  ).optional(),
  /** How many hours before the start the minimum is decided (MINIMUM_HOURS_BEFORE). */
  min_hours_before: formInt(
    z
      .number()
      .refine(
        (hours) => (MINIMUM_HOURS_BEFORE as readonly number[]).includes(hours),
        MINIMUM_MESSAGES.hours,
      ),
  ).optional(),
  ...seriesFields,
});

/**
 * `POST /admin/events`: an event, a plan in a sponsor's name (issue 21); the staff member who
 * makes it is its host of record, and its places go to whoever asks first.
 */
export const createEventRequest = createActivityRequest
  .omit({ group: true, repeat_weeks: true, repeat_until: true })
  .extend({
    sponsor: id,
    premium_only: formBoolean.optional(),
  });

/** A plan stays in (or out of) its group, and in its series: both are chosen once. */
export const updateActivityRequest = createActivityRequest
  .omit({ group: true, repeat_weeks: true, repeat_until: true })
  .partial();

/**
 * The parts of the day an activity can start in, in its city's time zone: from the hour
 * `from` (included) to `to` (excluded). The night crosses midnight.
 */
export const DAYPARTS = {
  morning: { from: 6, to: 14 },
  afternoon: { from: 14, to: 20 },
  night: { from: 20, to: 6 },
} as const;
export type Daypart = keyof typeof DAYPARTS;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const weekday = formInt(
  z
    .number()
    .int()
    .min(1, 'El día de la semana va de 1 (lunes) a 7 (domingo).')
    .max(7, 'El día de la semana va de 1 (lunes) a 7 (domingo).'),
);

/** "HH:MM" from 00:00 to 23:59. */
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora debe tener el formato HH:MM (de 00:00 a 23:59).');

/** A window of the day in which a plan starts; `to` before `from` crosses midnight. */
export const hourWindow = z
  .object({ from: clockTime, to: clockTime })
  .refine((window) => window.from !== window.to, {
    path: ['to'],
    message: 'La franja debe acabar a otra hora que empieza.',
  });

/** The list filters only Move and Premium use (decision 0029). */
export const ADVANCED_FILTERS = ['level_range', 'hours', 'reliable_hosts'] as const;

export const activityFilter = z
  .object({
    type: id.optional(),
    discipline: id.optional(),
    level: id.optional(),
    city: id.optional(),
    near: nearFilter.optional(),
    from: instant.optional(),
    to: instant.optional(),
    weekdays: z.array(weekday).min(1).max(7).optional().meta({
      description:
        'Días de la semana en que empieza, en la zona horaria de su ciudad: 1 = lunes … 7 = domingo (ISO).',
    }),
    dayparts: z
      .array(
        z.enum(Object.keys(DAYPARTS) as [Daypart, ...Daypart[]], {
          error: 'La franja debe ser morning, afternoon o night.',
        }),
      )
      .min(1)
      .max(3)
      .optional()
      .meta({
        description:
          'Franjas del día en que empieza, en la zona horaria de su ciudad: morning de 06:00 a 14:00, afternoon de 14:00 a 20:00, night de 20:00 a 06:00 (cada una incluye su inicio y no su final).',
      }),
    for_my_level: formBoolean.optional().meta({
      description:
        '"Para mi nivel": en las disciplinas en que tienes nivel, solo planes abiertos a todos, sin nivel o del tuyo (Principiante hasta 2.5, Intermedio hasta 4.0, Avanzado hasta 5.5, Experto desde 5.5).',
    }),
    level_range: z.object({ min: id, max: id }).optional().meta({
      description:
        'Move: de un nivel a otro (ids de opciones de «Nivel», en el orden Principiante → Experto); entran también los planes abiertos a todos los niveles y los que no piden nivel.',
    }),
    hours: z.array(hourWindow).min(1).max(3).optional().meta({
      description:
        'Move: franjas horarias a medida en que empieza, en la zona horaria de su ciudad ("HH:MM", incluye from y no to; si to es anterior a from cruza la medianoche).',
    }),
    reliable_hosts: formBoolean.optional().meta({
      description: `Move: solo planes de anfitriones fiables (al menos un ${PLAN_LIMITS.reliableHostPercent} % de asistencia verificada en sus últimas actividades, cuando ya hay datos para saberlo).`,
    }),
    tonight: formBoolean.optional().meta({
      description:
        '"Esta noche": empieza entre las 20:00 y las 06:00 de la noche actual en la zona horaria de su ciudad; de 00:00 a 06:00 es la noche que ya está en curso.',
    }),
  })
  .meta({
    description: 'Texto JSON. Todos los filtros dados se cumplen a la vez.',
    examples: [
      {
        discipline: 311,
        near: { lat: 40.4168, lon: -3.7038, km: 10 },
        weekdays: [5, 6],
        dayparts: ['night'],
      },
    ],
  });
export type ActivityFilter = z.output<typeof activityFilter>;

/** The orders of `GET /activity`; without one, the latest start first (as the mobile app expects). */
export const ACTIVITY_SORTS = ['start', 'distance'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

export const activityListQuery = pageQuery(activityFilter)
  .extend({
    type: z.enum(['host', 'match']).optional(),
    sort: z.enum(ACTIVITY_SORTS, { error: 'El orden debe ser start o distance.' }).optional().meta({
      description:
        'start: la que empieza antes primero; distance: la más cercana al punto de filter.near primero (lo necesita). Empates, por id. Sin sort: la que empieza más tarde primero.',
    }),
  })
  .refine((query) => query.sort !== 'distance' || query.filter?.near !== undefined, {
    path: ['sort'],
    message: 'Para ordenar por distancia hace falta un punto (filter.near).',
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
    waiting_position: z.number().int().nullable().meta({
      description:
        'En lista de espera: su puesto (1 = la siguiente). null: no espera (quien organiza puede responderla)',
    }),
  })
  .meta({ id: 'Petition' });
export type Petition = z.infer<typeof petition>;

/**
 * On `waiting-list.{wstoken}`: a waiting petition moved. `position` 1 is the next one offered;
 * null: a place freed and it was offered to the host, who can now answer it.
 */
export type WaitingListEvent = {
  petition_id: number;
  activity_id: number;
  position: number | null;
};

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
    waiting_position: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Su puesto en la lista de espera (role requested), o null' }),
  })
  .meta({ id: 'ActivityMembership' });
export type ActivityMembership = z.infer<typeof activityMembership>;

/**
 * How many people a plan brings together: whoever hosts it and everyone with a place. The one
 * count every screen says ("4 personas"), the same for whoever looks: it reads the stored
 * count of places taken, never a list filtered for the viewer. An event's host of record is
 * its brand's staff, nobody who goes: only the places count.
 * @example peopleInPlan({ matchedCount: 3, sponsor: null }) // 4
 */
export const peopleInPlan = (plan: { matchedCount: number; sponsor: unknown }): number =>
  plan.matchedCount + (plan.sponsor ? 0 : 1);

/** Someone in a plan, as the others see them there: their first name and face. */
export const planPerson = z
  .object({
    id: z.number().int(),
    firstname: z.string(),
    avatarUpdatedAt: z
      .string()
      .nullable()
      .meta({ description: 'Con valor, su foto está en GET /user/{id}/avatar' }),
  })
  .meta({ id: 'PlanPerson' });
export type PlanPerson = z.infer<typeof planPerson>;

/**
 * `GET /activity/{id}/people`: who is going. The counts are the plan's, the same for everyone;
 * the list is what the caller may see of it (decision 0036): nobody in a blocked pair with
 * them, and, to whoever is not in the plan, only those who appear in people search
 * (`discoverable`). The rest are counted in `hidden`.
 */
export const activityPeople = z
  .object({
    host: planPerson
      .nullable()
      .meta({ description: 'Quien organiza; null en un evento (lo organiza su marca)' }),
    going: z
      .array(planPerson)
      .meta({ description: 'Quienes tienen plaza y puedes ver, por orden de llegada' }),
    hidden: z.number().int().meta({
      description: 'Quienes tienen plaza y no aparecen en going (por su privacidad o un bloqueo)',
    }),
    going_count: z
      .number()
      .int()
      .meta({ description: 'Plazas ocupadas: igual que matchedCount, para todo el mundo' }),
    people_count: z.number().int().meta({
      description:
        'Personas en el plan: quien organiza y quienes tienen plaza (en un evento, solo estas). Igual para todo el mundo',
    }),
    participants: z.number().int().meta({ description: 'Plazas en total' }),
    places_left: z.number().int(),
  })
  .meta({ id: 'ActivityPeople' });
export type ActivityPeople = z.infer<typeof activityPeople>;

/** `GET /group/{id}/activities`: a group's plans still to start (decision 0026). */
export const activityList = z.object({ data: z.array(activity) }).meta({ id: 'ActivityList' });

/** `GET /events`: events still to start, the soonest first (issue 21). */
export const eventList = paged(activity).meta({ id: 'EventList' });

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
    read_by: z.number().int().meta({
      description:
        'Cuántas personas del chat, sin contar a quien lo escribió, lo han leído (confirmación de lectura)',
    }),
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

/**
 * `after`: only what came after a message (catching up after a reconnection); `before`: only
 * what came before one (older history); `order=desc`: newest first, so page 1 is the latest.
 */
export const messageListQuery = pageQuery().extend({
  after: id.optional(),
  before: id.optional(),
  order: z.enum(['asc', 'desc']).optional(),
});

/**
 * `GET /chat`: one of the member's activity chats, the newest conversation first: the
 * activity, how the member is in it (host, or member through `match`), its last message and
 * how many of its messages the member has not read.
 */
export const chatSummary = z
  .object({
    activity,
    role: z.enum(['host', 'member']),
    match: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'La unión por la que escribe (role member), para /match/{id}/message' }),
    last_message: message.nullable(),
    unread: z.number().int(),
  })
  .meta({ id: 'ChatSummary' });
export type ChatSummary = z.infer<typeof chatSummary>;

export const chatListQuery = pageQuery();

export const readMessagesRequest = z.object({
  data: jsonText(z.array(id).min(1).max(500)),
});

export const messageParams = z.object({ id, messageId: id });
export const idParams = z.object({ id });
