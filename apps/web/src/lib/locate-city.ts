import { SDK_ERRORS } from '@app/contract/messages';
import { nearestCity, type PlacesSource } from '@app/sdk/reference/places';
import type { CityChoice } from './city-search';
import { currentPosition } from './position';

/** How far the browser's position may be from a city for it to count as "yours". */
export const NEAREST_CITY_KM = 50;

/**
 * The city where the person is: the browser's position, then the SDK's nearest-city rule
 * (spec, section 4). Rejects with a Spanish message for the field: no permission, no position,
 * or 'city out of range'.
 * @example const city = await locateCity(reference, cityChoices(reference.countries));
 */
export async function locateCity(
  places: PlacesSource,
  choices: readonly CityChoice[],
): Promise<CityChoice> {
  const point = await currentPosition();
  try {
    const city = nearestCity(places, point, NEAREST_CITY_KM);
    return choices.find((choice) => choice.id === city.id)!;
  } catch (error) {
    if ((error as Error).message === SDK_ERRORS.cityOutOfRange) {
      throw new Error(
        `No hay ninguna ciudad a menos de ${NEAREST_CITY_KM} km de donde estás. Búscala por su nombre.`,
      );
    }
    throw error;
  }
}
