import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A subscription as the stand-in holds it; tests change it as the provider would. */
export type StandInSubscription = {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  userId: number | null;
};

export const WEBHOOK_SECRET = 'whsec_prueba_local_0123456789';
export const SECRET_KEY = 'sk_test_prueba_local_0123456789';
export const PRICES = { move: 'price_move_test', premium: 'price_premium_test' } as const;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/** The provider's subscription object as its API answers it (the 2025+ shape). */
export function subscriptionObject(subscription: StandInSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    metadata: subscription.userId === null ? {} : { user_id: String(subscription.userId) },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_end: Math.floor(subscription.periodEnd.getTime() / 1000),
          price: { id: subscription.price, object: 'price' },
        },
      ],
    },
  };
}

/**
 * A local HTTP stand-in for the few Stripe API calls the server makes (checkout and portal
 * sessions, reading a subscription), so tests never reach the network; and webhook deliveries
 * signed with the SDK's own test header, as the provider signs them.
 */
export async function startPaymentStandIn() {
  const subscriptions = new Map<string, StandInSubscription>();
  const calls: Array<{ method: string; path: string; form: URLSearchParams }> = [];
  /** While set, every call answers 500 as a provider having an outage does. */
  const outage = { on: false };
  const server = createServer((request, response) => {
    void (async () => {
      const form = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      calls.push({ method: request.method ?? 'GET', path, form });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return answer(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
      }
      if (outage.on) return answer(500, { error: { type: 'api_error', message: 'outage' } });
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${calls.length}`;
        return answer(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return answer(200, {
          id: `bps_${calls.length}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${form.get('customer')}`,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && subscription) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!));
        if (!found) {
          return answer(404, { error: { type: 'invalid_request_error', message: 'No such' } });
        }
        return answer(200, subscriptionObject(found));
      }
      if (request.method === 'DELETE' && subscription) {
        const found = subscriptions.get(decodeURIComponent(subscription[1]!));
        if (!found) {
          return answer(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
          });
        }
        found.status = 'canceled';
        return answer(200, subscriptionObject(found));
      }
      return answer(404, { error: { type: 'invalid_request_error', message: 'Unknown' } });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe(SECRET_KEY);
  let events = 0;

  return {
    subscriptions,
    calls,
    outage,
    /** The settings that point the server at this stand-in. */
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MOVE: PRICES.move,
      STRIPE_PRICE_PREMIUM: PRICES.premium,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    /** An event as the provider delivers it: its JSON and its Stripe-Signature header. */
    event(type: string, object: object, options: { id?: string; secret?: string } = {}) {
      const payload = JSON.stringify({
        id: options.id ?? `evt_test_${++events}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        api_version: '2026-10-28.endive',
        data: { object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? WEBHOOK_SECRET,
      });
      return { payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
