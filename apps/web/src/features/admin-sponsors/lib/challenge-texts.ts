import type { Challenge, ChallengeMetric } from '@app/contract/challenges';
import { plural } from '@app/contract/spanish-plural';

/** What a challenge counts, as the metric's select lists it. */
export const METRIC_LABELS: Record<ChallengeMetric, string> = {
  activities: 'actividades',
  minutes: 'minutos',
  kcal: 'kcal',
  disciplines: 'disciplinas distintas',
};

const ONE: Record<ChallengeMetric, string> = {
  activities: 'actividad',
  minutes: 'minuto',
  kcal: 'kcal',
  disciplines: 'disciplina distinta',
};

/**
 * A goal in words.
 * @example goalText('activities', 3) // '3 actividades'
 */
export const goalText = (metric: ChallengeMetric, goal: number) =>
  plural(goal, ONE[metric], METRIC_LABELS[metric]);

/** Where a challenge is in its period. */
export const STATUS_LABELS: Record<Challenge['status'], string> = {
  upcoming: 'Próximo',
  open: 'En curso',
  ended: 'Terminado',
};

/**
 * What completing it gives, in coins; the badge is shown beside it.
 * @example coinsRewardText(30) // '30 monedas'
 */
export const coinsRewardText = (coins: number) =>
  coins === 0 ? 'Sin monedas' : plural(coins, 'moneda');

/** "1 participante", "12 participantes". */
export const membersText = (count: number) => plural(count, 'participante');
