import type { Challenge, ChallengeMetric } from '@app/contract/challenges';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';
import { dateTimeFormat } from '@app/contract/date-format';

const UNITS: Record<ChallengeMetric, [string, string]> = {
  activities: ['actividad', 'actividades'],
  minutes: ['minuto', 'minutos'],
  kcal: ['kcal', 'kcal'],
  disciplines: ['disciplina distinta', 'disciplinas distintas'],
};

/** "3 actividades", "1 minuto", "1.200 kcal", "2 disciplinas distintas". */
export function amountText(metric: ChallengeMetric, amount: number): string {
  const [one, many] = UNITS[metric];
  return plural(amount, one, many);
}

/** The goal in words: "3 actividades de Pádel". */
export function goalText(challenge: Pick<Challenge, 'metric' | 'goal' | 'discipline'>): string {
  const goal = amountText(challenge.metric, challenge.goal);
  return challenge.discipline ? `${goal} de ${challenge.discipline.name}` : goal;
}

/** "2 de 3 actividades": how far the member is. */
export function progressText(
  challenge: Pick<Challenge, 'metric' | 'goal'>,
  progress: number,
): string {
  return `${formatNumber(progress)} de ${amountText(challenge.metric, challenge.goal)}`;
}

/** The share of the goal reached, 0 to 100, for the bar. */
export const progressPercent = (goal: number, progress: number) =>
  Math.max(0, Math.min(100, Math.round((progress / goal) * 100)));

/**
 * When it runs, on the member's own calendar (`timeZone`, the device's by default): "Hasta el
 * 31 dic".
 */
export function periodText(
  challenge: Pick<Challenge, 'starts_at' | 'ends_at' | 'status'>,
  timeZone?: string,
) {
  const day = dateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone });
  const start = day.format(new Date(challenge.starts_at));
  // The end is exclusive (the midnight that begins the next day): the last day is the one before.
  const end = day.format(new Date(Date.parse(challenge.ends_at) - 1));
  if (challenge.status === 'ended') return `Terminó el ${end}`;
  if (challenge.status === 'upcoming') return `Del ${start} al ${end}`;
  return `Hasta el ${end}`;
}

/** The reward: "30 monedas e insignia «Diciembre activo»". */
export function rewardText(
  challenge: Pick<Challenge, 'reward_coins' | 'badge_name'>,
): string | null {
  const coins = challenge.reward_coins > 0 ? plural(challenge.reward_coins, 'moneda') : null;
  const badge = challenge.badge_name ? `insignia «${challenge.badge_name}»` : null;
  if (coins && badge) return `${coins} e ${badge}`;
  return coins ?? (badge ? badge[0]!.toUpperCase() + badge.slice(1) : null);
}
