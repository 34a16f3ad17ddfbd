import { MEMBER_PREFERENCES } from '@app/contract/preferences';
import { distanceKm } from '@app/sdk/reference/geo';
import { useId } from 'react';
import { Link } from 'react-router';
import { LocationIcon } from '../../../components/icons/app-icons';
import { buttonClassName } from '../../../components/ui/button';
import { useNow } from '../../../hooks/use-now';
import { memberPaths } from '../../../lib/paths';
import { useNowFeed } from '../api/discover';
import { originOf, type QueryContext } from '../discover/discover-query';
import type { DiscoverSearch } from '../discover/discover-search';
import { NowCard } from './now-card';
import styles from './now-feed.module.css';

/** Plans the feed shows in its row; "Ver los N" opens them all. */
export const NOW_FEED_SIZE = 12;
const RADII = MEMBER_PREFERENCES.now_km.choices;

/** "1 plan", "12 planes"; "más de 1.020 planes" when the API stopped counting (`capped`). */
export const plansText = (count: number, capped = false) =>
  `${capped ? 'más de ' : ''}${count.toLocaleString('es-ES')} ${count === 1 && !capped ? 'plan' : 'planes'}`;

/**
 * "Ahora", the home of Descubrir at any hour ("Planes 24/7"): what starts in the next three
 * hours within the member's radius (kept with their settings), the nearest first, in a row to
 * swipe through. `search` is `nowSearch`: the list "Ver los N" opens is this same query, so
 * the button's count is the count of that page.
 */
export function NowFeed({
  search,
  context,
  km,
  onKm,
  aroundName,
  fromCentre,
  onShowAll,
}: {
  search: DiscoverSearch;
  context: QueryContext;
  /** The radius in km, one of MEMBER_PREFERENCES.now_km.choices. */
  km: number;
  onKm: (km: number) => void;
  /** Where the radius is measured from, in words ("Madrid", "ti"); none: nowhere to measure. */
  aroundName: string | undefined;
  /** Whether it is measured from a city's centre rather than the member's own position. */
  fromCentre: boolean;
  /** Opens every plan of `search` in the list below. */
  onShowAll: () => void;
}) {
  const titleId = useId();
  const radiusId = useId();
  const origin = originOf(search, context);
  const query = useNowFeed(search, context);
  const now = useNow();
  const first = query.isPlaceholderData ? undefined : query.data?.pages[0];
  const plans = (query.data?.pages[0]?.data ?? []).slice(0, NOW_FEED_SIZE);
  const total = first?.total ?? 0;
  const capped = first?.total_capped ?? false;
  const wider = RADII.find((radius) => radius > km);
  const where = aroundName ? ` a menos de ${km} km de ${aroundName}` : '';

  return (
    <section className={styles.feed} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            <span className={styles.live} aria-hidden="true" />
            Ahora
          </h2>
          <p className={styles.lead}>
            Planes 24/7 que empiezan en las próximas 3 horas, los más cercanos primero.
          </p>
        </div>
        {first && total > plans.length && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={onShowAll}
          >
            {capped ? 'Ver todos' : `Ver los ${total.toLocaleString('es-ES')}`}
          </button>
        )}
      </div>
      {aroundName && (
        <p className={styles.area}>
          <LocationIcon size={16} />
          <label htmlFor={radiusId}>A menos de</label>
          <select
            id={radiusId}
            className={styles.radius}
            value={km}
            onChange={(event) => onKm(Number(event.target.value))}
          >
            {RADII.map((radius) => (
              <option key={radius} value={radius}>
                {radius} km
              </option>
            ))}
          </select>
          <span className={styles.areaName}>de {aroundName}</span>
        </p>
      )}
      {!origin ? (
        <div className={styles.message}>
          <p>Dinos tu ciudad y te enseñaremos lo que empieza ahora cerca de ti.</p>
          <Link
            to={memberPaths.profileEdit}
            className={buttonClassName('primary', { size: 'small' })}
          >
            Elegir mi ciudad
          </Link>
        </div>
      ) : query.isPending && query.fetchStatus === 'paused' ? (
        <div className={styles.message} role="status">
          <p>Sin conexión. Los planes de ahora aparecerán cuando vuelva.</p>
        </div>
      ) : query.isPending ? (
        <ul className={styles.row} aria-busy="true" aria-label="Cargando los planes de ahora">
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.placeholder} />
          ))}
        </ul>
      ) : query.isError && plans.length === 0 ? (
        <div className={styles.message} role="alert">
          <p>No hemos podido cargar los planes de ahora.</p>
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => void query.refetch()}
          >
            Reintentar
          </button>
        </div>
      ) : plans.length === 0 ? (
        <div className={styles.message}>
          <p>
            Nada empieza en las próximas 3 horas{where}.{' '}
            {wider ? 'Busca más lejos o propón tú algo para ahora.' : 'Propón tú algo para ahora.'}
          </p>
          <div className={styles.actions}>
            {wider && (
              <button
                type="button"
                className={buttonClassName('secondary', { size: 'small' })}
                onClick={() => onKm(wider)}
              >
                Hasta {wider} km
              </button>
            )}
            <Link to={memberPaths.create} className={buttonClassName('primary', { size: 'small' })}>
              Crear un plan
            </Link>
          </div>
        </div>
      ) : (
        <ul
          className={styles.row}
          aria-label={`Empiezan pronto${where}: ${plansText(total, capped)}`}
        >
          {plans.map((activity) => (
            <li key={activity.id}>
              <NowCard
                activity={activity}
                now={now}
                km={origin && distanceKm(origin, activity.location)}
                fromCentre={fromCentre}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
