import Echo from 'laravel-echo';
import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { connected, type PusherClient } from './test/pusher-client.js';
import { within } from './test/waiting.js';

// What the mobile app does: Echo over pusher-js, namespace App.Events, listen('Message').
describe.each(adapterCases)('laravel-echo on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  function echoFor(port: number, token: string) {
    const client = harness.pusher(port, token);
    return new Echo({
      broadcaster: 'pusher',
      client,
      key: testApp.key,
      namespace: 'App.Events',
    });
  }

  it('receives App\\Events\\Message on private-activity-message-new.{wsToken}', async () => {
    const { port, realtime } = await harness.start();
    const echo = echoFor(port, 'TOKEN');
    const subscribed = new Promise((resolve) =>
      echo.private('activity-message-new.TOKEN').subscribed(resolve),
    );
    const message = new Promise((resolve) =>
      echo.private('activity-message-new.TOKEN').listen('Message', resolve),
    );
    await within(subscribed, 3000, 'the Echo subscription');
    await realtime.publish({
      channels: ['private-activity-message-new.TOKEN'],
      event: 'App\\Events\\Message',
      data: { id: 5, message: 'Hola' },
    });
    expect(await within(message, 3000, 'the message')).toEqual({ id: 5, message: 'Hola' });
  });

  it('receives what Laravel triggers through the HTTP API, except for the sender', async () => {
    const { port } = await harness.start();
    const host = echoFor(port, 'HOST');
    const sender = echoFor(port, 'HOST');
    const sdk = new PusherServer({
      appId: testApp.id,
      key: testApp.key,
      secret: testApp.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    const onHost = new Promise((resolve) =>
      host.private('activity-message-read.HOST').listen('Message', resolve),
    );
    const senderGot: unknown[] = [];
    let senderNext: (value: unknown) => void = () => undefined;
    sender.private('activity-message-read.HOST').listen('Message', (data: unknown) => {
      senderGot.push(data);
      senderNext(data);
    });
    await Promise.all(
      [host, sender].map(
        (echo) =>
          new Promise((resolve) => echo.private('activity-message-read.HOST').subscribed(resolve)),
      ),
    );
    const senderSocket = await connected(sender.connector.pusher as PusherClient);
    await sdk.trigger(
      'private-activity-message-read.HOST',
      'App\\Events\\Message',
      { ids: [1, 2] },
      {
        socket_id: senderSocket,
      },
    );
    expect(await within(onHost, 3000, 'the read receipt')).toEqual({ ids: [1, 2] });
    // A later event to everyone proves the excluded one would have reached the sender by now.
    const marker = new Promise((resolve) => (senderNext = resolve));
    await sdk.trigger('private-activity-message-read.HOST', 'App\\Events\\Message', { ids: [3] });
    await within(marker, 3000, 'the marker');
    expect(senderGot).toEqual([{ ids: [3] }]);
  });

  it('reports a channel of another user as an error to the channel layer', async () => {
    const { port } = await harness.start();
    const echo = echoFor(port, 'ME');
    const failed = new Promise((resolve) =>
      echo.private('petition-petitions_types-match-me.SOMEONE').error(resolve),
    );
    expect(await within(failed, 3000, 'the refusal')).toMatchObject({ status: 403 });
  });
});
