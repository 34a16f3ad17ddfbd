import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { createContext, useContext } from 'react';

/**
 * What a map's children use: the map, and MapLibre's Marker class. Handed down by MapCanvas,
 * so that markers and the like need no import of MapLibre and load with it, lazily.
 */
export type MapKit = { map: MapLibreMap; Marker: typeof Marker };

export const MapContext = createContext<MapKit | null>(null);

/** The map this component is drawn on; only inside MapCanvas. */
export function useMapKit(): MapKit {
  const kit = useContext(MapContext);
  if (!kit) throw new Error('useMapKit: outside a MapCanvas');
  return kit;
}
