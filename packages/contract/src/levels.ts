import { z } from 'zod';
import { reliability } from './attendance.js';
import { feedbackAuthor } from './feedback.js';
import { formBoolean, formInt, id, jsonText } from './fields.js';

/**
 * Levels per discipline (member-features.md, section 4; decision 0027), on Playtomic's scale:
 * 0.0 to 7.0 with one decimal. A level is a Bayesian rating (OpenSkill's Weng–Lin model, the
 * `openskill` package) kept on that scale: `mu` is the level, `sigma` its uncertainty, and the
 * level's reliability is how far the uncertainty has fallen from a newcomer's.
 */
export const LEVEL_SCALE = { min: 0, max: 7 } as const;
/** A newcomer's rating: the middle of the scale, uncertain across all of it (3 sigma = 3.5). */
export const LEVEL_PRIOR = { mu: 3.5, sigma: 3.5 / 3 } as const;

/** The level shown: mu kept within the scale, one decimal. */
export const levelOf = (mu: number) =>
  Math.round(Math.min(LEVEL_SCALE.max, Math.max(LEVEL_SCALE.min, mu)) * 10) / 10;

/** The level's reliability, 0–100: how much of a newcomer's uncertainty is gone. */
export const levelReliability = (sigma: number) =>
  Math.round(Math.min(100, Math.max(0, 100 * (1 - sigma / LEVEL_PRIOR.sigma))));

/**
 * The bands of the activities' "Nivel" option (`levels-<slug>`), on the same scale: a member
 * fits an activity whose level is theirs, "todos", or none.
 */
export const LEVEL_BANDS = [
  { tag: 'levels-principiante', from: 0, to: 2.5 },
  { tag: 'levels-intermedio', from: 2.5, to: 4 },
  { tag: 'levels-avanzado', from: 4, to: 5.5 },
  { tag: 'levels-experto', from: 5.5, to: 7.01 },
] as const;
export const LEVEL_ANY_TAG = 'levels-todos';
export const bandOf = (level: number) =>
  LEVEL_BANDS.find((band) => level >= band.from && level < band.to)!.tag;

/** The self-assessment: four questions, each answered 0 (least) to 3 (most). */
export const LEVEL_QUESTIONS = [
  {
    key: 'years',
    text: '¿Cuánto tiempo llevas practicándolo?',
    answers: ['Estoy empezando', 'Menos de un año', 'Entre uno y tres años', 'Más de tres años'],
    weight: 0.3,
  },
  {
    key: 'frequency',
    text: '¿Con qué frecuencia lo practicas?',
    answers: ['Casi nunca', 'Alguna vez al mes', 'Una vez por semana', 'Varias veces por semana'],
    weight: 0.3,
  },
  {
    key: 'competition',
    text: '¿Has competido?',
    answers: [
      'Nunca',
      'En torneos sociales o entre amigos',
      'En ligas o torneos federados',
      'A nivel alto (regional o más)',
    ],
    weight: 0.7,
  },
  {
    key: 'technique',
    text: '¿Cómo es tu técnica?',
    answers: [
      'Aprendiendo lo básico',
      'Domino lo básico',
      'Buena técnica y algo de táctica',
      'Avanzada: controlo el juego',
    ],
    weight: 0.7,
  },
] as const;
export type LevelQuestionKey = (typeof LEVEL_QUESTIONS)[number]['key'];

/** The first level from the self-assessment: 0.5 for all "least", 6.5 for all "most". */
export function assessedLevel(answers: Record<LevelQuestionKey, number>): number {
  const sum = LEVEL_QUESTIONS.reduce(
    (total, question) => total + question.weight * answers[question.key],
    0,
  );
  return levelOf(0.5 + sum);
}

const answer = formInt(
  z.number().int().min(0, 'Elige una respuesta.').max(3, 'Elige una respuesta.'),
);
export const levelAssessmentRequest = z.object({
  discipline: id,
  years: answer,
  frequency: answer,
  competition: answer,
  technique: answer,
});
export type LevelAssessmentRequest = z.input<typeof levelAssessmentRequest>;

/** A member's level in one discipline. */
export const sportLevel = z
  .object({
    discipline_option_id: z.number().int(),
    level: z.number(),
    reliability: z.number().int().meta({ description: 'Fiabilidad del nivel, 0–100' }),
    results: z.number().int().meta({ description: 'Resultados confirmados que lo han movido' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'SportLevel' });
export type SportLevel = z.infer<typeof sportLevel>;

/** A competitive activity's result: two teams and a winner. */
export const RESULT_STATUSES = ['reported', 'confirmed', 'disputed'] as const;
export const activityResult = z
  .object({
    activity_id: z.number().int(),
    discipline_option_id: z.number().int(),
    teams: z.tuple([z.array(feedbackAuthor), z.array(feedbackAuthor)]),
    winner: z.enum(['a', 'b', 'draw']),
    status: z.enum(RESULT_STATUSES),
    reported_by: z.number().int(),
    answered_by: z.number().int().nullable(),
    changes: z
      .array(
        z.object({
          user_id: z.number().int(),
          before: z.number(),
          after: z.number(),
        }),
      )
      .meta({ description: 'Cómo cambió el nivel de cada jugador (al confirmarse)' }),
    createdAt: z.string(),
  })
  .meta({ id: 'ActivityResult' });
export type ActivityResult = z.infer<typeof activityResult>;

/** A JSON list of user ids in the form (as the invitations' `user_ids`). */
const team = jsonText(
  z
    .array(id)
    .min(1, 'Cada equipo necesita al menos una persona.')
    .max(50, 'Como máximo 50 por equipo.'),
);
export const reportResultRequest = z.object({
  team_a: team,
  team_b: team,
  winner: z.enum(['a', 'b', 'draw'], { error: 'El ganador es a, b o draw.' }),
});
export type ReportResultRequest = z.input<typeof reportResultRequest>;

export const answerResultRequest = z.object({
  confirm: formBoolean,
});

export const RESULT_MESSAGES = {
  notSport: 'Solo las actividades deportivas con disciplina tienen resultado.',
  notStarted: 'El resultado se anota cuando la actividad ha empezado.',
  closed: 'El resultado se anota hasta 48 horas después del final.',
  notPlayer: 'Solo pueden estar en los equipos quien organiza y las personas unidas.',
  twice: 'Nadie puede estar en los dos equipos.',
  reporterPlays: 'Para anotar el resultado tienes que haber jugado u organizar la actividad.',
  confirmed: 'El resultado ya está confirmado.',
  nothing: 'No hay ningún resultado que responder.',
  notOther: 'Lo confirma el otro equipo o quien organiza, no quien lo anotó.',
  changed: 'El resultado acaba de cambiar: míralo de nuevo antes de responder.',
} as const;

/** `GET /activity/{id}/result`: the result, if someone reported one. */
export const activityResultAnswer = z
  .object({
    result: activityResult.nullable(),
    players: z.array(feedbackAuthor).meta({
      description:
        'Quien organiza y las personas unidas: con quién se forman los equipos (vacío para quien no juega)',
    }),
  })
  .meta({ id: 'ActivityResultAnswer' });
export type ActivityResultAnswer = z.infer<typeof activityResultAnswer>;

/** `GET /user/{id}/sports`: a member's sports profile: levels and reliability. */
export const sportsProfile = z
  .object({ reliability, levels: z.array(sportLevel) })
  .meta({ id: 'SportsProfile' });
export type SportsProfile = z.infer<typeof sportsProfile>;
