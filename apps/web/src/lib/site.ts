import { PRODUCT_NAME, TAGLINE } from '@app/contract/constants';
import { storeLinks } from './store-links';

// Settings are read at build time: Vite replaces `import.meta.env.VITE_*` with their values, so
// the prerendered HTML and the client agree. An empty value counts as unset.
const productName = import.meta.env.VITE_PRODUCT_NAME || PRODUCT_NAME;

/**
 * The app's listing in each store that has one configured, for every "download" link; none
 * without configuration (a store search would promise an app that may not be there).
 */
export const STORE_LINKS = storeLinks({
  googlePlay: import.meta.env.VITE_GOOGLE_PLAY_URL,
  appStore: import.meta.env.VITE_APP_STORE_URL,
});

/** Who the website is about, and how to reach the people behind it. */
export const site = {
  productName,
  tagline: TAGLINE,
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || `soporte@${domainLabel(productName)}.app`,
} as const;

/** "Ñandú Run" → "nandurun": a name as it would read in a domain. */
function domainLabel(name: string) {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
