import { distanceKm } from '@app/sdk/reference/geo';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useNow } from '../../../hooks/use-now';
import { memberPaths } from '../../../lib/paths';
import { useNowFeed } from '../api/discover';
import type { Point } from '../discover/discover-query';
import { NowCard } from './now-card';
import styles from './now-feed.module.css';

/** How many plans, in words: "1 plan", "12 planes". */
/** "1 plan", "12 planes"; "más de 1.020 planes" when the API stopped counting (`capped`). */
export const plansText = (count: number, capped = false) =>
  `${capped ? 'más de ' : ''}${count.toLocaleString('es-ES')} ${count === 1 && !capped ? 'plan' : 'planes'}`;

/**
 * "Ahora", the home of Descubrir at any hour ("Planes 24/7"): what starts in the next three
 * hours anywhere, the nearest to the member first, in a row to swipe through.
 */
export function NowFeed({
  origin,
  originName,
  fromCentre,
  onShowAll,
}: {
  origin: Point | undefined;
  /** Where "nearest" is measured from, in words: "Madrid", "ti". */
  originName: string | undefined;
  /** Whether `origin` is a city's centre rather than the member's own position. */
  fromCentre: boolean;
  /** Shows every plan of the next three hours in the list below. */
  onShowAll: () => void;
}) {
  const titleId = useId();
  const query = useNowFeed(origin);
  const now = useNow();
  const plans = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  return (
    <section className={styles.feed} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            <span className={styles.live} aria-hidden="true" />
            Ahora
          </h2>
          <p className={styles.lead}>
            Planes 24/7 que empiezan en las próximas 3 horas
            {originName ? `, los más cercanos a ${originName} primero` : ''}.
          </p>
        </div>
        {total > plans.length && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={onShowAll}
          >
            {query.data?.total_capped ? 'Ver todos' : `Ver los ${total}`}
          </button>
        )}
      </div>
      {query.isPending && query.fetchStatus === 'paused' ? (
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
            Nada empieza en las próximas 3 horas. Mira lo que viene más abajo o propón tú algo para
            ahora.
          </p>
          <Link to={memberPaths.create} className={buttonClassName('primary', { size: 'small' })}>
            Crear un plan
          </Link>
        </div>
      ) : (
        <ul
          className={styles.row}
          aria-label={`Empiezan pronto: ${plansText(total, query.data?.total_capped)}`}
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
