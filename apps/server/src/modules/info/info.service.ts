import { SDK_VERSION } from '@app/contract/constants';
import type { PlaceSearchInfo } from '@app/contract/place-search';
import type { ApiInfo } from '@app/contract/reference';
import { VERSION_KEYS, type SettingsService } from './settings.service.js';

/** Keys of the build versions that deploys set (api-contract.md, "Staff"). */
export const BUILD_KEYS = {
  sdk: 'build:sdk',
  android: 'build:android',
  ios: 'build:ios',
} as const;

/**
 * `map.style`: the MapLibre style the web draws its maps with (MAP_STYLE_URL), or null for the
 * basemap the web ships (docs/decisions/0016-map.md); `placeSearch`: whether places can be
 * found by name, and as people type (docs/decisions/0037-geocoder.md); `phoneSignup`: whether
 * codes go to phones (PHONE_SIGNUP), so that the apps offer sign-up by phone only then.
 */
export function createInfoService(
  settings: SettingsService,
  map: { styleUrl?: string | undefined },
  placeSearch: { info(): PlaceSearchInfo },
  phoneSignup: boolean,
) {
  return {
    async get(): Promise<ApiInfo> {
      const values = await settings.getMany([
        VERSION_KEYS.country,
        VERSION_KEYS.concept,
        VERSION_KEYS.text,
        BUILD_KEYS.sdk,
        BUILD_KEYS.android,
        BUILD_KEYS.ios,
      ]);
      return {
        sdk: values[BUILD_KEYS.sdk] ?? SDK_VERSION,
        countryVersion: values[VERSION_KEYS.country] ?? '',
        conceptVersion: values[VERSION_KEYS.concept] ?? '',
        textVersion: values[VERSION_KEYS.text] ?? '',
        androidApkVersion: values[BUILD_KEYS.android] ?? null,
        iosApkVersion: values[BUILD_KEYS.ios] ?? null,
        map: { style: map.styleUrl ?? null },
        placeSearch: placeSearch.info(),
        phoneSignup,
      };
    },
  };
}

export type InfoService = ReturnType<typeof createInfoService>;
