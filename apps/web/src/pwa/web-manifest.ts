import { BASENAME, paths } from '../lib/paths';

/** Where the installable app's files are served (written by scripts/build.mjs). */
export const PWA_FILES = {
  manifest: `${BASENAME}/manifest.webmanifest`,
  serviceWorker: `${BASENAME}/sw.js`,
  icon192: `${BASENAME}/icons/icon-192.png`,
  icon512: `${BASENAME}/icons/icon-512.png`,
  maskable512: `${BASENAME}/icons/maskable-512.png`,
  appleTouch: `${BASENAME}/icons/apple-touch-icon.png`,
  badge: `${BASENAME}/icons/badge-96.png`,
} as const;

/**
 * The member app, the part of the website that installs: its address is its scope, without a
 * final slash, so that the app's home (/web/app, where its links lead) is inside it.
 */
export const APP_SCOPE = `${BASENAME}${paths.app}`;

/**
 * A colour custom property of the design tokens (src/styles/tokens.css), so that the
 * installed app's colours are the website's.
 * @example tokenColor(':root { --color-brand: #e8505b; }', 'brand') // '#e8505b'
 */
export function tokenColor(tokensCss: string, name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokensCss);
  if (!match?.[1]) throw new Error(`tokens.css has no --color-${name}`);
  return match[1];
}

/**
 * The web app manifest of the member app (installable from /web/app): its name, Spanish, the
 * app's own address as start and scope, the brand colours and the icons made from the logo
 * (scripts/pwa-icons.mjs).
 */
export function webManifest(site: { productName: string; tagline: string }, tokensCss: string) {
  return {
    id: APP_SCOPE,
    name: site.productName,
    short_name: site.productName,
    description: `${site.productName}: ${site.tagline}.`,
    lang: 'es',
    dir: 'ltr',
    start_url: APP_SCOPE,
    scope: APP_SCOPE,
    display: 'standalone',
    background_color: tokenColor(tokensCss, 'canvas'),
    theme_color: tokenColor(tokensCss, 'brand'),
    categories: ['social', 'sports', 'lifestyle'],
    icons: [
      { src: PWA_FILES.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: PWA_FILES.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: PWA_FILES.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The client-rendered shell every page of the app is (scripts/prerender.mjs writes it). */
export const SHELL = `${BASENAME}/spa.html`;
