import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { nextEvent, subscribed } from './test/pusher-client.js';

const encryptionMasterKey = Buffer.alloc(32, 3).toString('base64');

// End-to-end encryption: the SDK encrypts, the server relays opaque data, pusher-js decrypts
// with the shared_secret that authorizeChannel derived.
describe.each(adapterCases)('private-encrypted- channels on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  it('relays what only the client can read', async () => {
    const { port } = await harness.start({ apps: [{ ...testApp, encryptionMasterKey }] });
    const client = harness.pusher(port, 'ana');
    const channel = client.subscribe('private-encrypted-inbox');
    await subscribed(channel);
    const received = nextEvent(channel, 'secret');
    const sdk = new PusherServer({
      appId: testApp.id,
      key: testApp.key,
      secret: testApp.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
      encryptionMasterKeyBase64: encryptionMasterKey,
    });
    await sdk.trigger('private-encrypted-inbox', 'secret', { pin: 1234 });
    expect((await received).data).toEqual({ pin: 1234 });
  });

  it('refuses client events on them', async () => {
    const { port } = await harness.start({ apps: [{ ...testApp, encryptionMasterKey }] });
    const client = harness.pusher(port, 'ana');
    const channel = client.subscribe('private-encrypted-inbox');
    await subscribed(channel);
    const error = new Promise((resolve) => client.connection.bind('error', resolve));
    client.send_event('client-peek', {}, 'private-encrypted-inbox');
    expect(await error).toMatchObject({ type: 'PusherError', data: { code: null } });
  });
});
