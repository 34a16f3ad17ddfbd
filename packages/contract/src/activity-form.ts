import { z } from 'zod';
import { ACTIVITY_LIMITS, duration, MINIMUM_HOURS_BEFORE, MINIMUM_MESSAGES } from './activities.js';
import { idNumber } from './fields.js';
import { requiredText } from './form-fields.js';
import { FORM_MESSAGES } from './messages.js';
import { SERIES_MESSAGES } from './series.js';

const requiredId = idNumber(FORM_MESSAGES.required);

/**
 * "Crear Actividad", as the public home's sample card has it: the description, Social or
 * Deporte (with discipline and level for sport), the start in the city's own time, the
 * duration, the places and the place. `sport` is the Deporte option's id, which decides
 * whether the discipline is asked for.
 */
export function activityForm(sport: number | undefined) {
  return z
    .object({
      description: requiredText.pipe(
        z
          .string()
          .trim()
          .max(
            ACTIVITY_LIMITS.descriptionMax,
            `Como máximo ${ACTIVITY_LIMITS.descriptionMax} caracteres.`,
          ),
      ),
      type: requiredId,
      discipline: idNumber().nullable(),
      level: idNumber().nullable(),
      start: requiredText.pipe(
        z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Elige el día y la hora.'),
      ),
      duration: requiredText.pipe(duration),
      participants: z
        .number({ error: FORM_MESSAGES.required })
        .int('Escribe un número entero.')
        .min(1, 'Al menos 1 plaza.')
        .max(
          ACTIVITY_LIMITS.participantsMax,
          `Como máximo ${ACTIVITY_LIMITS.participantsMax} plazas.`,
        ),
      city: requiredId,
      address: z.string().trim().max(200, 'Como máximo 200 caracteres.'),
      /** The plan's public page (a shared link) shows the address and the point. */
      public_place: z.boolean(),
      /** A minimum (issue 38): null for none; else people needed, decided hours before. */
      min_participants: z
        .number({ error: 'Escribe un número entero.' })
        .int('Escribe un número entero.')
        .min(1, 'Al menos 1 persona.')
        .nullable(),
      min_hours_before: z
        .number()
        .refine(
          (hours) => (MINIMUM_HOURS_BEFORE as readonly number[]).includes(hours),
          MINIMUM_MESSAGES.hours,
        ),
      /** «Repetir» (issue 38): 0 for a plan that does not repeat, else every 1 or 2 weeks. */
      repeat_weeks: z.number(),
      /** «Hasta»: the last day (YYYY-MM-DD) a plan of the series may fall on. */
      repeat_until: z.string(),
    })
    .refine((form) => form.repeat_weeks === 0 || /^\d{4}-\d{2}-\d{2}$/.test(form.repeat_until), {
      path: ['repeat_until'],
      message: SERIES_MESSAGES.untilMissing,
      when: ({ value }) => typeof value === 'object' && value !== null,
    })
    .refine(
      (form) =>
        form.repeat_weeks === 0 ||
        form.repeat_until === '' ||
        form.repeat_until > form.start.slice(0, 10),
      {
        path: ['repeat_until'],
        message: SERIES_MESSAGES.untilBefore,
        when: ({ value }) => typeof value === 'object' && value !== null,
      },
    )
    .refine(
      (form) => form.min_participants === null || form.min_participants <= form.participants,
      {
        path: ['min_participants'],
        message: MINIMUM_MESSAGES.aboveParticipants,
        when: ({ value }) => typeof value === 'object' && value !== null,
      },
    )
    .refine((form) => form.type !== sport || form.discipline !== null, {
      path: ['discipline'],
      message: 'Elige el deporte.',
      when: ({ value }) => typeof value === 'object' && value !== null,
    });
}
export type ActivityForm = z.input<ReturnType<typeof activityForm>>;
