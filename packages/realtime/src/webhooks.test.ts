import { afterEach, describe, expect, it } from 'vitest';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { subscribed } from './test/pusher-client.js';
import { eventually } from './test/waiting.js';
import { startReceiver } from './test/webhook-receiver.js';

describe.each(adapterCases)('webhooks on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);
  const receivers: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });

  async function receiver(fail = 0) {
    const started = await startReceiver(fail);
    receivers.push(started);
    return started;
  }

  it('posts signed occupancy, presence and client events', async () => {
    const hook = await receiver();
    const { port } = await harness.start({
      apps: [{ ...testApp, webhooks: [{ url: hook.url }] }],
    });
    const ana = harness.pusher(port, 'ana');
    const luis = harness.pusher(port, 'luis');
    const anaRoom = ana.subscribe('presence-room');
    const luisRoom = luis.subscribe('presence-room');
    await Promise.all([subscribed(anaRoom), subscribed(luisRoom)]);
    anaRoom.trigger('client-hello', { hi: true });
    await hook.waitFor((event) => event.name === 'client_event', 'client_event');
    luis.disconnect();
    await hook.waitFor((event) => event.name === 'member_removed', 'member_removed');
    ana.unsubscribe('presence-room');
    await hook.waitFor((event) => event.name === 'channel_vacated', 'channel_vacated');

    expect(hook.deliveries.every((delivery) => delivery.valid)).toBe(true);
    expect(
      hook.deliveries.every((delivery) => Math.abs(delivery.timeMs - Date.now()) < 10_000),
    ).toBe(true);
    const names = hook.events().map((event) => `${event.name}:${String(event.user_id ?? '')}`);
    expect(names.sort()).toEqual(
      [
        'channel_occupied:',
        'member_added:ana',
        'member_added:luis',
        'client_event:ana',
        'member_removed:luis',
        'member_removed:ana',
        'channel_vacated:',
      ].sort(),
    );
    expect(hook.events().find((event) => event.name === 'client_event')).toMatchObject({
      channel: 'presence-room',
      event: 'client-hello',
      data: '{"hi":true}',
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
    });
  });

  it('sends only the events a target asks for', async () => {
    const hook = await receiver();
    const { port } = await harness.start({
      apps: [{ ...testApp, webhooks: [{ url: hook.url, events: ['channel_vacated'] }] }],
    });
    const client = harness.pusher(port);
    await subscribed(client.subscribe('news'));
    client.unsubscribe('news');
    await hook.waitFor((event) => event.name === 'channel_vacated', 'channel_vacated');
    expect(hook.events().map((event) => event.name)).toEqual(['channel_vacated']);
  });

  it('retries a failing receiver with backoff until it accepts', async () => {
    const hook = await receiver(2);
    const { port } = await harness.start({
      apps: [{ ...testApp, webhooks: [{ url: hook.url }] }],
      webhookRetry: { attempts: 4, baseDelayMs: 30 },
    });
    const client = harness.pusher(port);
    await subscribed(client.subscribe('news'));
    await hook.waitFor((event) => event.name === 'channel_occupied', 'channel_occupied');
    // Two refusals, then the same signed batch accepted.
    expect(hook.attempts).toHaveLength(3);
    expect(new Set(hook.attempts).size).toBe(1);
    expect(hook.deliveries).toHaveLength(1);
    expect(hook.deliveries[0]?.valid).toBe(true);
  });

  it('gives up after the configured attempts and counts the failure', async () => {
    const hook = await receiver(Number.POSITIVE_INFINITY);
    const { port, realtime } = await harness.start({
      apps: [{ ...testApp, webhooks: [{ url: hook.url }] }],
      webhookRetry: { attempts: 3, baseDelayMs: 20 },
    });
    const client = harness.pusher(port);
    await subscribed(client.subscribe('news'));
    await eventually(
      () => realtime.metrics(),
      (text) => text.includes('realtime_webhooks_failed_total{app_id="app-1"} 1'),
      'the failure counted',
    );
    expect(hook.attempts).toHaveLength(3);
  });
});
