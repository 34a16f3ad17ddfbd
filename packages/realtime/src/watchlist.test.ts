import { describe, expect, it } from 'vitest';
import { adapterCases, newPrefix, redisCase, redisUrl } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import type { PusherClient } from './test/pusher-client.js';
import { within } from './test/waiting.js';
import { watchlistOf } from './watchlist.js';

type WatchlistEvent = { name: string; user_ids: string[] };

/** Every watchlist event a client hears, in order, and a way to await the next one. */
function watchlistEvents(client: PusherClient) {
  const heard: WatchlistEvent[] = [];
  let wake: () => void = () => undefined;
  const record = (event: WatchlistEvent) => {
    heard.push(event);
    wake();
  };
  client.user.watchlist.bind('online', record);
  client.user.watchlist.bind('offline', record);
  return {
    heard,
    /** Resolves once `count` events have been heard in all. */
    async until(count: number): Promise<WatchlistEvent[]> {
      const done = async () => {
        while (heard.length < count) await new Promise<void>((resolve) => (wake = resolve));
        return heard;
      };
      return within(done(), 3000, `${count} watchlist events`);
    },
  };
}

describe('watchlistOf', () => {
  it('reads ids as strings, each once, at most 100', () => {
    expect(watchlistOf('{"id":"1","watchlist":["2",3,"2",null,""]}')).toEqual(['2', '3']);
    const many = Array.from({ length: 150 }, (_value, index) => String(index));
    expect(watchlistOf(JSON.stringify({ id: '1', watchlist: many }))).toHaveLength(100);
    expect(watchlistOf('{"id":"1"}')).toEqual([]);
  });
});

// Pusher's watchlist online status, through pusher-js's user.watchlist.
describe.each(adapterCases)('watchlist events on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  function signedIn(port: number, id: string, watchlist?: string[]) {
    const client = harness.pusher(port, id, {
      userAuthentication: {
        transport: 'ajax',
        endpoint: `http://127.0.0.1:${port}/broadcasting/user-auth`,
        headers: { Authorization: `Bearer ${id}` },
        params: watchlist ? { watchlist: watchlist.join(',') } : {},
      },
    });
    return client;
  }

  it('tells the current state at sign-in, then who comes online and goes offline', async () => {
    const { port } = await harness.start();
    const bob = signedIn(port, 'bob');
    bob.signin();
    await bob.user.signinDonePromise;

    const ana = signedIn(port, 'ana', ['bob', 'carla']);
    const events = watchlistEvents(ana);
    ana.signin();
    expect(await events.until(2)).toEqual([
      { name: 'online', user_ids: ['bob'] },
      { name: 'offline', user_ids: ['carla'] },
    ]);

    const carla = signedIn(port, 'carla');
    carla.signin();
    expect((await events.until(3))[2]).toEqual({ name: 'online', user_ids: ['carla'] });
    // A second connection of an online user changes nothing; the last one closing does.
    const carlaAgain = signedIn(port, 'carla');
    carlaAgain.signin();
    await carlaAgain.user.signinDonePromise;
    carlaAgain.disconnect();
    carla.disconnect();
    expect((await events.until(4))[3]).toEqual({ name: 'offline', user_ids: ['carla'] });
    expect(events.heard).toHaveLength(4);
  });

  it('sends nothing to a user without a watchlist', async () => {
    const { port } = await harness.start();
    const ana = signedIn(port, 'ana');
    const events = watchlistEvents(ana);
    ana.signin();
    await ana.user.signinDonePromise;
    const bob = signedIn(port, 'bob', ['ana']);
    const bobEvents = watchlistEvents(bob);
    bob.signin();
    // Bob's own answer comes after anything the server would have sent Ana at sign-in.
    await bobEvents.until(1);
    expect(events.heard).toEqual([]);
  });
});

describe.runIf(redisUrl)('watchlist events across nodes', () => {
  const harness = useHarness(redisCase(redisUrl ?? ''));

  it('tells a watcher on one node about a user signing in on another', async () => {
    const prefix = newPrefix();
    const a = await harness.start({}, prefix);
    const b = await harness.start({}, prefix);
    const ana = harness.pusher(a.port, 'ana', {
      userAuthentication: {
        transport: 'ajax',
        endpoint: `http://127.0.0.1:${a.port}/broadcasting/user-auth`,
        headers: { Authorization: 'Bearer ana' },
        params: { watchlist: 'dan' },
      },
    });
    const events = watchlistEvents(ana);
    ana.signin();
    expect(await events.until(1)).toEqual([{ name: 'offline', user_ids: ['dan'] }]);
    const dan = harness.pusher(b.port, 'dan');
    dan.signin();
    expect((await events.until(2))[1]).toEqual({ name: 'online', user_ids: ['dan'] });
    dan.disconnect();
    expect((await events.until(3))[2]).toEqual({ name: 'offline', user_ids: ['dan'] });
  });
});
