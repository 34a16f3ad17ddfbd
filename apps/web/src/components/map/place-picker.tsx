import type { Country } from '@app/contract/reference';
import type { Coordinate } from '@app/sdk/reference/geo';
import type { ReactNode } from 'react';
import { buttonClassName } from '../ui/button';
import { useMapKit } from './map-context';
import { MapFocus } from './map-focus';
import { MapFrame } from './map-frame';
import { MapMarker } from './map-marker';
import { PlacePin } from './place-pin';
import { DISTRICT_ZOOM } from './viewport';
import styles from './place-picker.module.css';

/**
 * Where a plan meets, picked on a map: a tap or click moves the pin there, and the pin can be
 * dragged. It starts at the city's centre and goes back there when the city changes; the map
 * moves to `focus` when it changes (a place found by name). Without a pointer: the map pans
 * with the arrow keys, then "Marcar el centro del mapa"; and the city's centre is always a
 * valid place, so the form can be sent without touching the map. Under the map, `caption`
 * says in words what is at the pin (never its coordinates).
 */
export function PlacePicker({
  id,
  value,
  focus,
  cityCentre,
  cityName,
  caption,
  onChange,
  countries,
  styleUrl,
  highlightCity,
}: {
  id: string;
  value: Coordinate;
  /** Where the map looks: the city's centre, or the place last found by name. */
  focus: Coordinate;
  cityCentre: Coordinate;
  cityName: string;
  /** What is at the pin, in words ("Calle de Argumosa, 12 · Embajadores, Madrid"). */
  caption: ReactNode;
  onChange: (point: Coordinate) => void;
  countries: readonly Country[];
  styleUrl: string | null;
  highlightCity?: number | undefined;
}) {
  const atCentre = value.lat === cityCentre.lat && value.lon === cityCentre.lon;
  return (
    <div className={styles.picker}>
      <MapFrame
        className={styles.map}
        label={`Mapa para marcar el punto de encuentro en ${cityName}`}
        center={value}
        zoom={styleUrl ? 15 : DISTRICT_ZOOM}
        styleUrl={styleUrl}
        fallbackZoom={DISTRICT_ZOOM}
        countries={countries}
        highlightCity={highlightCity}
        cooperative
        onMapClick={onChange}
      >
        <MapFocus point={focus} zoom={styleUrl ? 16 : undefined} />
        <MapMarker point={value} draggable onDragEnd={onChange}>
          <PlacePin />
        </MapMarker>
        <MarkCentre onMark={onChange} />
      </MapFrame>
      <p id={`${id}-point`} className={styles.point} aria-live="polite">
        {caption}
      </p>
      {!atCentre && (
        <button
          type="button"
          className={buttonClassName('secondary', { size: 'small', className: styles.reset })}
          onClick={() => onChange(cityCentre)}
        >
          Volver al centro de {cityName}
        </button>
      )}
    </div>
  );
}

/** For keyboards: the point where the map is centred, after panning it with the arrows. */
function MarkCentre({ onMark }: { onMark: (point: Coordinate) => void }) {
  const { map } = useMapKit();
  return (
    <button
      type="button"
      className={styles.markCentre}
      onClick={() => {
        const centre = map.getCenter();
        onMark({ lat: centre.lat, lon: centre.lng });
      }}
    >
      Marcar el centro del mapa
    </button>
  );
}
