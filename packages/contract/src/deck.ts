import { z } from 'zod';
import { activity, petition } from './activities.js';
import { formInt, formNumber } from './fields.js';
import { latitude, longitude } from './shapes.js';

/** The swipe deck's rules (docs/decisions/0020-swipe-deck.md). */
export const DECK_LIMITS = {
  /** Decisions a member without a plan takes in a day, on their city's clock. */
  decisionsPerDay: 50,
  /** Days a "pass" hides an activity from the deck. */
  passHiddenDays: 30,
  /** How far ahead the deck looks. */
  withinDays: 14,
  kmDefault: 25,
  /** The widest deck without advanced filters (Move, decision 0029). */
  kmFree: 25,
  kmMax: 100,
  cardsDefault: 10,
  cardsMax: 20,
} as const;

export const DECK_DECISIONS = ['like', 'pass'] as const;
export type DeckDecision = (typeof DECK_DECISIONS)[number];

export const deckQuery = z
  .object({
    lat: latitude.optional(),
    lon: longitude.optional(),
    km: formNumber(z.number().positive().max(DECK_LIMITS.kmMax))
      .optional()
      .meta({
        description: `Radio en km (${DECK_LIMITS.kmDefault} por defecto). Más de ${DECK_LIMITS.kmFree} es un filtro avanzado (Move).`,
      }),
    limit: formInt(z.number().int().min(1).max(DECK_LIMITS.cardsMax)).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    path: ['lat'],
    message: 'La posición necesita latitud y longitud.',
  });
export type DeckQuery = z.output<typeof deckQuery>;

/** Why a card is in the deck, for the card to say it. */
export const deckCard = z
  .object({
    activity,
    distance_km: z.number(),
    score: z.number().meta({
      description:
        'De 0 a 1: 0,35 cercanía + 0,30 empieza pronto + 0,20 interés compartido + 0,15 nivel (decisión 0020).',
    }),
    shared_interest: z.boolean().meta({
      description: 'La disciplina de la actividad está entre los intereses del miembro.',
    }),
  })
  .meta({ id: 'DeckCard' });
export type DeckCard = z.infer<typeof deckCard>;

const decisionsLeft = z.number().int().nullable().meta({
  description:
    'Decisiones que le quedan hoy al miembro (el día de su ciudad); null: sin límite (Premium).',
});

export const deck = z
  .object({
    data: z.array(deckCard),
    decisions_left: decisionsLeft,
    decisions_per_day: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'null: sin límite (Premium)' }),
  })
  .meta({ id: 'Deck' });
export type Deck = z.infer<typeof deck>;

export const swipeRequest = z.object({
  decision: z.enum(DECK_DECISIONS, { error: 'La decisión debe ser like o pass.' }),
});

export const swipeDecision = z
  .object({
    activity: z.number().int(),
    decision: z.enum(DECK_DECISIONS),
    decidedAt: z.string(),
  })
  .meta({ id: 'SwipeDecision' });
export type SwipeDecision = z.infer<typeof swipeDecision>;

export const swipeResponse = z
  .object({
    decision: swipeDecision,
    /** The request a like sent to the host; null for a pass. */
    petition: petition.nullable(),
    decisions_left: decisionsLeft,
  })
  .meta({ id: 'SwipeResponse' });
export type SwipeResponse = z.infer<typeof swipeResponse>;

export const undoResponse = z
  .object({
    undone: swipeDecision,
    decisions_left: decisionsLeft,
  })
  .meta({ id: 'UndoResponse' });
export type UndoResponse = z.infer<typeof undoResponse>;
