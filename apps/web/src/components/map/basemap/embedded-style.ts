import type { FeatureCollection, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import type { Atlas } from '../atlas/build-atlas';
import type { CityProperties } from './cities';

/** Who made the data the embedded basemap draws, shown in the map's attribution. */
export const EMBEDDED_ATTRIBUTION = {
  spain:
    '<a href="https://www.ign.es/" target="_blank" rel="noopener noreferrer">© Instituto Geográfico Nacional</a> (es-atlas)',
  land: '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">Natural Earth</a>',
  cities:
    '<a href="https://github.com/dr5hn/countries-states-cities-database" target="_blank" rel="noopener noreferrer">Countries States Cities</a> (ODbL)',
} as const;

// The app's warm palette: sea a quiet blue-grey, Spain a shade under the page's canvas, the
// neighbours a step darker, the lines and labels in the ink's browns so that the plans' markers stand out.
const COLOURS = {
  sea: '#cfe2e8',
  land: '#e7e0da',
  spain: '#f7f1ec',
  coast: '#b3a39a',
  region: '#c9b8af',
  province: '#dccfc7',
  city: '#8c7d76',
  majorCity: '#5d4f49',
  label: '#4a3f3b',
  halo: '#fffaf7',
};

/**
 * The style of the map that needs no network: sea, land, Spain's provinces and its cities, all
 * from data the app carries. Labels name no `glyphs`: MapLibre draws their letters with the
 * device's own fonts, so nothing is downloaded.
 * @example new maplibregl.Map({ style: embeddedStyle(atlasShapes(atlas), cityFeatures(countries)) })
 */
export function embeddedStyle(
  atlas: Atlas,
  cities: FeatureCollection<Point, CityProperties>,
): StyleSpecification {
  return {
    version: 8,
    name: 'Antojo (sin conexión)',
    sources: {
      land: { type: 'geojson', data: atlas.land, attribution: EMBEDDED_ATTRIBUTION.land },
      spain: { type: 'geojson', data: atlas.spain, attribution: EMBEDDED_ATTRIBUTION.spain },
      provinceBorders: { type: 'geojson', data: atlas.provinceBorders },
      regionBorders: { type: 'geojson', data: atlas.regionBorders },
      cities: { type: 'geojson', data: cities, attribution: EMBEDDED_ATTRIBUTION.cities },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': COLOURS.land } },
      { id: 'spain', type: 'fill', source: 'spain', paint: { 'fill-color': COLOURS.spain } },
      {
        id: 'province-borders',
        type: 'line',
        source: 'provinceBorders',
        minzoom: 5,
        paint: {
          'line-color': COLOURS.province,
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.6, 10, 1.4],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'region-borders',
        type: 'line',
        source: 'regionBorders',
        paint: {
          'line-color': COLOURS.region,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.6],
        },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'spain',
        paint: {
          'line-color': COLOURS.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 10, 1.5],
        },
      },
      {
        id: 'towns',
        type: 'circle',
        source: 'cities',
        minzoom: 9,
        filter: ['==', ['get', 'rank'], 1],
        paint: {
          'circle-color': COLOURS.city,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 9, 1.5, 13, 3],
        },
      },
      {
        id: 'cities',
        type: 'circle',
        source: 'cities',
        filter: ['==', ['get', 'rank'], 0],
        paint: {
          'circle-color': COLOURS.majorCity,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 2, 10, 4],
          'circle-stroke-color': COLOURS.halo,
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'town-labels',
        type: 'symbol',
        source: 'cities',
        minzoom: 10,
        filter: ['==', ['get', 'rank'], 1],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans Regular'],
          'text-size': 12,
          'text-anchor': 'top',
          'text-offset': [0, 0.4],
          'text-max-width': 8,
        },
        paint: {
          'text-color': COLOURS.label,
          'text-halo-color': COLOURS.halo,
          'text-halo-width': 1.5,
        },
      },
      {
        id: 'city-labels',
        type: 'symbol',
        source: 'cities',
        minzoom: 5,
        filter: ['==', ['get', 'rank'], 0],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans Bold'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 5, 11, 10, 15],
          'text-anchor': 'top',
          'text-offset': [0, 0.5],
          'text-max-width': 8,
        },
        paint: {
          'text-color': COLOURS.label,
          'text-halo-color': COLOURS.halo,
          'text-halo-width': 1.5,
        },
      },
    ],
  };
}
