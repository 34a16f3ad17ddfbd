import { describe, expect, it } from 'vitest';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { connected } from './test/pusher-client.js';
import { RawClient } from './test/raw-client.js';
import { eventually, within } from './test/waiting.js';

const succeeded = 'pusher_internal:subscription_succeeded';

/** This node's open connections, read from its metrics. */
function openConnections(metrics: string): number {
  return Number(/^realtime_connections\{[^}]*\} (\d+)$/m.exec(metrics)?.[1] ?? NaN);
}

// What one client may hold: connections per node and per address, channels per connection.
describe.each(adapterCases)('limits on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  it('refuses a connection over the node total with pusher:error 4100, then close 4100', async () => {
    const { port } = await harness.start({ maxConnections: 2 });
    await harness.connectRaw(port);
    await harness.connectRaw(port);
    const third = await harness.raw(port);
    expect((await third.next('pusher:error')).data).toEqual({
      code: 4100,
      message: 'Over capacity',
    });
    expect((await within(third.closed, 2000, 'close')).code).toBe(4100);
  });

  it('counts connections per client address, and frees a place when one closes', async () => {
    const server = await harness.start({ maxConnectionsPerAddress: 2 });
    const { client: first } = await harness.connectRaw(server.port);
    await harness.connectRaw(server.port);
    const third = await harness.raw(server.port);
    expect((await third.next('pusher:error')).data).toMatchObject({ code: 4100 });
    expect((await within(third.closed, 2000, 'close')).code).toBe(4100);
    // Another address on the same machine (all of 127/8 is loopback) is not affected.
    await harness.connectRaw(server.port, { localAddress: '127.0.0.2' });

    first.close();
    await eventually(
      () => openConnections(server.realtime.metrics()),
      (count) => count === 2,
      'the closed connection to be forgotten',
    );
    await harness.connectRaw(server.port);
  });

  it('counts by the address the owner reads, e.g. a trusted proxy header', async () => {
    const { port } = await harness.start({
      maxConnectionsPerAddress: 1,
      clientAddress: (request) => String(request.headers['x-forwarded-for']),
    });
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    await harness.connectRaw(port, from('203.0.113.7'));
    await harness.connectRaw(port, from('203.0.113.8'));
    const again = await RawClient.open(port, undefined, from('203.0.113.7'));
    expect((await again.next('pusher:error')).data).toMatchObject({ code: 4100 });
    expect((await within(again.closed, 2000, 'close')).code).toBe(4100);
  });

  it('lets pusher-js back off on 4100 and connect once there is room', async () => {
    const { port } = await harness.start({ maxConnections: 1 });
    const { client: holder } = await harness.connectRaw(port);
    const client = harness.pusher(port);
    const refused = new Promise((resolve) => client.connection.bind('error', resolve));
    expect(await within(refused, 3000, 'the refusal')).toMatchObject({
      error: { data: { code: 4100 } },
    });
    holder.close();
    // pusher-js retries after a 1 s backoff (4100-4199), not for good like 4000-4099.
    const back = new Promise((resolve) => client.connection.bind('connected', resolve));
    await within(back, 5000, 'pusher-js to reconnect');
    await connected(client);
  });

  it('refuses a subscription over the per-connection limit, keeping the others', async () => {
    const { port } = await harness.start({
      apps: [{ ...testApp, maxSubscriptionsPerConnection: 2 }],
    });
    const { client } = await harness.connectRaw(port);
    const subscribe = (channel: string) =>
      client.send({ event: 'pusher:subscribe', data: { channel } });
    subscribe('a');
    subscribe('b');
    await client.next(succeeded);
    await client.next(succeeded);
    subscribe('c');
    expect(await client.next('pusher:subscription_error')).toMatchObject({
      channel: 'c',
      data: { type: 'LimitReached', status: 4300 },
    });
    // Subscribing again to a held channel is not a new subscription.
    subscribe('a');
    expect(await client.next(succeeded)).toMatchObject({ channel: 'a' });
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'a' } });
    subscribe('c');
    expect(await client.next(succeeded)).toMatchObject({ channel: 'c' });
  });
});
