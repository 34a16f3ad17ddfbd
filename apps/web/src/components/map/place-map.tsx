import type { Country } from '@app/contract/reference';
import type { Coordinate } from '@app/sdk/reference/geo';
import { MapFrame } from './map-frame';
import { MapMarker } from './map-marker';
import { PlacePin } from './place-pin';
import { DISTRICT_ZOOM } from './viewport';
import styles from './place-map.module.css';

/**
 * A plan's place on a small map (its page): the pin at the point, the streets around on a
 * configured style; on the embedded basemap, which has none, the districts around.
 */
export function PlaceMap({
  point,
  label,
  countries,
  styleUrl,
}: {
  point: Coordinate;
  /** The place in words, for screen readers ("Plaza Mayor, Madrid"). */
  label: string;
  countries: readonly Country[];
  styleUrl: string | null;
}) {
  return (
    <MapFrame
      className={styles.map}
      label={`Mapa: ${label}`}
      center={point}
      zoom={styleUrl ? 15 : DISTRICT_ZOOM - 1}
      styleUrl={styleUrl}
      fallbackZoom={DISTRICT_ZOOM - 1}
      countries={countries}
      cooperative
    >
      <MapMarker point={point}>
        <PlacePin label={label} />
      </MapMarker>
    </MapFrame>
  );
}
