import { describe, expect, it } from 'vitest';
import { fakeClient } from '../test/fake-api.js';
import { ownUser } from '../test/fixtures.js';
import { uploadAvatar, deleteAvatar } from './avatar.js';
import { addPhoto, deletePhoto, replacePhoto } from './photos.js';
import { comeback, logout } from './session.js';
import { signIn } from './sign-in.js';

const WS = 'a'.repeat(64);
const ANA = ownUser({ id: 9, matchesCount: 2, messagesCount: 5 });

function accountServer(logoutStatus = 200) {
  return fakeClient((call) => {
    if (call.path === '/auth/singin') return { body: { token: '1|t', wstoken: WS, user: ANA } };
    if (call.path === '/auth/comeback') {
      return call.headers.get('authorization') === 'Bearer 1|t'
        ? { body: { user: ANA, wstoken: WS } }
        : { status: 401, body: { message: 'No autenticado.' } };
    }
    if (call.path === '/auth/logout') return { status: logoutStatus, body: { message: 'x' } };
    return { body: ANA };
  });
}

describe('sign-in, logout and come-back (spec, section 4)', () => {
  it('sign-in hashes the password, sets token, wstoken and user, and emits the token', async () => {
    const { client, calls } = accountServer();
    const tokens: string[] = [];
    client.session.on('token', (token) => tokens.push(token));
    await signIn(client, { email_or_phone: 'ana@example.com', password: 'abc' });
    expect(Object.fromEntries(calls[0]!.form)).toEqual({
      email_or_phone: 'ana@example.com',
      password: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      device_name: 'web',
    });
    expect(client.session.state).toEqual({ token: '1|t', wstoken: WS, user: ANA });
    expect(tokens).toEqual(['1|t']);
    expect(client.notifications.getState()).toMatchObject({ matchesCount: 2, messagesCount: 5 });
  });

  it('persists the token only when the save-session flag is true', async () => {
    const off = accountServer();
    await signIn(off.client, { email_or_phone: 'ana@example.com', password: 'abc' });
    expect(off.storage.entries.has('apiToken')).toBe(false);
    const on = accountServer();
    on.client.session.saveSession = true;
    await signIn(on.client, { email_or_phone: 'ana@example.com', password: 'abc' });
    expect(on.storage.entries.get('apiToken')).toBe('1|t');
  });

  it('logout clears the user, the wstoken and the notification count', async () => {
    const { client, storage } = accountServer();
    client.session.saveSession = true;
    await signIn(client, { email_or_phone: 'ana@example.com', password: 'abc' });
    await logout(client);
    expect(client.session.state).toEqual({});
    expect(client.notifications.getState()).toMatchObject({ matchesCount: 0, messagesCount: 0 });
    expect(storage.entries.has('apiToken')).toBe(false);
  });

  it('logout clears the local token and user even when the logout call fails', async () => {
    const { client, storage } = accountServer(500);
    client.session.saveSession = true;
    await signIn(client, { email_or_phone: 'ana@example.com', password: 'abc' });
    await expect(logout(client)).rejects.toMatchObject({ status: 500 });
    expect(client.session.state).toEqual({});
    expect(storage.entries.has('apiToken')).toBe(false);
  });

  it('come-back restores the session from the saved token', async () => {
    const { client, calls, storage } = accountServer();
    expect(await comeback(client)).toBeUndefined();
    expect(calls).toEqual([]);
    storage.setItem('apiToken', '1|t');
    await comeback(client);
    expect(client.session.state).toEqual({ token: '1|t', wstoken: WS, user: ANA });
    expect(client.notifications.getState().messagesCount).toBe(5);
  });

  it('come-back forgets a token the server refuses', async () => {
    const { client, storage } = accountServer();
    storage.setItem('apiToken', '9|revoked');
    await expect(comeback(client)).rejects.toMatchObject({ status: 401 });
    expect(client.session.state).toEqual({});
    expect(storage.entries.has('apiToken')).toBe(false);
  });

  it("avatar and photo upload or delete without a logged-in user throw 'no user logged'", async () => {
    const { client, calls } = accountServer();
    const file = new Blob(['png']);
    await expect(uploadAvatar(client, file)).rejects.toThrow('no user logged');
    await expect(deleteAvatar(client)).rejects.toThrow('no user logged');
    await expect(addPhoto(client, file)).rejects.toThrow('no user logged');
    await expect(replacePhoto(client, 1, file)).rejects.toThrow('no user logged');
    await expect(deletePhoto(client, 1)).rejects.toThrow('no user logged');
    expect(calls).toEqual([]);
  });
});
