/**
 * The app's pages in the stores, from configuration (VITE_GOOGLE_PLAY_URL, VITE_APP_STORE_URL):
 * a "download" link exists only for a store whose listing is configured, and only a listing
 * page is accepted, never a search (issue 35). Read at build time, so a wrong address stops
 * the build (the prerender renders every page's header) instead of reaching visitors.
 */
export type StoreId = 'google-play' | 'app-store';

export type StoreLink = { store: StoreId; label: string; url: string };

const STORES: Record<StoreId, { label: string; listing: RegExp; example: string }> = {
  'google-play': {
    label: 'Descargar en Google Play',
    // https://play.google.com/store/apps/details?id=com.example.app
    listing: /^https:\/\/play\.google\.com\/store\/apps\/details\?(?:[^#]*&)?id=[\w.]+(?:[&#].*)?$/,
    example: 'https://play.google.com/store/apps/details?id=com.antojo.app',
  },
  'app-store': {
    label: 'Descargar en el App Store',
    // https://apps.apple.com/es/app/antojo/id1234567890
    listing: /^https:\/\/apps\.apple\.com\/(?:[a-z]{2}\/)?app\/(?:[^/?#]+\/)?id\d+(?:[?#].*)?$/,
    example: 'https://apps.apple.com/es/app/antojo/id1234567890',
  },
};

/**
 * The configured listing of each store, in the order shown (Google Play first, the spec's
 * store). Empty settings leave a store out; anything but a listing page throws.
 * @example storeLinks({ googlePlay: 'https://play.google.com/store/apps/details?id=com.antojo.app' })
 * // [{ store: 'google-play', label: 'Descargar en Google Play', url: '…' }]
 */
export function storeLinks(settings: { googlePlay?: string; appStore?: string }): StoreLink[] {
  const configured: Array<[StoreId, string | undefined]> = [
    ['google-play', settings.googlePlay],
    ['app-store', settings.appStore],
  ];
  return configured.flatMap(([store, value]) => {
    const url = value?.trim();
    if (!url) return [];
    const { label, listing, example } = STORES[store];
    if (!listing.test(url)) {
      const name = store === 'google-play' ? 'VITE_GOOGLE_PLAY_URL' : 'VITE_APP_STORE_URL';
      throw new Error(`${name} must be the app's listing page, like ${example} (got ${url})`);
    }
    return [{ store, label, url }];
  });
}
