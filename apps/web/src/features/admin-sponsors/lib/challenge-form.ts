import {
  CHALLENGE_METRICS,
  createChallengeRequest,
  type ChallengeMetric,
} from '@app/contract/challenges';
import { z } from 'zod';
import { defaultPeriod, toInstant } from './staff-time';

/** The challenge form's values, as its inputs hold them (times as date-time fields give them). */
export type ChallengeValues = {
  title: string;
  description: string;
  metric: ChallengeMetric;
  goal: string;
  discipline: string;
  starts_at: string;
  ends_at: string;
  reward_coins: string;
  badge: string;
  badge_name: string;
  sponsor: string;
};

/** A new challenge's first values: four weeks from today, counting activities. */
export const emptyChallenge = (now = new Date()): ChallengeValues => ({
  title: '',
  description: '',
  metric: 'activities',
  goal: '',
  discipline: '',
  ...defaultPeriod(now),
  reward_coins: '',
  badge: '',
  badge_name: '',
  sponsor: '',
});

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The form checked by the API's own rules (`POST /admin/challenges`): empty optional fields are
 * left out, the period is read in Madrid's time, and the contract's schema gives each field its
 * message (an end before the start, a badge without its name…).
 */
export const challengeForm = z
  .object({
    title: z.string(),
    description: z.string(),
    metric: z.enum(CHALLENGE_METRICS),
    goal: z.string(),
    discipline: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    reward_coins: z.string(),
    badge: z.string(),
    badge_name: z.string(),
    sponsor: z.string(),
  })
  .transform((values): z.input<typeof createChallengeRequest> => ({
    title: values.title,
    description: values.description,
    metric: values.metric,
    goal: optional(values.goal),
    discipline: optional(values.discipline),
    starts_at: toInstant(values.starts_at),
    ends_at: toInstant(values.ends_at),
    reward_coins: optional(values.reward_coins),
    badge: optional(values.badge),
    badge_name: optional(values.badge_name),
    sponsor: optional(values.sponsor),
  }))
  .pipe(createChallengeRequest);

/** What the form sends once its rules hold. */
export type ChallengeRequest = z.output<typeof challengeForm>;
