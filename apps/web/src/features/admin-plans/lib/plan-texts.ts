import { PLAN_NAMES, type PlanGrant, type PlanHolder } from '@app/contract/plans';
import { formatDate } from '../../../lib/format';
import { plural } from '@app/contract/spanish-plural';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a member's plan comes from, as staff call it. */
export const SOURCE_LABELS: Record<PlanHolder['source'], string> = {
  subscription: 'Suscripción',
  grant: 'Regalo del equipo',
};

/** Whether the plan goes on after its end: only a subscription not cancelled renews. */
export const renewsText = (renews: boolean) => (renews ? 'Se renueva' : 'No se renueva');

/** A person of the audit by name; an erased account leaves none (or no person at all). */
export const personName = (person: { firstname: string } | null) =>
  person?.firstname || 'Cuenta eliminada';

/** "1 día", "30 días". */
export const daysText = (days: number) => plural(days, 'día');

/**
 * How long a grant was given for, in whole days, and between which dates.
 * @example grantPeriodText(grant) // 'Del 1 de marzo de 2025 al 31 de marzo de 2025 (30 días)'
 */
export function grantPeriodText(grant: Pick<PlanGrant, 'starts_at' | 'ends_at'>): string {
  const days = Math.round((Date.parse(grant.ends_at) - Date.parse(grant.starts_at)) / DAY_MS);
  return `Del ${formatDate(grant.starts_at)} al ${formatDate(grant.ends_at)} (${daysText(days)})`;
}

/** Where a grant stands: under way (it can be revoked), ended on its own, or revoked. */
export type GrantState =
  { kind: 'active' } | { kind: 'ended'; text: string } | { kind: 'revoked'; text: string };

/**
 * A grant's state at `now`, with the words the audit shows for it.
 * @example grantState(grant).text // 'Retirada el 5 de marzo de 2025 por Lucía: Concedido por error'
 */
export function grantState(
  grant: Pick<PlanGrant, 'ends_at' | 'revoked_at' | 'revoked_by' | 'revoke_note'>,
  now: Date = new Date(),
): GrantState {
  if (grant.revoked_at) {
    const by = grant.revoked_by?.firstname || 'una cuenta eliminada';
    const why = grant.revoke_note ? `: ${grant.revoke_note}` : '';
    return {
      kind: 'revoked',
      text: `Retirada el ${formatDate(grant.revoked_at)} por ${by}${why}`,
    };
  }
  if (Date.parse(grant.ends_at) <= now.getTime()) {
    return { kind: 'ended', text: `Terminó el ${formatDate(grant.ends_at)}` };
  }
  return { kind: 'active' };
}

/** What staff read once a plan is given. */
export const grantedNotice = (grant: Pick<PlanGrant, 'user' | 'ends_at'>) =>
  `Plan dado a ${personName(grant.user)} hasta el ${formatDate(grant.ends_at)}.`;

/** The revoke dialog's title: which plan, whose. */
export const revokeTitle = (grant: Pick<PlanGrant, 'user' | 'plan'>) =>
  `Retirar ${PLAN_NAMES[grant.plan]} a ${personName(grant.user)}`;
