import { describe, expect, it } from 'vitest';
import { fakeClient } from '../test/fake-api.js';
import { ApiError } from './api-error.js';
import type { CallFailure } from './alerts.js';

describe('the transport (spec, section 7)', () => {
  it('asks for JSON at <host>/api with the query string, and no auth when none is held', async () => {
    const { client, calls } = fakeClient(() => ({ body: { ok: 1 } }));
    const answer = await client.request({
      method: 'GET',
      path: '/user',
      query: { page: 1, search: 'Año', filter: { city: 3 }, skip: undefined },
    });
    expect(answer).toEqual({ ok: 1 });
    const [call] = calls;
    expect(call!.url.origin + call!.url.pathname).toBe('http://localhost:8000/api/user');
    expect(call!.url.search).toBe('?page=1&search=A%C3%B1o&filter=%7B%22city%22%3A3%7D');
    expect(call!.headers.get('accept')).toBe('application/json');
    expect(call!.headers.has('authorization')).toBe(false);
    expect(call!.headers.has('x-device-name')).toBe(false);
  });

  it('sends the bearer token when one is held', async () => {
    const { client, calls } = fakeClient();
    client.session.setToken('1|secret');
    await client.request({ method: 'POST', path: '/auth/logout' });
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer 1|secret');
  });

  it('sends the device headers in device mode, and to /info always', async () => {
    const { client, calls } = fakeClient(undefined, { deviceName: 'android' });
    await client.request({ method: 'GET', path: '/info', deviceHeaders: true });
    client.deviceMode = true;
    await client.request({ method: 'GET', path: '/concept' });
    for (const call of calls) {
      expect(call.headers.get('x-device-name')).toBe('android');
      expect(call.headers.get('x-device-key')).toBe('local-android-device-key');
    }
  });

  it('never names a device without a device key: an anonymous web client, /info included', async () => {
    const { client, calls } = fakeClient(undefined, { local: { deviceKey: '' } });
    await client.request({ method: 'GET', path: '/info', deviceHeaders: true });
    client.deviceMode = true;
    await client.request({ method: 'GET', path: '/concept' });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.headers.has('x-device-name')).toBe(false);
      expect(call.headers.has('x-device-key')).toBe(false);
    }
  });

  it('sends bodies as multipart form data', async () => {
    const { client, calls } = fakeClient();
    await client.request({ method: 'POST', path: '/config', body: { dark: true, radius: 5 } });
    expect(Object.fromEntries(calls[0]!.form)).toEqual({ dark: '1', radius: '5' });
  });

  it('turns a status of 400 or more into an ApiError, passed to the errors event first', async () => {
    const { client } = fakeClient(() => ({
      status: 422,
      body: { message: 'Estas credenciales no coinciden.', errors: { email_or_phone: ['x'] } },
    }));
    const failures: CallFailure[] = [];
    client.errors.on('error', (failure) => failures.push(failure));
    const error = await client
      .request({ method: 'POST', path: '/auth/singin', body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, errors: { email_or_phone: ['x'] } });
    expect(failures).toEqual([{ error, method: 'POST', path: '/auth/singin' }]);
  });

  it('turns a network failure into an ApiError with no status', async () => {
    const { client } = fakeClient(() => {
      throw new TypeError('fetch failed');
    });
    const failures: CallFailure[] = [];
    client.errors.on('error', (failure) => failures.push(failure));
    await expect(client.request({ method: 'GET', path: '/info' })).rejects.toMatchObject({
      name: 'ApiError',
      status: undefined,
    });
    expect(failures).toHaveLength(1);
  });

  it('does not report a call the app cancelled', async () => {
    const controller = new AbortController();
    const { client } = fakeClient(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const failures: CallFailure[] = [];
    client.errors.on('error', (failure) => failures.push(failure));
    await expect(
      client.request({ method: 'GET', path: '/info', signal: controller.signal }),
    ).rejects.toThrow('aborted');
    expect(failures).toEqual([]);
  });

  it('answers images as Blobs, asking for a png', async () => {
    const { client, calls } = fakeClient(
      () => new Response(new Blob(['png']), { headers: { 'content-type': 'image/png' } }),
    );
    const blob = await client.request<Blob>({
      method: 'GET',
      path: '/user/1/avatar',
      responseType: 'blob',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(calls[0]!.headers.get('accept')).toBe('image/png, application/json');
  });

  it('asks for another file type when told, as the data export does', async () => {
    const { client, calls } = fakeClient(() => new Response(new Blob(['PK'])));
    await client.request({
      method: 'GET',
      path: '/user/1/export',
      responseType: 'blob',
      accept: 'application/zip',
    });
    expect(calls[0]!.headers.get('accept')).toBe('application/zip, application/json');
  });

  it('reports upload progress 0 then 100 where there is no XMLHttpRequest (Node)', async () => {
    const { client } = fakeClient();
    const progress: number[] = [];
    await client.request({
      method: 'POST',
      path: '/user/1/photo',
      body: { photo: new Blob(['x']) },
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress).toEqual([0, 100]);
  });
});
