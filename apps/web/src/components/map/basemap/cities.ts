import type { Country } from '@app/contract/reference';
import type { FeatureCollection, Point } from 'geojson';

/**
 * The cities labelled from the country-wide zoom on, by their names in the reference data
 * (@countrystatecity): the provincial capitals and the largest cities. Every other city of the
 * reference data appears from zoom 9, where there is room for it.
 */
export const MAJOR_CITIES = new Set([
  'A Coruña',
  'Albacete',
  'Alicante/Alacant',
  'Almería',
  'Ávila',
  'Badajoz',
  'Barcelona',
  'Bilbao',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Cartagena',
  'Castellón de la Plana/Castelló de la Plana',
  'Ciudad Real',
  'Córdoba',
  'Cuenca',
  'Donostia-San Sebastián',
  'Elche/Elx',
  'Gijón',
  'Girona',
  'Granada',
  'Guadalajara',
  'Huelva',
  'Huesca',
  'Jaén',
  'Jerez de la Frontera',
  'Las Palmas de Gran Canaria',
  'León',
  'Lleida',
  'Logroño',
  'Lugo',
  'Madrid',
  'Málaga',
  'Marbella',
  'Mérida',
  'Murcia',
  'Ourense',
  'Oviedo',
  'Palencia',
  'Palma',
  'Pamplona',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Santander',
  'Santiago de Compostela',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Vigo',
  'Vitoria-Gasteiz',
  'Zamora',
  'Zaragoza',
]);

export type CityProperties = { name: string; rank: 0 | 1 };

/**
 * The reference data's cities as points for the basemap: `rank` 0 for the major ones (and
 * `highlight`, the member's own city), 1 for the rest. A name the data lists twice in one
 * province (two points for Las Palmas de Gran Canaria) is drawn once.
 * @example cityFeatures(reference.countries, user.city?.id)
 */
export function cityFeatures(
  countries: readonly Country[],
  highlight?: number,
): FeatureCollection<Point, CityProperties> {
  const seen = new Set<string>();
  const features: FeatureCollection<Point, CityProperties>['features'] = [];
  for (const country of countries) {
    for (const state of country.states) {
      for (const city of state.cities) {
        const key = `${state.id}:${city.name}`;
        if (seen.has(key) && city.id !== highlight) continue;
        seen.add(key);
        const major = MAJOR_CITIES.has(city.name) || city.id === highlight;
        features.push({
          type: 'Feature',
          id: city.id,
          properties: { name: city.name, rank: major ? 0 : 1 },
          geometry: { type: 'Point', coordinates: [city.lon, city.lat] },
        });
      }
    }
  }
  return { type: 'FeatureCollection', features };
}
