import { z } from 'zod';
import { latitude, longitude } from './shapes.js';

/**
 * Finding places by name and naming a point (docs/decisions/0037-geocoder.md): what `GET
 * /place/search` and `GET /place/reverse` take and answer, whatever geocoder the server uses.
 */

export const PLACE_SEARCH_LIMITS = {
  /** Fewer letters find nothing worth showing. */
  textMin: 3,
  textMax: 200,
  /** Results a search answers. */
  results: 6,
  /** Searches and point lookups a member may make a minute (each is one request to the provider, unless cached). */
  perMinute: 30,
} as const;

/** A place found: its name as a plan's "Lugar" takes it, where it is, and the point. */
export const placeFound = z
  .object({
    name: z.string().meta({
      description:
        'El lugar como se escribe en «Lugar»: el nombre del sitio, o la calle y el número',
      example: 'Polideportivo La Chopera',
    }),
    address: z.string().meta({
      description: 'Dónde está, para distinguirlo: calle, barrio, ciudad (puede estar vacío)',
      example: 'Paseo de Fernán Núñez, Retiro, Madrid',
    }),
    lat: z.number(),
    lon: z.number(),
  })
  .meta({ id: 'PlaceFound' });
export type PlaceFound = z.infer<typeof placeFound>;

export const placeSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(PLACE_SEARCH_LIMITS.textMin, 'Escribe al menos 3 letras.')
      .max(PLACE_SEARCH_LIMITS.textMax, 'Como mucho 200 caracteres.')
      .meta({ description: 'Lo que se busca: un sitio o una dirección', example: 'La Chopera' }),
    lat: latitude.optional().meta({ description: 'Cerca de dónde (la ciudad elegida)' }),
    lon: longitude.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    path: ['lon'],
    message: 'Indica la latitud y la longitud, o ninguna.',
  });
export type PlaceSearchQuery = z.input<typeof placeSearchQuery>;

export const placeSearchAnswer = z
  .object({ data: z.array(placeFound) })
  .meta({ id: 'PlaceSearchAnswer' });
export type PlaceSearchAnswer = z.infer<typeof placeSearchAnswer>;

export const placeAtQuery = z.object({ lat: latitude, lon: longitude });
export type PlaceAtQuery = z.input<typeof placeAtQuery>;

export const placeAtAnswer = z
  .object({
    place: placeFound
      .nullable()
      .meta({ description: 'La dirección más cercana al punto; null si no hay ninguna cerca' }),
  })
  .meta({ id: 'PlaceAtAnswer' });
export type PlaceAtAnswer = z.infer<typeof placeAtAnswer>;

/** What `/info` says of place search: null when the server has no geocoder. */
export const placeSearchInfo = z
  .object({
    typeahead: z.boolean().meta({
      description:
        'true: se puede buscar mientras se escribe; false: solo al confirmar (Nominatim no permite autocompletar)',
    }),
  })
  .nullable()
  .meta({ description: 'La búsqueda de lugares (GEOCODER); null: este servidor no la tiene' });
export type PlaceSearchInfo = z.infer<typeof placeSearchInfo>;
