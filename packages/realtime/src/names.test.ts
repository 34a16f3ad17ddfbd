import { describe, expect, it } from 'vitest';
import { channelKind, isChannelName, isClientEvent, isSocketId } from './names.js';

describe('names', () => {
  it('classifies channels by anchored prefixes', () => {
    expect(channelKind('news')).toBe('public');
    expect(channelKind('private-a')).toBe('private');
    expect(channelKind('private-encrypted-a')).toBe('encrypted');
    expect(channelKind('presence-a')).toBe('presence');
    expect(channelKind('#server-to-user-42')).toBe('user');
    expect(channelKind('public-private-a')).toBe('public');
    expect(channelKind('x-presence-a')).toBe('public');
  });

  it('refuses invalid and reserved names', () => {
    for (const name of ['', 'a b', 'a/b', 'ñ', '#other', '#server-to-user-', 'x'.repeat(201), 5]) {
      expect(channelKind(name)).toBeUndefined();
    }
    expect(isChannelName('-a_b=c@d,e.f;g')).toBe(true);
    expect(isChannelName('x'.repeat(200))).toBe(true);
  });

  it('checks socket ids and client event names', () => {
    expect(isSocketId('123.456')).toBe(true);
    for (const id of ['123', '1.2.3', 'a.1', ' 1.1', '1.1\n']) expect(isSocketId(id)).toBe(false);
    expect(isClientEvent('client-typing')).toBe(true);
    expect(isClientEvent('pusher:subscribe')).toBe(false);
    expect(isClientEvent('my-client-event')).toBe(false);
  });
});
