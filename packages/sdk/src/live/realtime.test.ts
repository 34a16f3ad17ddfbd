import type { Options } from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../test/fake-api.js';
import { message, ownUser, petition } from '../test/fixtures.js';
import { connectRealtime, type RealtimeEvents } from './realtime.js';

type Handler = (data: unknown) => void;

/** A pusher-js client that records subscriptions; the test plays the server's part. */
class FakeChannel {
  private handlers = new Map<string, Handler[]>();
  constructor(readonly name: string) {}
  bind(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  unbind() {
    return this;
  }
  receive(event: string, data: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
  }
}

class FakePusher {
  static instances: FakePusher[] = [];
  channels = new Map<string, FakeChannel>();
  disconnected = false;
  connection = { state: 'connected', socket_id: '1.1', bind() {}, unbind() {} };
  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(name: string) {
    const channel = new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }
  unsubscribe(name: string) {
    this.channels.delete(name);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const WS = 'b'.repeat(64);
// The spec's five channels, then the product's own (member-features.md, section 5).
const KINDS = [
  'petition-petitions_types-match-me',
  'petition-petitions_types-match-from',
  'activity-message-new',
  'activity-message-delete',
  'activity-message-read',
  'friendship',
  'activity-invitation',
  'notification',
  'conversation-message-new',
  'conversation-message-delete',
  'conversation-read',
  'group',
  'wish-answer',
  'ranking',
  'waiting-list',
  'challenge',
];

function setup() {
  FakePusher.instances = [];
  const { client } = fakeClient();
  const realtime = connectRealtime(client, { Pusher: FakePusher });
  const seen: Array<{ name: keyof RealtimeEvents; payload: unknown }> = [];
  for (const name of ['subscribed', 'error', 'event'] as const) {
    realtime.events.on(name, (payload) => seen.push({ name, payload }));
  }
  return { client, realtime, seen, pusher: () => FakePusher.instances.at(-1)! };
}

describe('the live layer (spec, sections 4 and 7)', () => {
  it('connects only once an API token is set, authorised with it as a bearer token', () => {
    const { client, realtime, pusher } = setup();
    expect(FakePusher.instances).toHaveLength(0);
    client.session.setToken('1|t');
    expect(realtime.echo).toBeDefined();
    expect(pusher().key).toBe('antojo-key');
    const authorization = pusher().options.channelAuthorization as {
      headersProvider: () => Record<string, string>;
    };
    expect(authorization.headersProvider()).toMatchObject({ Authorization: 'Bearer 1|t' });
    client.deviceMode = true;
    expect(authorization.headersProvider()).toMatchObject({
      'X-Device-Name': 'web',
      'X-Device-Key': 'local-web-device-key',
    });
    expect(pusher().channels.size).toBe(0);
  });

  it('joins every private channel when a wstoken is present and leaves them when it is cleared', () => {
    const { client, realtime, pusher } = setup();
    client.session.start({ token: '1|t', wstoken: WS, user: ownUser() });
    expect([...pusher().channels.keys()].sort()).toEqual(
      KINDS.map((kind) => `private-${kind}.${WS}`).sort(),
    );
    expect(realtime.joinedFor).toBe(WS);
    client.session.update({ wstoken: undefined });
    expect(pusher().channels.size).toBe(0);
    expect(realtime.joinedFor).toBeUndefined();
    expect(pusher().disconnected).toBe(false);
  });

  it('moves to the new channels when the wstoken changes, and disconnects at logout', () => {
    const { client, pusher } = setup();
    client.session.start({ token: '1|t', wstoken: WS, user: ownUser() });
    const other = 'c'.repeat(64);
    client.session.update({ wstoken: other });
    expect([...pusher().channels.keys()].every((name) => name.endsWith(other))).toBe(true);
    client.session.clear();
    expect(pusher().disconnected).toBe(true);
    expect(pusher().channels.size).toBe(0);
  });

  it("runs each 'App\\Events\\Message' event through its reducer into client.notifications", () => {
    const { client, pusher, seen } = setup();
    client.session.start({
      token: '1|t',
      wstoken: WS,
      user: ownUser({ matchesCount: 1, messagesCount: 0 }),
    });
    const channel = (kind: string) => pusher().channels.get(`private-${kind}.${WS}`)!;
    channel('activity-message-new').receive('App\\Events\\Message', message({ id: 7 }));
    channel('petition-petitions_types-match-me').receive('App\\Events\\Message', petition());
    channel('activity-message-read').receive('App\\Events\\Message', { ids: [7] });
    expect(client.notifications.getState()).toMatchObject({
      messagesCount: 0,
      matchesCount: 2,
      messages: [],
    });
    expect(seen.filter((entry) => entry.name === 'event')).toHaveLength(3);
  });

  it('reports subscriptions, and a failed channel authorisation as an error', () => {
    const { client, pusher, seen } = setup();
    client.session.start({ token: '1|t', wstoken: WS, user: ownUser() });
    const name = `private-activity-message-new.${WS}`;
    pusher().channels.get(name)!.receive('pusher:subscription_succeeded', {});
    pusher().channels.get(name)!.receive('pusher:subscription_error', {
      type: 'AuthError',
      error: 'forbidden',
      status: 403,
    });
    expect(seen).toEqual([
      {
        name: 'subscribed',
        payload: { kind: 'activity-message-new', channel: `activity-message-new.${WS}` },
      },
      {
        name: 'error',
        payload: {
          kind: 'activity-message-new',
          channel: `activity-message-new.${WS}`,
          status: 403,
          error: { type: 'AuthError', error: 'forbidden', status: 403 },
        },
      },
    ]);
  });

  it('listens to a public channel under its whole event name, and leaves it with its last listener', () => {
    const { client, realtime, pusher } = setup();
    const event = 'App\\Events\\WishesChanged';
    const heard: unknown[] = [];
    // Asked before the session opens: joined once it does.
    const stopFirst = realtime.listenPublic('wishes.7', event, (data) => heard.push(['a', data]));
    client.session.start({ token: '1|t', wstoken: WS, user: ownUser() });
    const stopSecond = realtime.listenPublic('wishes.7', event, (data) => heard.push(['b', data]));
    pusher().channels.get('wishes.7')!.receive(event, { cell: 7 });
    expect(heard).toEqual([
      ['a', { cell: 7 }],
      ['b', { cell: 7 }],
    ]);
    stopFirst();
    expect(pusher().channels.has('wishes.7')).toBe(true);
    stopSecond();
    expect(pusher().channels.has('wishes.7')).toBe(false);
  });

  it('joins the public channels again on the connection of the next session', () => {
    const { client, realtime, pusher } = setup();
    const heard: unknown[] = [];
    realtime.listenPublic('wishes.9', 'App\\Events\\WishesChanged', (data) => heard.push(data));
    client.session.start({ token: '1|t', wstoken: WS, user: ownUser() });
    client.session.clear();
    client.session.start({ token: '2|t', wstoken: WS, user: ownUser() });
    pusher().channels.get('wishes.9')!.receive('App\\Events\\WishesChanged', { cell: 9 });
    expect(heard).toEqual([{ cell: 9 }]);
  });

  it('close() leaves, disconnects and stops following the session', () => {
    const { client, realtime, pusher } = setup();
    client.session.start({ token: '1|t', wstoken: WS, user: ownUser() });
    realtime.close();
    expect(pusher().disconnected).toBe(true);
    client.session.setToken('2|t');
    expect(FakePusher.instances).toHaveLength(1);
  });
});
