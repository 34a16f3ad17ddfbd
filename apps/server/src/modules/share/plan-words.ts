import { dayText, hourText, placesLeftText } from '@app/contract/plan-texts';
import type { PublicActivity } from '@app/contract/share';

const HEADLINE_MAX = 70;

/**
 * A plan's description as a headline: whole when short, else cut at a word within 70
 * characters (what a link card shows before it cuts on its own).
 */
export function planHeadline(plan: Pick<PublicActivity, 'description'>): string {
  const text = plan.description.replace(/\s+/g, ' ').trim();
  if (text.length <= HEADLINE_MAX) return text;
  const cut = text.slice(0, HEADLINE_MAX - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > 40 ? cut.slice(0, word) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** What kind of plan: "Deporte · Pádel · Intermedio", "Social". */
export function planKind(plan: Pick<PublicActivity, 'type' | 'discipline' | 'level'>): string {
  return [plan.type.name, plan.discipline?.name, plan.level?.name].filter(Boolean).join(' · ');
}

/** One line for a link's card: "sábado, 5 de diciembre, 18:30 · Madrid · Quedan 3 plazas". */
export function planSummary(plan: PublicActivity): string {
  const when = startText(plan);
  const who = plan.sponsor
    ? `Evento de ${plan.sponsor.name}.`
    : plan.host
      ? `Organiza ${plan.host.firstname}.`
      : '';
  return `${when} · ${plan.place.area} · ${placesLeftText(plan.places_left)}. ${who}`.trim();
}

/** The start in the city's time, as a sentence begins: "Sábado, 5 de diciembre, 18:30". */
export function startText(
  plan: Pick<PublicActivity, 'start_at' | 'time_zone'>,
  glue = ', ',
): string {
  const day = dayText(plan.start_at, plan.time_zone);
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}${glue}${hourText(plan.start_at, plan.time_zone)}`;
}
