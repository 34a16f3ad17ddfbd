import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { authenticateUser, authorizeChannel } from './auth.js';
import { RealtimeError } from './errors.js';

const masterKey = Buffer.alloc(32, 7).toString('base64');
const app = { key: 'k', secret: 's', encryptionMasterKey: Buffer.from(masterKey, 'base64') };
// The official server SDK signs the same way: our answers must equal its answers.
const sdk = new PusherServer({
  appId: '1',
  key: 'k',
  secret: 's',
  host: '127.0.0.1',
  encryptionMasterKeyBase64: masterKey,
});

describe('authorizeChannel and authenticateUser', () => {
  it('sign exactly as the pusher SDK does', () => {
    const presence = { user_id: '7', user_info: { name: 'Ana' } };
    expect(authorizeChannel(app, '1.2', 'private-a')).toEqual(
      sdk.authorizeChannel('1.2', 'private-a'),
    );
    expect(authorizeChannel(app, '1.2', 'presence-a', presence)).toEqual(
      sdk.authorizeChannel('1.2', 'presence-a', presence),
    );
    expect(authorizeChannel(app, '1.2', 'private-encrypted-a')).toEqual(
      sdk.authorizeChannel('1.2', 'private-encrypted-a'),
    );
    expect(authenticateUser(app, '1.2', { id: '7', name: 'Ana' })).toEqual(
      sdk.authenticateUser('1.2', { id: '7', name: 'Ana' }),
    );
  });

  it.each([
    ['a bad socket id', () => authorizeChannel(app, '1', 'private-a'), 'invalid_socket_id'],
    ['a public channel', () => authorizeChannel(app, '1.1', 'news'), 'invalid_channel'],
    [
      'the user channel',
      () => authorizeChannel(app, '1.1', '#server-to-user-1'),
      'invalid_channel',
    ],
    ['a bad channel name', () => authorizeChannel(app, '1.1', 'private-a b'), 'invalid_channel'],
    [
      'presence without a user',
      () => authorizeChannel(app, '1.1', 'presence-a', '{}'),
      'invalid_channel_data',
    ],
    [
      'data on a private channel',
      () => authorizeChannel(app, '1.1', 'private-a', '{}'),
      'invalid_channel_data',
    ],
    [
      'encrypted without a key',
      () => authorizeChannel({ key: 'k', secret: 's' }, '1.1', 'private-encrypted-a'),
      'encryption_not_configured',
    ],
    [
      'a user without an id',
      () => authenticateUser(app, '1.1', '{"name":"x"}'),
      'invalid_user_data',
    ],
    [
      'a user with a number id',
      () => authenticateUser(app, '1.1', '{"id":7}'),
      'invalid_user_data',
    ],
  ])('refuse %s with a typed error', (_what, call, reason) => {
    expect(call).toThrow(RealtimeError);
    try {
      call();
    } catch (error) {
      expect((error as RealtimeError).reason).toBe(reason);
    }
  });
});
