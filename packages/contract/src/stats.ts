import { z } from 'zod';
import { formInt } from './fields.js';
import { optionView } from './shapes.js';

/**
 * "Estadísticas" (member-features.md, section 7; decision 0029): a member's verified activities
 * by month, on their own clock, for Move and Premium.
 */
export const STATS_MONTHS = { default: 6, min: 1, max: 12 } as const;

export const statsQuery = z.object({
  months: formInt(
    z
      .number()
      .int()
      .min(STATS_MONTHS.min, `Entre ${STATS_MONTHS.min} y ${STATS_MONTHS.max} meses.`)
      .max(STATS_MONTHS.max, `Entre ${STATS_MONTHS.min} y ${STATS_MONTHS.max} meses.`),
  ).optional(),
});

const sums = {
  activities: z.number().int(),
  minutes: z.number().int(),
  kcal: z.number().int().meta({ description: 'Estimación (MET × kg × horas)' }),
};

export const statsMonth = z
  .object({
    month: z.string().meta({ description: 'YYYY-MM en la zona horaria del miembro' }),
    ...sums,
    points: z.number().int().meta({ description: 'Puntos del ranking de su ciudad ese mes' }),
    position: z.number().int().nullable().meta({
      description:
        'Su puesto en el ranking de su ciudad (todas las disciplinas) ese mes; null si no estaba',
    }),
  })
  .meta({ id: 'StatsMonth' });
export type StatsMonth = z.infer<typeof statsMonth>;

export const memberStats = z
  .object({
    time_zone: z.string(),
    months: z
      .array(statsMonth)
      .meta({ description: 'Del más antiguo al actual, todos (también los vacíos)' }),
    disciplines: z.array(z.object({ discipline: optionView.nullable(), ...sums })).meta({
      description:
        'Por disciplina en el periodo, la de más actividades primero; null: sin disciplina',
    }),
    totals: z.object(sums),
  })
  .meta({ id: 'MemberStats' });
export type MemberStats = z.infer<typeof memberStats>;
