import { describe, expect, it } from 'vitest';
import { storeLinks } from './store-links';

const PLAY = 'https://play.google.com/store/apps/details?id=com.antojo.app';
const APPLE = 'https://apps.apple.com/es/app/antojo/id1234567890';

describe('storeLinks', () => {
  it('has no link for a store that is not configured', () => {
    expect(storeLinks({})).toEqual([]);
    expect(storeLinks({ googlePlay: '', appStore: '  ' })).toEqual([]);
  });

  it('gives each configured listing its label, Google Play first', () => {
    expect(storeLinks({ appStore: APPLE, googlePlay: PLAY })).toEqual([
      { store: 'google-play', label: 'Descargar en Google Play', url: PLAY },
      { store: 'app-store', label: 'Descargar en el App Store', url: APPLE },
    ]);
    expect(storeLinks({ appStore: 'https://apps.apple.com/app/id1234567890' })).toHaveLength(1);
    expect(storeLinks({ googlePlay: `${PLAY}&hl=es` }).map((link) => link.url)).toEqual([
      `${PLAY}&hl=es`,
    ]);
  });

  it('refuses a store search or any page but a listing', () => {
    expect(() =>
      storeLinks({ googlePlay: 'https://play.google.com/store/search?q=Antojo&c=apps' }),
    ).toThrow(/VITE_GOOGLE_PLAY_URL must be the app's listing page/);
    expect(() => storeLinks({ appStore: 'https://apps.apple.com/es/search?term=antojo' })).toThrow(
      /VITE_APP_STORE_URL/,
    );
    expect(() =>
      storeLinks({ googlePlay: 'http://play.google.com/store/apps/details?id=x' }),
    ).toThrow();
    expect(() => storeLinks({ googlePlay: 'https://example.com/?id=com.antojo.app' })).toThrow();
  });
});
