import { id } from '@app/contract/fields';
import Stripe from 'stripe';

/** A subscription as the provider holds it now: what the member's plan follows. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The member it was bought for (set at checkout), if the provider kept it. */
  userId: number | null;
};

/** What an event is about, read from its payload (its state is fetched, never trusted). */
export type ProviderEvent = {
  id: string;
  type: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** Checkout's `client_reference_id`: the member who paid. */
  userId: number | null;
};

/** The few calls made to the payment provider (Stripe), and webhook verification. */
export type PaymentProvider = {
  checkout(input: {
    userId: number;
    customerId: string | null;
    email: string | null;
    priceId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  portal(customerId: string, returnUrl: string): Promise<string>;
  subscription(id: string): Promise<ProviderSubscription>;
  /** Ends a subscription now (no further charge); one the provider no longer has is ended. */
  cancel(id: string): Promise<void>;
  /** The event a webhook delivered, or throws when its signature does not match. */
  verify(payload: Buffer, signature: string): ProviderEvent;
};

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); the provider's own by default. */
  apiUrl?: string | undefined;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The member a payment names (its metadata): an id their column can hold, or none. */
const userIdOf = (value: string | null | undefined) => {
  const parsed = id.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The subscription an invoice is for (its place moved between API versions). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

/** Reads what an event is about; the rest of its payload may be stale and is not used. */
function aboutOf(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type, userId: null };
  const object = event.data.object as { object?: string };
  switch (object.object) {
    case 'checkout.session': {
      const session = object as Stripe.Checkout.Session;
      return {
        ...base,
        subscriptionId: idOf(session.subscription),
        customerId: idOf(session.customer),
        userId: userIdOf(session.client_reference_id),
      };
    }
    case 'subscription': {
      const subscription = object as Stripe.Subscription;
      return { ...base, subscriptionId: subscription.id, customerId: idOf(subscription.customer) };
    }
    case 'invoice': {
      const invoice = object as Stripe.Invoice;
      return {
        ...base,
        subscriptionId: invoiceSubscription(invoice),
        customerId: idOf(invoice.customer),
      };
    }
    default:
      return { ...base, subscriptionId: null, customerId: null };
  }
}

/** The provider's subscription as the plan needs it. */
export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  // Since the 2025-03-31 API the period belongs to each item; earlier, to the subscription.
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyEnd ?? 0;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price.id ?? null,
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: userIdOf(subscription.metadata?.user_id),
  };
}

/** The provider through the `stripe` package. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return {
    async checkout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        client_reference_id: String(input.userId),
        ...(input.customerId
          ? { customer: input.customerId }
          : input.email
            ? { customer_email: input.email }
            : {}),
        // The subscription carries its member, so its events name them without a lookup.
        subscription_data: { metadata: { user_id: String(input.userId) } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: 'es',
      });
      if (!session.url) throw new Error('the checkout session has no url');
      return session.url;
    },
    async portal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'es',
      });
      return session.url;
    },
    async subscription(id) {
      return subscriptionOf(await stripe.subscriptions.retrieve(id));
    },
    async cancel(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        // Already gone at the provider: nothing is left to charge.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'resource_missing'
        ) {
          return;
        }
        throw error;
      }
    },
    verify(payload, signature) {
      return aboutOf(stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret));
    },
  };
}
