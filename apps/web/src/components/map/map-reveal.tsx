import type { Coordinate } from '@app/sdk/reference/geo';
import { useEffect } from 'react';
import { useMapKit } from './map-context';

/**
 * Brings `point` into view when it is out of it (a wish just published at a place found by
 * name, away from where the map looks): the map moves there; a point in view moves nothing.
 */
export function MapReveal({ point }: { point: Coordinate }) {
  const { map } = useMapKit();
  useEffect(() => {
    if (map.getBounds().contains([point.lon, point.lat])) return;
    map.jumpTo({ center: [point.lon, point.lat] });
  }, [map, point]);
  return null;
}
