import { describe, expect, it } from 'vitest';
import { createBus } from './redis-bus.js';

describe('the Redis bus envelope', () => {
  const message = { kind: 'terminate', appId: '1', userId: '7' } as const;

  it('drops repeats of a message (a command resent after a reconnect) and its own messages', () => {
    const sender = createBus('a');
    const receiver = createBus('b');
    const first = sender.encode(message);
    const second = sender.encode(message);
    expect(receiver.decode(first)).toEqual(message);
    expect(receiver.decode(first)).toBeUndefined();
    expect(receiver.decode(second)).toEqual(message);
    expect(receiver.decode(first)).toBeUndefined();
    expect(sender.decode(sender.encode(message))).toBeUndefined();
  });

  it('starts over for a restarted node, which has a new id', () => {
    const receiver = createBus('b');
    expect(receiver.decode(createBus('a-1').encode(message))).toEqual(message);
    expect(receiver.decode(createBus('a-2').encode(message))).toEqual(message);
  });

  it('ignores what is not an envelope', () => {
    expect(createBus('b').decode('nonsense')).toBeUndefined();
    expect(createBus('b').decode('{"origin":"a"}')).toBeUndefined();
  });
});
