import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The settings' shapes the server checks (apps/server/src/config.ts). */
const SECRET_KEY = 'sk_test_e2e_stand_in_0123456789';

const formOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/**
 * A local stand-in for the two Stripe calls the plan page leads to (a Checkout Session, a
 * customer portal session), answering as Stripe's API does, and the checkout page itself, so
 * the browser lands somewhere real. Never the network: the server is pointed here with
 * STRIPE_API_URL.
 */
export async function startPaymentStandIn() {
  const checkouts: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && path.startsWith('/c/pay/')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Pago de prueba</title><h1>Pago de prueba</h1>');
        return;
      }
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        return answer(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
      }
      const form = await formOf(request);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        checkouts.push(form);
        const id = `cs_test_${checkouts.length}`;
        return answer(200, { id, object: 'checkout.session', url: `${base}/c/pay/${id}` });
      }
      return answer(404, { error: { type: 'invalid_request_error', message: 'Unknown' } });
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** The checkout sessions asked for, as the form bodies Stripe's SDK sent. */
    checkouts,
    /** The server's settings that turn the provider on, pointed here. */
    env: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_stand_in_0123456789',
      STRIPE_PRICE_MOVE: 'price_move_e2e',
      STRIPE_PRICE_PREMIUM: 'price_premium_e2e',
      STRIPE_API_URL: base,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
