import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Marker } from 'maplibre-gl';
import type { Coordinate } from '@app/sdk/reference/geo';
import { useMapKit } from './map-context';

/**
 * Something drawn at a point of the map: `children` (a button, a pin) rendered by React into
 * a MapLibre marker, so it is a real element people can tab to and tests can click. Dragged
 * (when `draggable`), it tells where it was left.
 */
export function MapMarker({
  point,
  anchor = 'bottom',
  draggable = false,
  onDragEnd,
  children,
}: {
  point: Coordinate;
  anchor?: 'center' | 'bottom';
  draggable?: boolean;
  onDragEnd?: (point: Coordinate) => void;
  children: ReactNode;
}) {
  const { map, Marker: MarkerClass } = useMapKit();
  const [element] = useState(() => document.createElement('div'));
  const marker = useRef<Marker | null>(null);
  const dragged = useEffectEvent((at: Coordinate) => onDragEnd?.(at));

  useEffect(() => {
    const created = new MarkerClass({ element, anchor, draggable })
      .setLngLat([point.lon, point.lat])
      .addTo(map);
    created.on('dragend', () => {
      const { lat, lng } = created.getLngLat();
      dragged({ lat, lon: lng });
    });
    marker.current = created;
    return () => {
      created.remove();
      marker.current = null;
    };
    // The point moves the marker below; a new marker only for a new map or behaviour.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, MarkerClass, element, anchor, draggable]);

  useEffect(() => {
    marker.current?.setLngLat([point.lon, point.lat]);
  }, [point.lat, point.lon]);

  return createPortal(children, element);
}
