import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONCEPTS, COUNTRIES } from '../test/fixtures.js';
import { fakeClient, type RecordedCall } from '../test/fake-api.js';
import { createReferenceData } from './reference-data.js';

const TEXTS = { hello: { tag: 'hello', lan_es: 'Hola' } };

function server(versions = { countryVersion: 'c1', conceptVersion: 'k1', textVersion: 't1' }) {
  const state = { versions, sdk: '1.8.3' };
  const answer = (call: RecordedCall) => {
    switch (call.path) {
      case '/info':
        return {
          body: { sdk: state.sdk, ...state.versions, androidApkVersion: null, iosApkVersion: null },
        };
      case '/country':
        return { body: COUNTRIES };
      case '/concept':
        return { body: CONCEPTS };
      case '/text':
        return { body: TEXTS };
    }
    return { status: 404, body: { message: 'Recurso no encontrado.' } };
  };
  return { state, answer };
}

afterEach(() => vi.restoreAllMocks());

describe('reference data cached by version (spec, section 7)', () => {
  it('fetches every list the first time and stores each as { version, data } under its key', async () => {
    const { answer } = server();
    const { client, calls, storage } = fakeClient(answer);
    const reference = createReferenceData(client);
    const load = await reference.load();
    expect(load.fetched).toEqual({ countries: true, concepts: true, texts: true });
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/concept',
      '/country',
      '/info',
      '/text',
    ]);
    expect(JSON.parse(storage.entries.get('location local')!)).toEqual({
      version: 'c1',
      data: COUNTRIES,
    });
    expect(JSON.parse(storage.entries.get('concepts local')!).version).toBe('k1');
    expect(JSON.parse(storage.entries.get('texts local')!)).toEqual({ version: 't1', data: TEXTS });
    expect(reference.texts).toEqual(TEXTS);
    expect(reference.info?.sdk).toBe('1.8.3');
  });

  it('fetches only what changed, reading the rest from storage', async () => {
    const { state, answer } = server();
    const { client, calls } = fakeClient(answer);
    await createReferenceData(client).load();
    calls.length = 0;
    const again = await createReferenceData(client).load();
    expect(again.fetched).toEqual({ countries: false, concepts: false, texts: false });
    expect(calls.map((call) => call.path)).toEqual(['/info']);

    calls.length = 0;
    state.versions = { ...state.versions, textVersion: 't2' };
    const reference = createReferenceData(client);
    expect((await reference.load()).fetched).toEqual({
      countries: false,
      concepts: false,
      texts: true,
    });
    expect(calls.map((call) => call.path)).toEqual(['/info', '/text']);
    expect(reference.countries).toEqual(COUNTRIES);
  });

  it("warns when the server's sdk differs from 1.8.3", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { state, answer } = server();
    const { client } = fakeClient(answer);
    await createReferenceData(client).load();
    expect(warn).not.toHaveBeenCalled();
    state.sdk = '2.0.0';
    await createReferenceData(client).load();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2.0.0'));
  });

  it('restores from storage without the network, and sets the current city', async () => {
    const { answer } = server();
    const { client, calls } = fakeClient(answer);
    await createReferenceData(client).load();
    calls.length = 0;
    const offline = createReferenceData(client);
    expect(() => offline.locate({ lat: 40.4, lon: -3.7 }, 20)).toThrow(
      'locations not allready loaded',
    );
    await offline.restore();
    expect(calls).toEqual([]);
    expect(offline.locate({ lat: 40.4, lon: -3.7 }, 20).name).toBe('Madrid');
    expect(offline.currentCity?.id).toBe(100);
    expect(() => offline.locate({ lat: 0, lon: 0 }, 20)).toThrow('city out of range');
    expect(offline.currentCity?.id).toBe(100);
  });

  it('keeps caches of different environments apart', async () => {
    const { answer } = server();
    const { client, storage } = fakeClient(answer, { storageId: 'web-staging' });
    await createReferenceData(client).load();
    expect([...storage.entries.keys()].sort()).toEqual([
      'concepts web-staging',
      'location web-staging',
      'texts web-staging',
    ]);
  });
});
