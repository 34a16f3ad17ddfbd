/// <reference types="vite/client" />

/** Build-time settings of the website (Vite inlines them; see src/lib/site.ts). */
interface ImportMetaEnv {
  /** The product's name on screen. Default: PRODUCT_NAME from @app/contract. */
  readonly VITE_PRODUCT_NAME?: string;
  /** The app's Google Play listing (…/store/apps/details?id=…). Unset: no Google Play link. */
  readonly VITE_GOOGLE_PLAY_URL?: string;
  /** The app's App Store listing (https://apps.apple.com/…/id…). Unset: no App Store link. */
  readonly VITE_APP_STORE_URL?: string;
  /** The address the legal pages give for questions and requests. */
  readonly VITE_CONTACT_EMAIL?: string;
  /** The API's base address. Default: `/api` on the same origin. */
  readonly VITE_API_URL?: string;
  /** The web device key the API registers (DEVICE_WEB_KEY); the local default otherwise. */
  readonly VITE_WEB_DEVICE_KEY?: string;
}

/** The embedded basemap's outlines, made at build time by vite.config.ts's map-atlas plugin. */
declare module 'virtual:map-atlas' {
  import type { Topology } from 'topojson-specification';
  /** The shape of build-atlas.ts's AtlasTopologies. */
  const atlas: { spain: Topology; world: Topology };
  export default atlas;
}
