import { z } from 'zod';
import { isHttpUrl, optionalText } from './fields.js';
import type { ServerEnv } from './server.js';

/** The map the web draws, the place search behind it and the countries the app serves. */

const ISO2_LIST = /^[A-Z]{2}(,[A-Z]{2})*$/;

export const mapEnv = z.object({
  MAP_STYLE_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value === 'none' || isHttpUrl(value) || /^\/(?!\/)/.test(value),
        'una URL http(s), una ruta del servidor que empiece por /, o none',
      )
      .optional(),
  ),
  MAP_ORIGINS: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((origin) => isHttpUrl(origin.trim())),
        'una lista de orígenes http(s) separados por comas',
      )
      .optional(),
  ),
  GEOCODER: z.enum(['photon', 'nominatim', 'none']).optional(),
  GEOCODER_URL: optionalText.pipe(
    z.string().refine(isHttpUrl, 'una URL http(s) de un servidor Photon o Nominatim').optional(),
  ),
  GEOCODER_REQUESTS_PER_SECOND: z.coerce.number().positive().max(100).default(1),
  COUNTRIES: z
    .string()
    .default('ES')
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .pipe(
      z.string().regex(ISO2_LIST, 'una lista de códigos ISO 3166-1 alfa-2 separados por comas'),
    ),
});

type MapEnv = z.infer<typeof mapEnv> & Pick<ServerEnv, 'NODE_ENV'>;

/**
 * The street map every install draws unless told otherwise: OpenFreeMap's Liberty, free and
 * keyless, its style, tiles, fonts and sprites all on one origin, credits in its tiles' TileJSON
 * (docs/decisions/0037-geocoder.md).
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * The map's tile style (docs/decisions/0016-map.md): a MapLibre style the web uses instead of
 * the embedded basemap, and the origins its style, tiles, glyphs and sprites come from, which
 * the CSP lets the browser reach. A style on this server (`/map/style.json`) needs none. Unset,
 * OpenFreeMap's streets, except in tests, which never reach the network; `none`: the embedded
 * basemap only.
 */
function mapConfig(env: MapEnv) {
  const configured =
    env.MAP_STYLE_URL ?? (env.NODE_ENV === 'test' ? 'none' : DEFAULT_MAP_STYLE_URL);
  const styleUrl = configured === 'none' ? undefined : configured;
  const origins = new Set<string>();
  if (styleUrl && isHttpUrl(styleUrl)) origins.add(new URL(styleUrl).origin);
  for (const origin of env.MAP_ORIGINS?.split(',') ?? [])
    origins.add(new URL(origin.trim()).origin);
  return { styleUrl, origins: [...origins] };
}

/** The public instances of each geocoder, used unless GEOCODER_URL names another. */
export const PUBLIC_GEOCODERS = {
  photon: 'https://photon.komoot.io',
  nominatim: 'https://nominatim.openstreetmap.org',
} as const;

/**
 * Place search (docs/decisions/0037-geocoder.md): Photon or Nominatim by URL, Photon's public
 * instance unless told otherwise, none in tests (which never reach the network) or with
 * GEOCODER=none. Requests to it are paced to GEOCODER_REQUESTS_PER_SECOND per node (1, as
 * both public instances ask) and say who sends them.
 */
function geocoderConfig(env: MapEnv, publicUrl: string) {
  const kind = env.GEOCODER ?? (env.NODE_ENV === 'test' && !env.GEOCODER_URL ? 'none' : 'photon');
  if (kind === 'none') return undefined;
  return {
    kind,
    url: (env.GEOCODER_URL ?? PUBLIC_GEOCODERS[kind]).replace(/\/+$/, ''),
    intervalMs: Math.ceil(1000 / env.GEOCODER_REQUESTS_PER_SECOND),
    userAgent: `Antojo/1.0 (+${publicUrl})`,
  };
}

export function placesConfig(env: MapEnv, publicUrl: string) {
  return {
    map: mapConfig(env),
    geocoder: geocoderConfig(env, publicUrl),
    countries: env.COUNTRIES.split(','),
  };
}
