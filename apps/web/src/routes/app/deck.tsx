import { DECK_LIMITS } from '@app/contract/deck';
import { useState } from 'react';
import { hasEntitlement } from '@app/contract/plans';
import { Link, useSearchParams } from 'react-router';
import { useMyPlan } from '../../lib/my-plan';
import { memberPaths } from '../../lib/paths';
import { LocationIcon } from '../../components/icons/app-icons';
import { SwipeDeck } from '../../features/member-deck/components/swipe-deck';
import type { PageHandle } from '../../lib/meta';
import { currentPosition } from '../../lib/position';
import { useSessionUser } from '../../lib/session';
import styles from './deck.module.css';

export const handle: PageHandle = {
  meta: {
    title: 'Deslizar',
    description: 'Los planes que mejor te encajan, uno a uno: desliza para apuntarte o pasar.',
  },
};

/** The radii a member picks from; the deck's default first. */
const RADII = [10, DECK_LIMITS.kmDefault, 50, DECK_LIMITS.kmMax] as const;
type Radius = (typeof RADII)[number];

const radiusOf = (text: string | null): Radius =>
  RADII.find((km) => String(km) === text) ?? DECK_LIMITS.kmDefault;

/**
 * "Deslizar": the swipe deck around the member's city, or around where they are if they say
 * so, within the radius they pick (kept in the address). Beyond 25 km is Move's.
 */
export function Component() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const plan = useMyPlan();
  const wide = plan.data ? hasEntitlement(plan.data.plan, 'advanced_filters') : false;
  const radii = RADII.filter((radius) => wide || radius <= DECK_LIMITS.kmFree);
  const asked = radiusOf(params.get('km'));
  // A wide radius in the address waits for the plan, and without Move is the free one.
  const km = wide || asked <= DECK_LIMITS.kmFree ? asked : DECK_LIMITS.kmFree;
  const [here, setHere] = useState<{ lat: number; lon: number }>();
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string>();

  const setKm = (next: Radius) =>
    setParams(next === DECK_LIMITS.kmDefault ? {} : { km: String(next) }, { replace: true });
  const wider = radii.find((radius) => radius > km);

  // Said whole: the name wraps (two lines at most) rather than being cut to "Cerca de M…".
  const placeName = here ? 'Cerca de ti' : `Cerca de ${user?.city?.name ?? 'tu ciudad'}`;

  const locate = () => {
    setLocating(true);
    setPositionError(undefined);
    currentPosition()
      .then(setHere, (error: Error) => setPositionError(error.message))
      .finally(() => setLocating(false));
  };

  return (
    <div className={styles.page}>
      <div className={styles.where}>
        <p className={styles.place} title={placeName}>
          <LocationIcon size={18} />
          <span className={styles.placeName}>{placeName}</span>
        </p>
        <div className={styles.placeTools}>
          <label className={styles.radius}>
            <span className="visually-hidden">Distancia</span>
            <select
              className={styles.radiusSelect}
              value={km}
              onChange={(event) => setKm(radiusOf(event.target.value))}
            >
              {radii.map((radius) => (
                <option key={radius} value={radius}>
                  Hasta {radius} km
                </option>
              ))}
            </select>
          </label>
          {here ? (
            <button type="button" className={styles.textButton} onClick={() => setHere(undefined)}>
              Usar mi ciudad
            </button>
          ) : (
            <button
              type="button"
              className={styles.textButton}
              onClick={locate}
              disabled={locating}
            >
              {locating ? 'Buscando…' : 'Usar mi ubicación'}
            </button>
          )}
        </div>
      </div>
      {positionError && (
        <p className={styles.error} role="alert">
          {positionError}
        </p>
      )}
      <SwipeDeck
        query={{ ...(here ?? {}), km }}
        onWiden={wider ? () => setKm(wider) : undefined}
        tools={
          plan.data &&
          !wide && (
            <Link className={styles.more} to={`${memberPaths.plans}?para=advanced_filters`}>
              Más km con Move
            </Link>
          )
        }
      />
    </div>
  );
}
