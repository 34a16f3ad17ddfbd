import { z } from 'zod';
import { bandOf } from './levels.js';

/**
 * The calorie estimate (member-features.md, section 4; decision 0027): kcal = MET × kg × hours.
 *
 * Source of the MET values: Ainsworth BE, Haskell WL, Herrmann SD, et al. "2011 Compendium of
 * Physical Activities: a second update of codes and MET values". Med Sci Sports Exerc.
 * 2011;43(8):1575-81 (pacompendium.com). For each discipline, `light`, `moderate` and
 * `vigorous` are the Compendium's entries for the sport played casually or at a slow pace, in
 * general, and in competition or at a fast pace. Where the Compendium has no entry of its own
 * the nearest is used, and said: pádel as doubles tennis, triatlón as running and cycling.
 */
export const MET_SOURCE =
  'Compendium of Physical Activities (Ainsworth et al., 2011), valores MET por deporte e intensidad';

export const INTENSITIES = ['light', 'moderate', 'vigorous'] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** MET by discipline option tag (`disciplines-<slug>`), light / moderate / vigorous. */
export const MET_TABLE: Record<string, readonly [number, number, number]> = {
  'disciplines-futbol': [5.0, 7.0, 10.0],
  'disciplines-futbol-sala': [5.0, 7.0, 10.0],
  'disciplines-baloncesto': [4.5, 6.5, 8.0],
  'disciplines-padel': [4.5, 6.0, 7.3], // doubles tennis
  'disciplines-tenis': [5.0, 7.3, 8.0],
  'disciplines-running': [7.0, 9.8, 11.0],
  'disciplines-ciclismo': [4.0, 6.8, 10.0],
  'disciplines-mountain-bike': [6.8, 8.5, 14.0],
  'disciplines-natacion': [6.0, 7.0, 9.8],
  'disciplines-senderismo': [5.3, 6.0, 7.8],
  'disciplines-escalada': [5.8, 7.5, 8.0],
  'disciplines-voleibol': [3.0, 4.0, 6.0],
  'disciplines-voley-playa': [6.0, 8.0, 8.0],
  'disciplines-balonmano': [8.0, 8.0, 12.0],
  'disciplines-yoga': [2.0, 2.5, 4.0],
  'disciplines-crossfit': [4.3, 6.0, 8.0],
  'disciplines-boxeo': [5.5, 7.8, 12.8],
  'disciplines-artes-marciales': [5.3, 7.8, 10.3],
  'disciplines-surf': [3.0, 4.0, 5.0],
  'disciplines-patinaje': [5.5, 7.0, 9.8],
  'disciplines-golf': [3.5, 4.3, 4.8],
  'disciplines-badminton': [4.5, 5.5, 7.0],
  'disciplines-triatlon': [6.8, 9.8, 11.0], // running and cycling
  'disciplines-remo': [3.5, 7.0, 12.0],
  'disciplines-esqui': [4.3, 5.3, 8.0],
  'disciplines-tenis-de-mesa': [3.0, 4.0, 5.0],
  'disciplines-rugby': [6.3, 7.3, 8.3],
  'disciplines-atletismo': [4.0, 6.0, 10.0],
};

/** Without a weight in the profile, the estimate assumes this many kilos, and says so. */
export const DEFAULT_WEIGHT_KG = 70;

/**
 * The intensity of a plan for a member: its own level if it asks for one ("Principiante" is
 * light, "Avanzado" and "Experto" vigorous); otherwise the member's level in the discipline
 * if known; otherwise moderate.
 */
export function intensityFor(
  activityLevelTag: string | null,
  memberLevel: number | null,
): Intensity {
  const tag =
    activityLevelTag && activityLevelTag !== 'levels-todos'
      ? activityLevelTag
      : memberLevel !== null
        ? bandOf(memberLevel)
        : null;
  if (tag === 'levels-principiante') return 'light';
  if (tag === 'levels-avanzado' || tag === 'levels-experto') return 'vigorous';
  return 'moderate';
}

/** kcal = MET × kg × hours, to the nearest 10 (an estimate, not a measurement). */
export const estimateKcal = (met: number, kg: number, minutes: number) =>
  Math.round((met * kg * (minutes / 60)) / 10) * 10;

export const calorieEstimate = z
  .object({
    estimate: z
      .object({
        kcal: z.number().int(),
        met: z.number(),
        intensity: z.enum(INTENSITIES),
        minutes: z.number().int(),
        weight_kg: z.number().int(),
        weight_given: z
          .boolean()
          .meta({ description: 'false: no hay peso en el perfil y se suponen 70 kg' }),
        source: z.string(),
      })
      .nullable()
      .meta({ description: 'null: un plan social, sin disciplina' }),
  })
  .meta({ id: 'CalorieEstimate' });
export type CalorieEstimate = z.infer<typeof calorieEstimate>;
