import { z } from 'zod';
import { formInt, id } from './fields.js';
import { paged, pageQuery } from './paging.js';
import { feedbackAuthor } from './feedback.js';

/**
 * Move and Premium (member-features.md, section 7; decision 0029): what each plan unlocks, never
 * its price (prices live in the payment provider and reach members only in its checkout).
 */
export const PLAN_IDS = ['move', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** What a member holds now: a plan, or none. */
export type MemberPlan = PlanId | 'free';

/** The web app's plan page (apps/web `memberPaths.plans`), where the provider sends members back. */
export const PLAN_PAGE = '/web/app/plans';

export const PLAN_NAMES: Record<PlanId, string> = { move: 'Move', premium: 'Premium' };

export const ENTITLEMENTS = [
  /** Level range, hour windows, the deck beyond the free distance, only reliable hosts. */
  'advanced_filters',
  /** "Estadísticas". */
  'statistics',
  /** Premium-only events. */
  'exclusive_events',
  /** No daily limit in the deck, and undo more than once in a row. */
  'unlimited_swipes',
  /** Three active wishes instead of one. */
  'more_wishes',
  /** Coins every month. */
  'monthly_coins',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** Premium is Move and more. */
export const PLAN_ENTITLEMENTS: Record<PlanId, readonly Entitlement[]> = {
  move: ['advanced_filters', 'statistics'],
  premium: [
    'advanced_filters',
    'statistics',
    'exclusive_events',
    'unlimited_swipes',
    'more_wishes',
    'monthly_coins',
  ],
};

/** The plan that unlocks an entitlement at least cost (the first that includes it). */
export const planFor = (entitlement: Entitlement): PlanId =>
  PLAN_IDS.find((plan) => PLAN_ENTITLEMENTS[plan].includes(entitlement))!;

export const hasEntitlement = (plan: MemberPlan, entitlement: Entitlement): boolean =>
  plan !== 'free' && PLAN_ENTITLEMENTS[plan].includes(entitlement);

/** How each entitlement reads on the plan page, in the order shown. */
export const ENTITLEMENT_TEXTS: Record<Entitlement, string> = {
  advanced_filters:
    'Filtros avanzados: rango de niveles, franjas horarias a tu medida, más distancia en Deslizar y solo anfitriones fiables',
  statistics: 'Estadísticas: actividades, minutos, kcal, disciplinas y tu puesto en el ranking',
  exclusive_events: 'Eventos exclusivos de las marcas',
  unlimited_swipes: 'Desliza sin límite diario y deshaz las veces que quieras',
  more_wishes: 'Tres deseos activos a la vez en el mapa',
  monthly_coins: 'Monedas de regalo cada mes',
};

export const PLAN_LIMITS = {
  /** Active wishes at once without and with Premium. */
  wishes: 1,
  wishesWithPlan: 3,
  /** Premium's coins each calendar month (Madrid's), paid once per month. */
  monthlyCoins: 60,
  /** A staff grant lasts from 1 day to a year. */
  grantDaysMax: 366,
  /** "Solo anfitriones fiables": their reliability (verified of the last activities) at least. */
  reliableHostPercent: 80,
} as const;

export const PLAN_MESSAGES = {
  /** The 403 of each feature a plan unlocks: it names the plan. */
  needs: {
    advanced_filters: 'Los filtros avanzados son parte de Move (y de Premium).',
    statistics: 'Las estadísticas son parte de Move (y de Premium).',
    exclusive_events: 'Este evento es exclusivo para miembros Premium.',
    unlimited_swipes: 'Deshacer más de una decisión seguida es parte de Premium.',
    more_wishes: 'Ya tienes un deseo publicado: tener hasta tres a la vez es parte de Premium.',
    monthly_coins: 'Las monedas de cada mes son parte de Premium.',
  } satisfies Record<Entitlement, string>,
  /** Premium at its three wishes. */
  wishesFull: 'Ya tienes tres deseos publicados. Retira uno para publicar otro.',
  /** Without the payment provider's keys: the plan page, the locks and checkout's 409. */
  checkoutOff: 'Las suscripciones a Move y Premium abren pronto: todavía no se pueden contratar.',
  alreadySubscribed:
    'Ya tienes una suscripción: cámbiala o cancélala desde «Gestionar suscripción».',
  noSubscription: 'Todavía no tienes ninguna suscripción que gestionar.',
  grantRevoked: 'Esta concesión ya estaba retirada.',
  /** The webhook could not read the subscription from the provider (it will retry). */
  providerDown: 'No hemos podido consultar la suscripción en el proveedor de pagos.',
  /** Deleting an account cancels its subscriptions first; the provider did not answer. */
  cancelBeforeErasing:
    'No hemos podido cancelar tu suscripción a Move o Premium, así que tu cuenta sigue como estaba. Inténtalo de nuevo en unos minutos.',
} as const;

/** `GET /plan`: the member's plan now, where it comes from and until when. */
export const memberPlan = z
  .object({
    plan: z.enum(['free', ...PLAN_IDS]),
    source: z.enum(['subscription', 'grant']).nullable().meta({
      description: 'De dónde viene el plan: una suscripción de pago o una concesión del equipo',
    }),
    ends_at: z.string().nullable().meta({
      description:
        'Hasta cuándo dura lo que da el plan (fin del periodo pagado o de la concesión); null sin plan',
    }),
    renews: z.boolean().meta({
      description:
        'La suscripción se renueva sola en ends_at (false si se canceló: acaba entonces, sin reembolso)',
    }),
    entitlements: z.array(z.enum(ENTITLEMENTS)),
    subscription: z
      .object({
        plan: z.enum(PLAN_IDS),
        status: z.string().meta({ description: 'El estado en el proveedor de pagos' }),
        current_period_end: z.string(),
        cancel_at_period_end: z.boolean(),
      })
      .nullable(),
    checkout_available: z.boolean().meta({
      description: 'false cuando el servidor no tiene las claves del proveedor de pagos',
    }),
  })
  .meta({ id: 'MemberPlan' });
export type MemberPlanView = z.infer<typeof memberPlan>;

export const checkoutRequest = z.object({
  plan: z.enum(PLAN_IDS, { error: 'El plan es move o premium.' }),
});

/** Where to send the member: the provider's checkout or customer portal. */
export const providerRedirect = z
  .object({ url: z.string().meta({ description: 'La página del proveedor de pagos' }) })
  .meta({ id: 'ProviderRedirect' });

/** The webhook's answer to the provider. */
export const webhookReceipt = z
  .object({
    received: z.boolean(),
    duplicate: z.boolean().meta({ description: 'true: ese evento ya se había atendido' }),
  })
  .meta({ id: 'WebhookReceipt' });

/** A staff grant of a plan for a period, with who gave it and why (the audit). */
export const planGrant = z
  .object({
    id: z.number().int(),
    user: feedbackAuthor,
    plan: z.enum(PLAN_IDS),
    starts_at: z.string(),
    ends_at: z.string(),
    note: z.string(),
    granted_by: feedbackAuthor.nullable(),
    createdAt: z.string(),
    revoked_at: z.string().nullable(),
    revoked_by: feedbackAuthor.nullable(),
    revoke_note: z.string().nullable(),
  })
  .meta({ id: 'PlanGrant' });
export type PlanGrant = z.infer<typeof planGrant>;

export const planGrantList = paged(planGrant).meta({ id: 'PlanGrantList' });
export type PlanGrantList = z.infer<typeof planGrantList>;

export const planGrantQuery = pageQuery().extend({ user: id.optional() });

const grantNote = z
  .string({ error: 'Di por qué.' })
  .trim()
  .min(3, 'Di por qué (al menos 3 caracteres).')
  .max(500, 'El motivo no puede tener más de 500 caracteres.');

export const createPlanGrantRequest = z.object({
  user_id: id,
  plan: z.enum(PLAN_IDS, { error: 'El plan es move o premium.' }),
  days: formInt(
    z
      .number()
      .int()
      .min(1, 'Al menos un día.')
      .max(PLAN_LIMITS.grantDaysMax, `Como mucho ${PLAN_LIMITS.grantDaysMax} días.`),
  ),
  note: grantNote,
});

export const revokePlanGrantRequest = z.object({ note: grantNote });

/** A member with a plan now, as the staff list shows them. */
export const planHolder = z
  .object({
    user: feedbackAuthor,
    plan: z.enum(PLAN_IDS),
    source: z.enum(['subscription', 'grant']),
    ends_at: z.string(),
    renews: z.boolean(),
  })
  .meta({ id: 'PlanHolder' });
export type PlanHolder = z.infer<typeof planHolder>;

export const planHolderList = paged(planHolder).meta({ id: 'PlanHolderList' });
export type PlanHolderList = z.infer<typeof planHolderList>;
