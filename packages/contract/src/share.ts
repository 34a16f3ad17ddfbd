import { z } from 'zod';
import { optionView } from './shapes.js';

/**
 * Where a shared plan lives on the website: its public page, readable without an account,
 * and the preview image link cards show (`og:image`), both under the website's prefix.
 */
export const PUBLIC_PLAN_PATH = (id: number | string) => `/web/plan/${id}`;
export const PUBLIC_PLAN_IMAGE_PATH = (id: number | string) => `/web/plan/${id}/preview.png`;

/** The preview image's size: what WhatsApp, Telegram and iMessage draw as a large card. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/**
 * `GET /public/activities/{id}`: a plan as anyone who has its link may read it, signed in or
 * not. Its place is the area (the city) unless the host chose to show the exact point; of the
 * host, the first name alone. A private group's plan has no public page; a public group's
 * does, naming the group its members join first.
 */
export const publicActivity = z
  .object({
    id: z.number().int(),
    description: z.string(),
    type: optionView,
    discipline: optionView.nullable(),
    level: optionView.nullable(),
    start_at: z.string().meta({ description: 'ISO 8601 en la zona horaria de la ciudad' }),
    duration: z.string(),
    time_zone: z.string().meta({ description: 'La zona horaria de la ciudad (IANA)' }),
    place: z.object({
      area: z.string().meta({ description: 'La ciudad del plan' }),
      address: z
        .string()
        .nullable()
        .meta({ description: 'La dirección, solo si quien organiza la muestra' }),
      point: z
        .object({ lat: z.number(), lon: z.number() })
        .nullable()
        .meta({ description: 'El punto exacto, solo si quien organiza lo muestra' }),
    }),
    host: z.object({ firstname: z.string() }).nullable().meta({
      description: 'El nombre de pila de quien organiza; null en un evento de una marca',
    }),
    sponsor: z.object({ name: z.string() }).nullable(),
    group: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({
      description:
        'El grupo público del plan: solo sus miembros piden plaza, así que primero hay que unirse',
    }),
    participants: z.number().int(),
    places_left: z.number().int(),
    /** A plan of a series (issue 38): how often it repeats and until when. */
    repeats: z
      .object({ every_weeks: z.number().int(), until: z.string() })
      .nullable()
      .meta({ description: 'Cada cuántas semanas se repite y hasta qué día; null si no' }),
    status: z.enum(['open', 'full', 'started', 'finished', 'cancelled']),
    premium_only: z.boolean(),
    url: z.string().meta({ description: 'La página pública del plan' }),
    image_url: z.string().meta({ description: 'La imagen de vista previa (1200×630, PNG)' }),
  })
  .meta({ id: 'PublicActivity' });
export type PublicActivity = z.infer<typeof publicActivity>;

/**
 * `GET /calendar/feed`: the member's calendar feed, a secret address a calendar app asks
 * again every hour, with every plan they host or go to (`POST /calendar/feed/reset` makes a
 * new one, and the old one stops answering).
 */
export const calendarFeed = z
  .object({
    url: z.string().meta({ description: 'La dirección del calendario (https)' }),
    webcal: z.string().meta({
      description:
        'La misma dirección con webcal://, que abre la app de calendario para suscribirse',
    }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeed>;
