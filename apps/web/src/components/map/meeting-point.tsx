import type { PlaceFound, PlaceSearchInfo } from '@app/contract/place-search';
import type { City, Country } from '@app/contract/reference';
import { distanceKm, type Coordinate } from '@app/sdk/reference/geo';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { placeLine, usePlaceAt } from '../../lib/place-search';
import fieldStyles from '../form/field.module.css';
import { PlacePicker } from './place-picker';
import { PlaceSearchField } from './place-search-field';
import styles from './meeting-point.module.css';

/** A point marked on the map, the city it was marked in, and the place found there by name. */
export type Picked = Coordinate & { city: number; found?: PlaceFound | undefined };

/** A pin nudged this close to a place found by name is still that place (its door, say). */
const SAME_PLACE_KM = 0.06;

/**
 * "Punto de encuentro" (a plan's in Crear, an event's in Patrocinios): a place found by name
 * (where the server has a geocoder), or a point marked on the map, whose street and number are
 * looked up. What is at the pin is said under the map and handed to `onName`, which fills the
 * form's place in words unless the person wrote their own (see `useNamedPlace`).
 */
export function MeetingPoint({
  city,
  point,
  picked,
  onPick,
  onName,
  countries,
  styleUrl,
  placeSearch,
}: {
  city: City;
  /** Where the pin is: the picked point in this city, else its centre. */
  point: Coordinate;
  picked: Picked | null;
  onPick: (picked: Picked) => void;
  /** The words for the place at the pin ('' at the city's centre). */
  onName: (name: string) => void;
  countries: readonly Country[];
  styleUrl: string | null;
  placeSearch: PlaceSearchInfo;
}) {
  const centre = { lat: city.lat, lon: city.lon };
  const here = picked?.city === city.id ? picked : null;
  const atCentre = point.lat === centre.lat && point.lon === centre.lon;
  // The map looks at the place last found by name in this city, else at the city's centre.
  const [sought, setSought] = useState<{ city: number; point: Coordinate } | null>(null);
  const focus = sought?.city === city.id ? sought.point : centre;
  // The search's words go when the pin leaves the place they found.
  const [searches, setSearches] = useState(0);
  // A point marked on the map is named by its street and number.
  const lookup = placeSearch && here && !here.found && !atCentre ? point : null;
  const at = usePlaceAt(lookup);
  const named = useEffectEvent(onName);
  const found = lookup ? at.data?.place : undefined;
  useEffect(() => {
    if (found) named(found.name);
  }, [found]);

  let caption: string;
  if (here?.found) caption = placeLine(here.found);
  else if (atCentre) caption = `Centro de ${city.name}`;
  else if (lookup && at.isFetching) caption = 'Buscando la dirección…';
  else if (found) caption = placeLine(found);
  else caption = 'Punto marcado en el mapa';

  const mark = (next: Coordinate) => {
    const kept =
      here?.found && distanceKm(next, here.found) <= SAME_PLACE_KM ? here.found : undefined;
    onPick({ ...next, city: city.id, found: kept });
    if (here?.found && !kept) setSearches((count) => count + 1);
    if (next.lat === centre.lat && next.lon === centre.lon) onName('');
  };

  return (
    <fieldset className={styles.place}>
      <legend className={fieldStyles.label}>Punto de encuentro</legend>
      {placeSearch && (
        <PlaceSearchField
          key={searches}
          id="place-search"
          label="Busca el sitio o la dirección"
          near={centre}
          nearWords={`cerca de ${city.name}`}
          typeahead={placeSearch.typeahead}
          onPick={(place) => {
            onPick({ lat: place.lat, lon: place.lon, city: city.id, found: place });
            setSought({ city: city.id, point: { lat: place.lat, lon: place.lon } });
            onName(place.name);
          }}
        />
      )}
      <p className={fieldStyles.hint}>
        {placeSearch
          ? 'O toca el mapa, o arrastra el punto, para marcar dónde quedáis.'
          : 'Toca o haz clic en el mapa, o arrastra el punto, para marcar dónde quedáis.'}
      </p>
      <PlacePicker
        id="place"
        value={point}
        focus={focus}
        cityCentre={centre}
        cityName={city.name}
        caption={caption}
        onChange={mark}
        countries={countries}
        styleUrl={styleUrl}
        highlightCity={city.id}
      />
    </fieldset>
  );
}

/**
 * A form's place in words that follows the pin: each name handed over is written in, unless
 * the person wrote their own words there, which the pin then never overwrites.
 * @example const nameThePlace = useNamedPlace(() => getValues('address'), (name) => setValue('address', name));
 */
export function useNamedPlace(read: () => string, write: (name: string) => void) {
  const filled = useRef('');
  return (name: string) => {
    const current = read();
    if (current !== '' && current !== filled.current) return;
    filled.current = name;
    write(name);
  };
}
