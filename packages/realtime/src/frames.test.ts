import { describe, expect, it } from 'vitest';
import { encodeFrame, errorFrame, parseFrame } from './frames.js';
import { adapterCases } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { connected } from './test/pusher-client.js';
import { within } from './test/waiting.js';

describe('frames', () => {
  it('double-encodes data objects and passes strings through', () => {
    expect(encodeFrame({ event: 'e', channel: 'c', data: { a: 1 } })).toBe(
      '{"event":"e","channel":"c","data":"{\\"a\\":1}"}',
    );
    expect(encodeFrame({ event: 'e', data: '{"a":1}' })).toBe('{"event":"e","data":"{\\"a\\":1}"}');
  });

  it('sends pusher:error data as an object, as the protocol page does', () => {
    expect(JSON.parse(errorFrame(4001, 'App key does not exist'))).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'App key does not exist' },
    });
  });

  it.each(['', 'nope', '[]', 'null', '{"data":1}', '{"event":""}', '{"event":"e","channel":5}'])(
    'refuses %j',
    (text) => {
      expect(parseFrame(text).ok).toBe(false);
    },
  );
});

describe.each(adapterCases)('bad frames on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  it('answers every malformed frame with pusher:error and keeps the connection', async () => {
    const { port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    const frames = [
      'not json',
      '[1,2]',
      '{"data":{}}',
      '{"event":"pusher:nonsense"}',
      '{"event":"pusher:subscribe"}',
      '{"event":"pusher:subscribe","data":{"channel":5}}',
      '{"event":"pusher:subscribe","data":"{broken"}',
      '{"event":"pusher:unsubscribe","data":[]}',
      '{"event":"pusher:signin","data":{"auth":1}}',
      '{"event":"client-x"}',
    ];
    for (const frame of frames) {
      client.send(frame);
      const error = await client.next('pusher:error');
      expect(error.data).toMatchObject({ code: null, message: expect.any(String) });
      // On the wire too, not only after a second decode.
      expect(JSON.parse(error.wire)).toMatchObject({ data: { message: expect.any(String) } });
    }
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.next('pusher:error')).data).toMatchObject({
      message: 'Frames must be text',
    });
    await client.roundTrip();
  });

  // The default message limit is 10 KiB × 4 + 16 KiB = 56 KiB; ws's hard cap is 4 times that.
  it('answers a frame over the message limit with pusher:error 1009, then closes', async () => {
    const { port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    client.send({ event: 'client-big', channel: 'private-a', data: 'x'.repeat(100 * 1024) });
    const error = await client.next('pusher:error');
    expect(JSON.parse(error.wire)).toMatchObject({
      data: { code: 1009, message: expect.stringMatching(/^Message too large/) },
    });
    expect((await within(client.closed, 2000, 'the 1009 close')).code).toBe(1009);
  });

  it('lets pusher-js hear why and reconnect after an oversized frame', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    const first = await connected(client);
    const error = new Promise((resolve) => client.connection.bind('error', resolve));
    const back = new Promise<string>((resolve) =>
      client.connection.bind('connected', () => resolve(client.connection.socket_id)),
    );
    client.send_event('client-big', 'x'.repeat(100 * 1024), 'private-a');
    expect(await within(error, 3000, 'the error')).toMatchObject({
      type: 'PusherError',
      data: { code: 1009 },
    });
    expect(await within(back, 5000, 'pusher-js to reconnect')).not.toBe(first);
  });

  // Met by the realtime fuzz: a close made pusher-js subscribe again after each reconnect, so
  // a 70,000-character name stayed pending for good and the connection closed every second.
  it('refuses a subscription to a name past the message limit on its channel, without closing', async () => {
    const { port } = await harness.start();
    const client = harness.pusher(port);
    const first = await connected(client);
    const name = 'a'.repeat(70_000);
    const refused = new Promise<{ status?: number }>((resolve) =>
      client.subscribe(name).bind('pusher:subscription_error', resolve),
    );
    expect(await within(refused, 3000, 'the subscription error')).toMatchObject({ status: 400 });
    client.unsubscribe(name);
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(first);
  });

  it('closes a frame over the hard cap with a bare 1009 and goes on serving others', async () => {
    const { port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    client.send({ event: 'client-big', channel: 'private-a', data: 'x'.repeat(300 * 1024) });
    expect((await within(client.closed, 2000, 'the 1009 close')).code).toBe(1009);
    const { client: other } = await harness.connectRaw(port);
    await other.roundTrip();
  });

  // Met by the realtime fuzz (issue 40): ws refuses such a frame before the protocol sees it.
  it('closes a text frame that is not UTF-8 with 1007 and goes on serving others', async () => {
    const { port } = await harness.start();
    const { client } = await harness.connectRaw(port);
    client.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect((await within(client.closed, 2000, 'the 1007 close')).code).toBe(1007);
    const { client: other } = await harness.connectRaw(port);
    await other.roundTrip();
  });
});
