import { describe, expect, it } from 'vitest';
import { channelAuth } from './signatures.js';
import { adapterCases, recordingLogger, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import type { RawClient } from './test/raw-client.js';

describe.each(adapterCases)('client events on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  /** Two raw clients subscribed to the same channel. */
  async function pair(channel: string, options = {}) {
    const { port } = await harness.start(options);
    const clients: RawClient[] = [];
    for (const userId of ['1', '2']) {
      const { client, socketId } = await harness.connectRaw(port);
      const presence = channel.startsWith('presence-');
      const channelData = presence ? JSON.stringify({ user_id: userId }) : undefined;
      const auth =
        channel.startsWith('private-') || presence
          ? channelAuth(testApp, socketId, channel, channelData)
          : undefined;
      client.send({
        event: 'pusher:subscribe',
        data: { channel, auth, channel_data: channelData },
      });
      await client.next('pusher_internal:subscription_succeeded');
      clients.push(client);
    }
    return clients as [RawClient, RawClient];
  }

  it('names the sender on presence channels', async () => {
    const [sender, receiver] = await pair('presence-room');
    sender.send({ event: 'client-wave', channel: 'presence-room', data: { hand: 'left' } });
    expect(await receiver.next('client-wave')).toMatchObject({
      channel: 'presence-room',
      data: { hand: 'left' },
      user_id: '1',
    });
  });

  it.each([
    ['public', 'news'],
    ['encrypted', 'private-encrypted-secret'],
  ])('refuses them on %s channels', async (_kind, channel) => {
    const { port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    client.send({ event: 'client-x', channel, data: {} });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: null });
  });

  it('refuses them from a connection not subscribed to the channel', async () => {
    const [outsider] = await pair('private-room');
    outsider.send({ event: 'client-x', channel: 'private-other', data: {} });
    expect((await outsider.next('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('Subscribe'),
    });
  });

  it('rejects a flood beyond 10 a second with 4301 and delivers at most 10', async () => {
    const [sender, receiver] = await pair('private-flood');
    for (let index = 0; index < 20; index += 1) {
      sender.send({ event: 'client-n', channel: 'private-flood', data: { index } });
    }
    expect((await sender.next('pusher:error')).data).toMatchObject({ code: 4301 });
    // Both clients are on one node: once the sender's ping is answered every relay happened,
    // and once the receiver's is, every relayed frame has arrived.
    await sender.roundTrip();
    await receiver.roundTrip();
    const delivered = receiver.received('client-n').length;
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThanOrEqual(10);
    // The connection stays usable.
    await sender.roundTrip();
  });

  // Met by the realtime fuzz (issue 40): JSON.parse reads any depth, JSON.stringify gives up
  // near 4500 levels, so such data reached the catch-all for server faults and its error log.
  it('refuses data nested too deep to relay as a client mistake, not a server fault', async () => {
    const logger = recordingLogger();
    const [sender, receiver] = await pair('private-deep', { logger });
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    sender.send(`{"event":"client-deep","channel":"private-deep","data":${deep}}`);
    expect((await sender.next('pusher:error')).data).toMatchObject({
      code: null,
      message: expect.stringContaining('nested'),
    });
    await sender.roundTrip();
    await receiver.roundTrip();
    expect(receiver.received('client-deep')).toEqual([]);
    expect(logger.lines).not.toContain('frame handling failed');
  });

  it('refuses event data over the size limit', async () => {
    const [sender, receiver] = await pair('private-big', {
      apps: [{ ...testApp, maxEventBytes: 1000 }],
    });
    sender.send({ event: 'client-big', channel: 'private-big', data: 'x'.repeat(1001) });
    expect((await sender.next('pusher:error')).data).toMatchObject({
      message: expect.stringContaining('1000 bytes'),
    });
    sender.send({ event: 'client-small', channel: 'private-big', data: 'ok' });
    expect((await receiver.next('client-small')).data).toBe('ok');
    expect(receiver.received('client-big')).toEqual([]);
  });
});
