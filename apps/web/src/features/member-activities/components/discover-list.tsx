import { distanceKm } from '@app/sdk/reference/geo';
import { useRef } from 'react';
import { Link } from 'react-router';
import { CompassIcon } from '../../../components/icons/app-icons';
import { AlertIcon } from '../../../components/icons/ui-icons';
import { EmptyState } from '../../../components/member/empty-state';
import { buttonClassName } from '../../../components/ui/button';
import { useOnVisible } from '../../../hooks/use-on-visible';
import { useOnline } from '../../../hooks/use-online';
import { memberPaths } from '../../../lib/paths';
import type { useDiscover } from '../api/discover';
import type { Point } from '../discover/discover-query';
import { distanceText } from '../../../lib/plan-texts';
import { ActivityCard } from '../../../components/member/activity-card';
import { ActivityCardSkeleton } from './activity-card-skeleton';
import styles from './discover-list.module.css';

/** How far ahead of the end the next page is asked for: it is there before it is needed. */
const AHEAD = '800px';

/**
 * The plans of a search, page after page: the next page comes when the end of the list nears
 * (or with "Cargar más", for a keyboard or a browser without IntersectionObserver). Loading,
 * failing, empty and offline each have their own screen.
 */
export function DiscoverList({
  query,
  origin,
  fromCentre,
  filtered,
  onClear,
  onEverywhere,
}: {
  query: ReturnType<typeof useDiscover>;
  /** Where the cards' distances are measured from: the member's point, or a city's centre. */
  origin: Point | undefined;
  /** Whether `origin` is a city's centre rather than the member's own position. */
  fromCentre: boolean;
  /** Whether any filter is in force (the empty screen offers to clear them). */
  filtered: boolean;
  onClear: () => void;
  /** Looks beyond the member's city (the empty screen without filters offers it). */
  onEverywhere: (() => void) | undefined;
}) {
  const online = useOnline();
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const plans = data?.pages.flatMap((page) => page.data) ?? [];
  const more = () => void fetchNextPage({ cancelRefetch: false });
  useOnVisible(sentinel, more, {
    rootMargin: AHEAD,
    enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  });

  // Without a connection a query waits (it does not fail): say why nothing comes.
  const waiting = query.fetchStatus === 'paused';
  if (query.isPending && waiting) {
    return (
      <EmptyState
        role="status"
        icon={<AlertIcon size={30} />}
        title="Sin conexión"
        text="Los planes aparecerán en cuanto vuelvas a tener conexión."
      />
    );
  }

  if (query.isPending) {
    return (
      // The count above says "Buscando planes…" (aria-live) for them all.
      <div className={styles.list} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <ActivityCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  // Move's filters in a shared address, for a member without it: say whose they are.
  if (query.isError && (query.error as { status?: number }).status === 403) {
    return (
      <EmptyState
        role="alert"
        icon={<CompassIcon size={32} />}
        title="Estos filtros son de Move"
        text={query.error.message}
      >
        <Link
          to={`${memberPaths.plans}?para=advanced_filters`}
          className={buttonClassName('primary')}
        >
          Ver Move
        </Link>
        <button type="button" className={buttonClassName('secondary')} onClick={onClear}>
          Borrar filtros
        </button>
      </EmptyState>
    );
  }

  if (query.isError && plans.length === 0) {
    return (
      <EmptyState
        role="alert"
        icon={<AlertIcon size={30} />}
        title={online ? 'No hemos podido cargar los planes' : 'Sin conexión'}
        text={
          online
            ? 'Algo ha fallado al buscar. Vuelve a intentarlo en un momento.'
            : 'Los planes aparecerán en cuanto vuelvas a tener conexión.'
        }
      >
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={() => void query.refetch()}
        >
          Reintentar
        </button>
      </EmptyState>
    );
  }

  if (plans.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<CompassIcon size={32} />}
        title="No hay planes con estos filtros"
        text="Prueba con menos filtros, otra zona u otras fechas. O propón tú el plan que buscas."
      >
        <button type="button" className={buttonClassName('primary')} onClick={onClear}>
          Borrar filtros
        </button>
        <Link to={memberPaths.create} className={buttonClassName('secondary')}>
          Crear un plan
        </Link>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<CompassIcon size={32} />}
        title="Todavía no hay planes aquí"
        text="Nadie ha propuesto nada en tu ciudad por ahora. Mira en todas partes o propón tú el primero."
      >
        {onEverywhere && (
          <button type="button" className={buttonClassName('secondary')} onClick={onEverywhere}>
            Ver en todas partes
          </button>
        )}
        <Link to={memberPaths.create} className={buttonClassName('primary')}>
          Crear un plan
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className={styles.wrap}>
      {waiting && (
        <p className={styles.waiting} role="status">
          Sin conexión: estos planes pueden no estar al día. Se pondrán al día cuando vuelva.
        </p>
      )}
      <ul
        className={query.isPlaceholderData ? `${styles.list} ${styles.stale}` : styles.list}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {plans.map((activity) => (
          <li key={activity.id}>
            <ActivityCard
              activity={activity}
              note={origin && distanceText(distanceKm(origin, activity.location), fromCentre)}
            />
          </li>
        ))}
        {isFetchingNextPage &&
          [0, 1].map((index) => (
            <li key={`loading-${index}`}>
              <ActivityCardSkeleton />
            </li>
          ))}
      </ul>
      <div ref={sentinel} className={styles.end}>
        {isFetchNextPageError && (
          <p className={styles.failed} role="alert">
            {online
              ? 'No hemos podido cargar más planes.'
              : 'Sin conexión: no podemos cargar más planes ahora.'}
          </p>
        )}
        {hasNextPage ? (
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={more}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
          >
            {isFetchingNextPage
              ? 'Cargando…'
              : isFetchNextPageError
                ? 'Reintentar'
                : 'Cargar más planes'}
          </button>
        ) : (
          <p className={styles.done}>
            Ya los has visto todos. ¿Echas algo en falta?{' '}
            <Link to={memberPaths.create}>Propón un plan</Link>.
          </p>
        )}
      </div>
    </div>
  );
}
