import type { Coordinate } from '@app/sdk/reference/geo';
import { useEffect, useRef } from 'react';
import { useMapKit } from './map-context';

/**
 * Moves the map to `point` when it changes (a new city chosen, a place found by name), closer
 * to `zoom` if it is given and the map is further out; not when the map first shows, which
 * opens where its page wants.
 */
export function MapFocus({ point, zoom }: { point: Coordinate; zoom?: number | undefined }) {
  const { map } = useMapKit();
  const last = useRef(point);
  useEffect(() => {
    if (last.current.lat === point.lat && last.current.lon === point.lon) return;
    last.current = point;
    map.jumpTo({
      center: [point.lon, point.lat],
      ...(zoom !== undefined && map.getZoom() < zoom && { zoom }),
    });
  }, [map, point, zoom]);
  return null;
}
