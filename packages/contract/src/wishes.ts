import { z } from 'zod';
import { activity, createActivityRequest } from './activities.js';
import { clearable, formInt, id, ID_MAX } from './fields.js';
import { latitude, longitude, optionView } from './shapes.js';
import { feedbackAuthor } from './feedback.js';
import { publicUser } from './users.js';

/** The wishes' rules (docs/decisions/0021-wishes.md). */
export const WISH_LIMITS = {
  textMax: 140,
  /** No wish lives longer, whatever its window. */
  maxHours: 48,
  /** The "ahora" window. */
  nowHours: 3,
  /** From this zoom up the map shows wishes; below it, clusters. */
  wishesFromZoom: 11,
  /** Live cells a viewer may follow at once. */
  liveCellsMax: 16,
  /** A map pin's text: its first words, as its bubble shows them (decision 0054). */
  pinTextMax: 32,
  /** Wishes' cards asked at once (`GET /wish/cards`). */
  cardsMax: 50,
} as const;

// What makes a character more than one UTF-16 unit, or more than one code point: surrogate
// pairs (emoji), combining marks (a decomposed «é»), joiners and variation selectors.
const SURROGATE = /[\uD800-\uDFFF]/;
const MARK_OR_JOINER = /[\p{M}\u200D]/u;
let graphemes: Intl.Segmenter | undefined;

/**
 * The first words of a wish as its bubble on the map shows them: whole words up to
 * `pinTextMax` characters, then "…" (a word longer than that is cut).
 * @example pinText('Me apetece quedar hoy: ¿alguien se apunta?') // 'Me apetece quedar hoy: ¿alguien…'
 */
export function pinText(text: string): string {
  const max = WISH_LIMITS.pinTextMax;
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  // Characters as seen, not UTF-16 units (an emoji is two, a flag four), split only when a text
  // has any such: the map's answer cuts 300 texts a call.
  const chars =
    SURROGATE.test(trimmed) || MARK_OR_JOINER.test(trimmed)
      ? Array.from(
          (graphemes ??= new Intl.Segmenter('es', { granularity: 'grapheme' })).segment(trimmed),
          (part) => part.segment,
        )
      : undefined;
  if (chars && chars.length <= max) return trimmed;
  const head = chars ? chars.slice(0, max - 1).join('') : trimmed.slice(0, max - 1);
  const next = chars ? chars[max - 1] : trimmed[max - 1];
  // Whole words: back to the last space, unless the cut falls between two words already
  // (or the last space is so early that little would be left).
  const space = head.lastIndexOf(' ');
  const words = next === ' ' || space <= max / 2 ? head : head.slice(0, space);
  return `${words.replace(/[\s,;:.]+$/u, '')}…`;
}

/**
 * The grid a wish's place is rounded to before it is stored: squares of 0.005° of latitude by
 * 0.00625° of longitude (about 555 × 530 m in Spain). Only a square's centre is ever kept.
 */
export const WISH_GRID = { latDegrees: 0.005, lonDegrees: 0.00625 } as const;

/** The centre of the grid square a position falls in (what is stored and shown of a wish). */
export function roundedWishPlace(lat: number, lon: number): { lat: number; lon: number } {
  const snap = (value: number, size: number) =>
    Number(((Math.floor(value / size) + 0.5) * size).toFixed(6));
  return { lat: snap(lat, WISH_GRID.latDegrees), lon: snap(lon, WISH_GRID.lonDegrees) };
}

export const WISH_WINDOWS = ['now', 'today', 'tomorrow', 'weekend'] as const;
export type WishWindow = (typeof WISH_WINDOWS)[number];

export const createWishRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(WISH_LIMITS.textMax, `El deseo puede tener ${WISH_LIMITS.textMax} caracteres como mucho.`),
  window: z.enum(WISH_WINDOWS, {
    error: 'La franja debe ser now, today, tomorrow o weekend.',
  }),
  type: clearable(id).optional(),
  discipline: clearable(id).optional(),
  lat: latitude,
  lon: longitude,
});

export const wish = z
  .object({
    id: z.number().int(),
    text: z.string(),
    type: optionView.nullable(),
    discipline: optionView.nullable(),
    window: z.enum(WISH_WINDOWS),
    expiresAt: z.string(),
    location: z.object({ lat: z.number(), lon: z.number() }).meta({
      description: 'El centro de una cuadrícula de unos 500 m: nunca la posición exacta.',
    }),
    // Who wishes, as a map's card names them: the whole profile is one tap away.
    user: feedbackAuthor,
    answers: z.number().int(),
    answered: z.boolean().meta({ description: 'Quien pregunta ya ha dicho «¡Me apunto!».' }),
    mine: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Wish' });
export type Wish = z.infer<typeof wish>;

export const wishCluster = z
  .object({ lat: z.number(), lon: z.number(), count: z.number().int() })
  .meta({ id: 'WishCluster' });
export type WishCluster = z.infer<typeof wishCluster>;

/** `GET /wish`: a bounding box (south, west, north, east) and the map's zoom. */
export const wishAreaQuery = z
  .object({
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    zoom: formInt(z.number().int().min(0).max(22)),
  })
  .refine((query) => query.north > query.south, {
    path: ['north'],
    message: 'El norte debe estar al norte del sur.',
  });
export type WishAreaQuery = z.output<typeof wishAreaQuery>;

export const wishArea = z
  .object({
    wishes: z.array(wish),
    clusters: z.array(wishCluster),
  })
  .meta({ id: 'WishArea' });
export type WishArea = z.infer<typeof wishArea>;

/** One wish as the map draws it: its id and first words; the card is one request away. */
export const wishPin = z
  .object({
    id: z.number().int(),
    text: z.string().meta({ description: 'Las primeras palabras (32 caracteres como mucho).' }),
    // Only on the member's own (Premium has three at once): false would cost every pin.
    mine: z.literal(true).optional().meta({ description: 'Solo en los deseos de quien pregunta.' }),
  })
  .meta({ id: 'WishPin' });
export type WishPin = z.infer<typeof wishPin>;

/** The wishes of one ~500 m square, newest first: every wish there shares its centre. */
export const wishPlace = z
  .object({ lat: z.number(), lon: z.number(), wishes: z.array(wishPin) })
  .meta({ id: 'WishPlace' });
export type WishPlace = z.infer<typeof wishPlace>;

/** `GET /wish/map`: what the map draws of an area, places from zoom 11 and clusters below. */
export const wishMap = z
  .object({ places: z.array(wishPlace), clusters: z.array(wishCluster) })
  .meta({ id: 'WishMap' });
export type WishMap = z.infer<typeof wishMap>;

/** `GET /wish/cards?ids=3,1,2`: the cards of these wishes (50 at most), in that order. */
export const wishCardsQuery = z.object({
  ids: z
    // `ids` given twice reaches the route as a list: read as one.
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : value),
      z
        .string({ error: 'ids es una lista de números separados por comas.' })
        .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids es una lista de números separados por comas.')
        .transform((text) => [...new Set(text.split(',').map(Number))])
        .refine((ids) => ids.length <= WISH_LIMITS.cardsMax, {
          message: `Como mucho ${WISH_LIMITS.cardsMax} deseos a la vez.`,
        })
        // Every id fits its column: a larger one would reach the database and be refused there.
        .refine((ids) => ids.every((id) => id >= 1 && id <= ID_MAX), {
          message: 'ids tiene un número que no es de ningún deseo.',
        }),
    ),
});
export type WishCardsQuery = z.output<typeof wishCardsQuery>;

export const wishCards = z.object({ wishes: z.array(wish) }).meta({ id: 'WishCards' });
export type WishCards = z.infer<typeof wishCards>;

export const wishAnswer = z
  .object({ user: publicUser, createdAt: z.string() })
  .meta({ id: 'WishAnswer' });
export type WishAnswer = z.infer<typeof wishAnswer>;

/** `GET /wish/mine`: the member's active wish, if any, with who answered it. */
export const ownWish = z
  .object({ wish: wish.nullable(), answers: z.array(wishAnswer) })
  .meta({ id: 'OwnWish' });
export type OwnWish = z.infer<typeof ownWish>;

/** `POST /wish/{id}/activity`: the activity form, as `POST /activity` takes it. */
export const convertWishRequest = createActivityRequest.omit({
  repeat_weeks: true,
  repeat_until: true,
});

export const convertedWish = z
  .object({
    activity,
    admitted: z.number().int().meta({ description: 'Cuántos de quienes respondieron entran.' }),
  })
  .meta({ id: 'ConvertedWish' });
export type ConvertedWish = z.infer<typeof convertedWish>;

/** The public channel of a grid cell's wishes, and its one event ("something changed"). */
export const wishCellChannel = (cell: number) => `wishes.${cell}`;
export const WISHES_CHANGED_EVENT = 'App\\Events\\WishesChanged';

/**
 * The event on `wish-answer.{wstoken}`: someone answered the member's wish ("¡Me apunto!").
 * Decision 0026 adds it so that the answer also reaches a member with no app open (Web Push).
 */
export type WishAnswerEvent = {
  wish: { id: number; text: string };
  user: { id: number; firstname: string; avatarUpdatedAt: string | null };
};
