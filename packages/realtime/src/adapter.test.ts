import { afterEach, describe, expect, it } from 'vitest';
import type { Adapter, AdapterNode, Transition } from './adapter.js';
import { adapterCases } from './test/adapters.js';

/** A node that records what the adapter asks of it. */
function recordingNode(id: string) {
  const delivered: string[] = [];
  const terminated: string[] = [];
  const transitions: Transition[] = [];
  /** Bindings, endings and removals, in the order they reached the node. */
  const sessions: string[] = [];
  const node: AdapterNode = {
    id,
    deliver: (_appId, channel, frame, except) =>
      void delivered.push(`${channel}:${frame}:${except ?? ''}`),
    terminateUser: (_appId, userId) => void terminated.push(userId),
    bindSession: ({ socketId, session, channel, userId }) =>
      void sessions.push(`bind ${session} ${socketId} ${channel ?? ''} ${userId ?? ''}`.trim()),
    endSessions: (_appId, ended) => void sessions.push(`end ${ended.join(',')}`),
    removeFromChannel: (_appId, channel, userIds) =>
      void sessions.push(`remove ${channel} ${userIds.join(',')}`),
    subscriptions: () => [],
    transitions: (changes) => void transitions.push(...changes),
  };
  return { node, delivered, terminated, transitions, sessions };
}

// The contract both adapters keep, checked on the adapters themselves.
describe.each(adapterCases)('the $name adapter contract', (adapterCase) => {
  const attached: Adapter[] = [];
  afterEach(async () => {
    await Promise.all(attached.splice(0).map((adapter) => adapter.detach()));
  });

  async function attach() {
    const adapter = adapterCase.create();
    const recorded = recordingNode('test');
    await adapter.attach(recorded.node);
    attached.push(adapter);
    return { adapter, ...recorded };
  }

  it('reports the first and last subscription of a channel, once', async () => {
    const { adapter } = await attach();
    const one = { appId: 'a', channel: 'news', socketId: '1.1' };
    const two = { ...one, socketId: '1.2' };
    expect(await adapter.join(one)).toEqual({ ok: true, occupied: true, memberAdded: false });
    expect(await adapter.join(one)).toMatchObject({ ok: true, occupied: false });
    expect(await adapter.join(two)).toMatchObject({ ok: true, occupied: false });
    expect(await adapter.channel('a', 'news')).toEqual({ subscriptionCount: 2 });
    expect(await adapter.leave(one)).toEqual({ vacated: false, memberRemoved: false });
    expect(await adapter.leave(one)).toEqual({ vacated: false, memberRemoved: false });
    expect(await adapter.leave(two)).toEqual({ vacated: true, memberRemoved: false });
    expect(await adapter.channels('a')).toEqual(new Map());
  });

  it('counts presence members by user, bounded by the member limit', async () => {
    const { adapter } = await attach();
    const member = (userId: string, socketId: string) => ({
      appId: 'a',
      channel: 'presence-room',
      socketId,
      member: { userId, userInfo: { name: userId } },
    });
    expect(await adapter.join(member('ana', '1.1'), 2)).toMatchObject({ memberAdded: true });
    expect(await adapter.join(member('ana', '1.2'), 2)).toMatchObject({ memberAdded: false });
    const luis = await adapter.join(member('luis', '1.3'), 2);
    expect(luis).toMatchObject({ ok: true, memberAdded: true });
    expect(luis.ok && luis.members).toEqual(
      new Map([
        ['ana', { name: 'ana' }],
        ['luis', { name: 'luis' }],
      ]),
    );
    expect(await adapter.join(member('eva', '1.4'), 2)).toEqual({
      ok: false,
      reason: 'member_limit',
    });
    expect(await adapter.channel('a', 'presence-room')).toEqual({
      subscriptionCount: 3,
      userCount: 2,
    });
    expect(await adapter.leave(member('ana', '1.1'))).toEqual({
      vacated: false,
      memberRemoved: false,
    });
    expect(await adapter.leave(member('ana', '1.2'))).toEqual({
      vacated: false,
      memberRemoved: true,
    });
    expect([...(await adapter.members('a', 'presence-room')).keys()]).toEqual(['luis']);
  });

  it('delivers broadcasts and terminations on its own node too', async () => {
    const { adapter, delivered, terminated } = await attach();
    adapter.broadcast('a', 'news', 'frame', '1.1');
    adapter.terminateUser('a', '7');
    expect(delivered).toEqual(['news:frame:1.1']);
    expect(terminated).toEqual(['7']);
  });

  it('keeps the last event of a cache channel, per app and channel', async () => {
    const { adapter } = await attach();
    expect(await adapter.cachedEvent('a', 'cache-x')).toBeUndefined();
    await adapter.cacheEvent('a', 'cache-x', 'first', 60_000);
    await adapter.cacheEvent('a', 'cache-x', 'second', 60_000);
    await adapter.cacheEvent('b', 'cache-x', 'other app', 60_000);
    expect(await adapter.cachedEvent('a', 'cache-x')).toBe('second');
    expect(await adapter.cachedEvent('a', 'cache-y')).toBeUndefined();
  });

  it('hands session bindings, endings and removals to its own node too, in order', async () => {
    const { adapter, sessions } = await attach();
    adapter.bindSession({ appId: 'a', socketId: '1.1', session: '42', channel: 'private-x' });
    adapter.bindSession({
      appId: 'a',
      socketId: '1.2',
      session: '43',
      channel: 'presence-y',
      userId: '7',
    });
    adapter.removeFromChannel('a', 'presence-y', ['7']);
    adapter.endSessions('a', ['42']);
    expect(sessions).toEqual([
      'bind 42 1.1 private-x',
      'bind 43 1.2 presence-y 7',
      'remove presence-y 7',
      'end 42',
    ]);
  });
});
