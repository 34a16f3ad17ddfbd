import {
  ENTITLEMENT_TEXTS,
  ENTITLEMENTS,
  PLAN_ENTITLEMENTS,
  PLAN_IDS,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  PLAN_NAMES,
  planFor,
  type Entitlement,
  type MemberPlanView,
  type PlanId,
} from '@app/contract/plans';
import { Link, useSearchParams } from 'react-router';
import { BoltIcon, ChartIcon } from '../../components/icons/plan-icons';
import { CheckIcon } from '../../components/icons/ui-icons';
import { buttonClassName } from '../../components/ui/button';
import { useCheckout, usePortal } from '../../features/member-plans/api/plans';
import { useMyPlan } from '../../lib/my-plan';
import { formatDate } from '../../lib/format';
import type { PageHandle } from '../../lib/meta';
import { memberPaths, paths } from '../../lib/paths';
import pages from './member-pages.module.css';
import styles from './plans.module.css';
import { site } from '../../lib/site';

export const handle: PageHandle = {
  meta: {
    title: 'Move y Premium',
    description: 'Lo que desbloquea cada plan, tu plan actual y tu suscripción.',
  },
};

const PLAN_LEADS: Record<PlanId, string> = {
  move: 'Para encontrar justo el plan que buscas y ver cómo avanzas.',
  premium: 'Todo Move, más eventos exclusivos, deslizar sin límite y monedas cada mes.',
};

/** What the member holds now, in a sentence. */
function statusText(plan: MemberPlanView): string {
  if (plan.plan === 'free') return `Ahora usas ${site.productName} sin plan.`;
  const name = PLAN_NAMES[plan.plan];
  const until = plan.ends_at ? formatDate(plan.ends_at) : '';
  if (plan.source === 'grant') return `Tienes ${name} hasta el ${until}, regalo del equipo.`;
  return plan.renews
    ? `Tienes ${name}: se renueva el ${until}.`
    : `Tienes ${name} hasta el ${until}: cancelaste la renovación.`;
}

/**
 * "Move y Premium" (/web/app/plans, decision 0029): what each plan unlocks, the member's plan
 * and, with the payment provider's keys, checkout and the customer portal. Prices are shown
 * only by the provider's checkout, never here. Without the keys the page says subscriptions
 * open soon, and offers no button nor terms of a payment that cannot be made (issue 35).
 */
export function Component() {
  const [search] = useSearchParams();
  const payment = search.get('pago');
  const wanted = search.get('para') as Entitlement | null;
  const plan = useMyPlan(payment === 'hecho');
  const checkout = useCheckout();
  const portal = usePortal();
  const view = plan.data;
  const subscribed =
    view?.subscription !== null &&
    view?.subscription !== undefined &&
    ['active', 'trialing', 'past_due'].includes(view.subscription.status);
  const failure = checkout.error ?? portal.error;

  return (
    <div className={pages.stack}>
      {payment === 'hecho' && (
        <p className={styles.banner} role="status">
          {view?.source === 'subscription'
            ? `¡Listo! Ya tienes ${PLAN_NAMES[view.subscription!.plan]}.`
            : 'Gracias. Estamos confirmando el pago; tu plan se activa en unos segundos.'}
        </p>
      )}
      {payment === 'cancelado' && (
        <p className={styles.bannerMuted} role="status">
          No se ha hecho ningún cargo. Puedes volver cuando quieras.
        </p>
      )}

      <section className={styles.current} aria-labelledby="plan-current-title">
        <h2 id="plan-current-title" className={styles.currentTitle}>
          <BoltIcon size={22} />
          {view ? (view.plan === 'free' ? 'Sin plan' : PLAN_NAMES[view.plan]) : 'Tu plan'}
        </h2>
        {plan.isPending && <p className={styles.currentText}>Cargando tu plan…</p>}
        {plan.isError && (
          <div role="alert" className={styles.currentText}>
            <p>No hemos podido cargar tu plan. Comprueba tu conexión.</p>
            <button
              type="button"
              className={buttonClassName('secondary', { size: 'small' })}
              onClick={() => void plan.refetch()}
            >
              Reintentar
            </button>
          </div>
        )}
        {view && <p className={styles.currentText}>{statusText(view)}</p>}
        {view && view.plan !== 'free' && (
          <Link
            to={memberPaths.stats}
            className={buttonClassName('secondary', { size: 'small', className: styles.statsLink })}
          >
            <ChartIcon size={18} />
            Ver mis estadísticas
          </Link>
        )}
        {subscribed && view?.checkout_available && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
          >
            {portal.isPending ? 'Abriendo…' : 'Gestionar suscripción'}
          </button>
        )}
      </section>

      {failure && (
        <p className={styles.error} role="alert">
          {failure.message || 'No hemos podido abrir la página de pago. Inténtalo de nuevo.'}
        </p>
      )}
      {view && !view.checkout_available && (
        <p className={styles.off} role="note">
          {PLAN_MESSAGES.checkoutOff} Aquí tienes lo que incluirá cada plan.
        </p>
      )}

      <ul className={styles.plans}>
        {PLAN_IDS.map((id) => {
          const current = view?.plan === id;
          // Arriving from a locked feature: the plan that unlocks it at least cost stands out.
          const highlight =
            wanted !== null && ENTITLEMENTS.includes(wanted) && planFor(wanted) === id;
          return (
            <li
              key={id}
              className={styles.plan}
              data-plan={id}
              data-highlight={highlight ? '' : undefined}
              aria-labelledby={`plan-${id}-title`}
            >
              <h2 id={`plan-${id}-title`} className={styles.planTitle}>
                {PLAN_NAMES[id]}
                {current && <span className={styles.badge}>Tu plan</span>}
              </h2>
              <p className={styles.lead}>{PLAN_LEADS[id]}</p>
              <ul className={styles.features}>
                {ENTITLEMENTS.filter((entitlement) =>
                  PLAN_ENTITLEMENTS[id].includes(entitlement),
                ).map((entitlement) => (
                  <li key={entitlement} data-wanted={entitlement === wanted ? '' : undefined}>
                    <CheckIcon size={18} />
                    <span>
                      {entitlement === 'monthly_coins'
                        ? `${PLAN_LIMITS.monthlyCoins} monedas de regalo cada mes`
                        : ENTITLEMENT_TEXTS[entitlement]}
                    </span>
                  </li>
                ))}
              </ul>
              {view?.checkout_available && !subscribed && !current && (
                <button
                  type="button"
                  className={buttonClassName(id === 'premium' ? 'primary' : 'secondary')}
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate(id)}
                >
                  {checkout.isPending && checkout.variables === id
                    ? 'Abriendo el pago…'
                    : `Hazte ${PLAN_NAMES[id]}`}
                </button>
              )}
            </li>
          );
        })}
      </ul>

      {view?.checkout_available && (
        <p className={styles.terms}>
          Los planes se pagan cada mes y se renuevan solos; verás el precio antes de pagar, en la
          página segura de pago de Stripe. Puedes cancelar cuando quieras desde «Gestionar
          suscripción» y sigues con tu plan hasta el final del mes pagado. Los pagos no se
          reembolsan (
          <Link to={paths.terms} reloadDocument>
            términos y condiciones
          </Link>
          ).
        </p>
      )}
    </div>
  );
}
