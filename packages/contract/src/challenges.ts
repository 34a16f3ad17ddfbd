import { z } from 'zod';
import { instant } from './activities.js';
import { feedbackAuthor } from './feedback.js';
import { clearable, formInt, id } from './fields.js';
import { optionView } from './shapes.js';
import { sponsor } from './sponsors.js';

/**
 * Challenges (member-features.md, section 6; issue 21): a goal over a period, counted from the
 * facts that count for the member's points (decision 0034: activities attended or hosted,
 * verified, counted once the plan has ended, within the day's three and the pair rule; the
 * period holds the plan's end): a number of activities, minutes, kcal (the calorie estimate)
 * or distinct disciplines, optionally in one discipline; a reward in coins and a badge, once.
 */
export const CHALLENGE_METRICS = ['activities', 'minutes', 'kcal', 'disciplines'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];

export const CHALLENGE_LIMITS = {
  titleMax: 80,
  descriptionMax: 500,
  goalMax: 100_000,
  rewardMax: 10_000,
  /** The leaderboard's length. */
  boardSize: 50,
} as const;

export const CHALLENGE_MESSAGES = {
  ended: 'Este reto ya ha terminado.',
} as const;

/** Where a challenge is in its period. */
export const CHALLENGE_STATUSES = ['upcoming', 'open', 'ended'] as const;

/** The member's standing in a challenge they joined. */
export const challengeStanding = z.object({
  progress: z.number().int(),
  joinedAt: z.string(),
  completedAt: z.string().nullable().meta({ description: 'Cuándo alcanzó la meta (y el premio)' }),
});

export const challenge = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    metric: z.enum(CHALLENGE_METRICS).meta({
      description: 'Qué se cuenta: actividades, minutos, kcal (estimadas) o disciplinas distintas',
    }),
    goal: z.number().int(),
    discipline: optionView.nullable().meta({ description: 'Solo cuenta esta disciplina' }),
    starts_at: z.string(),
    ends_at: z.string(),
    status: z.enum(CHALLENGE_STATUSES),
    reward_coins: z.number().int(),
    badge: z.string().nullable(),
    badge_name: z.string().nullable(),
    sponsor: sponsor.nullable(),
    members: z.number().int().meta({ description: 'Cuántas personas participan' }),
    me: challengeStanding.nullable().meta({ description: 'Tu progreso; null si no participas' }),
  })
  .meta({ id: 'Challenge' });
export type Challenge = z.infer<typeof challenge>;

export const challengeList = z.object({ data: z.array(challenge) }).meta({ id: 'ChallengeList' });

/** One place on a challenge's leaderboard: most progress first, then who got there first. */
export const challengeBoardRow = z.object({
  position: z.number().int(),
  user: feedbackAuthor,
  progress: z.number().int(),
  completedAt: z.string().nullable(),
});

export const challengeBoard = z
  .object({
    data: z.array(challengeBoardRow),
    me: challengeBoardRow.nullable().meta({ description: 'Tu puesto, aunque no esté arriba' }),
  })
  .meta({ id: 'ChallengeBoard' });
export type ChallengeBoard = z.infer<typeof challengeBoard>;

const badge = z.string().trim().min(1).max(16, 'La insignia es un emoji o un texto muy corto.');
const badgeName = z.string().trim().min(2, 'El nombre es demasiado corto.').max(60);

/** `POST /admin/challenges`: a new challenge. A badge needs its name, and the other way round. */
export const createChallengeRequest = z
  .object({
    title: z.string().trim().min(3, 'El título es demasiado corto.').max(CHALLENGE_LIMITS.titleMax),
    description: z.string().trim().min(1, 'Describe el reto.').max(CHALLENGE_LIMITS.descriptionMax),
    metric: z.enum(CHALLENGE_METRICS, {
      error: 'La meta se cuenta en activities, minutes, kcal o disciplines.',
    }),
    goal: formInt(
      z
        .number()
        .int('La meta es un número entero.')
        .min(1, 'La meta es de al menos 1.')
        .max(CHALLENGE_LIMITS.goalMax),
    ),
    discipline: clearable(id).optional(),
    starts_at: instant,
    ends_at: instant,
    reward_coins: formInt(
      z
        .number()
        .int('El premio va en monedas, sin decimales.')
        .min(0, 'El premio no puede ser negativo.')
        .max(CHALLENGE_LIMITS.rewardMax, `Como mucho ${CHALLENGE_LIMITS.rewardMax} monedas.`),
    ).optional(),
    badge: clearable(badge).optional(),
    badge_name: clearable(badgeName).optional(),
    sponsor: clearable(id).optional(),
  })
  .refine((input) => Date.parse(input.ends_at) > Date.parse(input.starts_at), {
    path: ['ends_at'],
    message: 'El reto debe terminar después de empezar.',
  })
  .refine((input) => !input.badge === !input.badge_name, {
    path: ['badge_name'],
    message: 'Una insignia necesita su emoji y su nombre.',
  });

/**
 * On `challenge.{wstoken}`: the member's progress moved when a fact of theirs was counted.
 * `rewarded` is true once, on the fact that reached the goal and gave the reward.
 */
export type ChallengeEvent = {
  challenge_id: number;
  progress: number;
  goal: number;
  completed: boolean;
  rewarded: boolean;
};
