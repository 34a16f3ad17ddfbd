import { createEventRequest } from '@app/contract/activities';
import { z } from 'zod';
import { STAFF_TIME_ZONE, toInstant, toWallClock } from './staff-time';

/** The event form's values, as its inputs hold them. */
export type EventValues = {
  sponsor: string;
  description: string;
  type: string;
  discipline: string;
  city?: number | undefined;
  location: { lat: string; lon: string; address: string };
  start_at: string;
  duration: string;
  participants: string;
  premium_only: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new event's first values: tomorrow at 19:00, two hours, twenty places. */
export const emptyEvent = (type: number | undefined, now = new Date()): EventValues => ({
  sponsor: '',
  description: '',
  type: type === undefined ? '' : String(type),
  discipline: '',
  city: undefined,
  location: { lat: '', lon: '', address: '' },
  start_at: `${toWallClock(new Date(now.getTime() + DAY_MS)).slice(0, 10)}T19:00`,
  duration: '02:00',
  participants: '20',
  premium_only: false,
});

/** What the form needs to know of the reference data. */
export type EventReference = {
  /** The city's time zone, in which its start is read. */
  zoneOf: (city: number) => string | undefined;
  /** Whether an activity type is sport (it may have a discipline). */
  isSport: (type: number) => boolean;
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The form checked by the API's own rules (`POST /admin/events`): a plan's fields in a brand's
 * name. The start is read in the city's own time zone, the place is a point (the city's centre
 * unless moved) with an optional address, and only sport keeps a discipline.
 */
export const eventForm = ({ zoneOf, isSport }: EventReference) =>
  z
    .object({
      sponsor: z.string(),
      description: z.string(),
      type: z.string(),
      discipline: z.string(),
      city: z.number().optional(),
      location: z.object({ lat: z.string(), lon: z.string(), address: z.string() }),
      start_at: z.string(),
      duration: z.string(),
      participants: z.string(),
      premium_only: z.boolean(),
    })
    .transform((values): z.input<typeof createEventRequest> => {
      const zone = (values.city !== undefined && zoneOf(values.city)) || STAFF_TIME_ZONE;
      const address = optional(values.location.address);
      return {
        sponsor: optional(values.sponsor),
        description: values.description,
        type: optional(values.type),
        discipline: isSport(Number(values.type)) ? optional(values.discipline) : undefined,
        city: values.city,
        location: {
          lat: optional(values.location.lat),
          lon: optional(values.location.lon),
          ...(address && { address }),
        },
        start_at: toInstant(values.start_at, zone),
        duration: values.duration,
        participants: optional(values.participants),
        premium_only: values.premium_only,
      };
    })
    .pipe(createEventRequest);

export type EventRequest = z.output<ReturnType<typeof eventForm>>;
