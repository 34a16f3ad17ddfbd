import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import PusherServer from 'pusher';
import { testApp } from './adapters.js';
import { within } from './waiting.js';

export type WebhookEventBody = { name: string; channel: string; [field: string]: unknown };
export type Delivery = { valid: boolean; timeMs: number; events: WebhookEventBody[]; raw: string };

/**
 * A webhook receiver on loopback that checks every request with the official SDK's
 * `webhook().isValid()` (X-Pusher-Key, X-Pusher-Signature over the raw body). `fail` answers
 * 500 to the first so many requests, to see the retries.
 */
export async function startReceiver(fail = 0) {
  const sdk = new PusherServer({ ...testApp, appId: testApp.id, host: '127.0.0.1' });
  const deliveries: Delivery[] = [];
  const attempts: string[] = [];
  let wake: () => void = () => undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      attempts.push(raw);
      if (attempts.length <= fail) {
        response.writeHead(500).end();
        return;
      }
      const webhook = sdk.webhook({
        headers: request.headers as Record<string, string>,
        rawBody: raw,
      });
      const body = JSON.parse(raw) as { time_ms: number; events: WebhookEventBody[] };
      deliveries.push({ valid: webhook.isValid(), timeMs: body.time_ms, events: body.events, raw });
      response.writeHead(200).end();
      wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  /** Every event received so far, in order. */
  const events = () => deliveries.flatMap((delivery) => delivery.events);

  return {
    url,
    deliveries,
    attempts,
    events,
    /** Waits until an event matching the test has arrived. */
    async waitFor(test: (event: WebhookEventBody) => boolean, what: string) {
      const found = async () => {
        for (;;) {
          const event = events().find(test);
          if (event) return event;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      };
      return within(found(), 3000, what);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
