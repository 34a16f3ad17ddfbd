import { PRODUCT_NAME, TAGLINE } from '@app/contract/constants';

// Settings are read at build time: Vite replaces `import.meta.env.VITE_*` with their values, so
// the prerendered HTML and the client agree. An empty value counts as unset.
const productName = import.meta.env.VITE_PRODUCT_NAME || PRODUCT_NAME;

/** The app's page on Google Play; without a configured listing, a store search for the name. */
export const STORE_URL =
  import.meta.env.VITE_STORE_URL ||
  `https://play.google.com/store/search?q=${encodeURIComponent(productName)}&c=apps`;

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
