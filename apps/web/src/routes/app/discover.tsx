import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ModalSheet } from '../../components/ui/modal-sheet';
import {
  ChevronRightIcon,
  HeartIcon,
  SlidersIcon,
  StarIcon,
} from '../../components/icons/ui-icons';
import { buttonClassName } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useDiscover } from '../../features/member-activities/api/discover';
import { useNowRadius } from '../../features/member-activities/api/now-radius';
import { DiscoverList } from '../../features/member-activities/components/discover-list';
import { FilterChipList } from '../../features/member-activities/components/filter-chip-list';
import { NowFeed, plansText } from '../../features/member-activities/components/now-feed';
import {
  optionsOf,
  originOf,
  type QueryContext,
} from '../../features/member-activities/discover/discover-query';
import {
  clearedSearch,
  filterCount,
  nowSearch,
  parseSearch,
  toSearchParams,
  type DiscoverSearch,
} from '../../features/member-activities/discover/discover-search';
import { filterChips } from '../../features/member-activities/discover/filter-chips';
import { useMediaQuery } from '../../hooks/use-media-query';
import type { PageHandle } from '../../lib/meta';
import { memberPaths } from '../../lib/paths';
import { useReferenceData } from '../../lib/reference-data';
import { useSessionUser } from '../../lib/session';
import styles from './discover.module.css';

// The filters (their fields, the city search, "cerca de mí") come when they are first shown:
// the list and the "ahora" feed do not wait for them, and a guest sent on to the door never
// loads them (the app's first screen budget, e2e member-budget).
// Only a member has plans waiting for their word: a guest's first screen does not load it.
const AttendancePrompt = lazy(() =>
  import('../../features/member-attendance/components/attendance-prompt').then((module) => ({
    default: module.AttendancePrompt,
  })),
);
const DiscoverFilters = lazy(() =>
  import('../../features/member-activities/components/discover-filters').then((module) => ({
    default: module.DiscoverFilters,
  })),
);

export const handle: PageHandle = {
  meta: { title: 'Descubrir', description: 'Planes que empiezan ahora y todos los que vienen.' },
};

/** From here the filters sit beside the list; below, they open in a sheet. */
const WIDE = '(min-width: 1024px)';

/** A way into another part of the app, under the plans starting now. */
function Promo({
  to,
  icon,
  title,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={styles.deckPromo}>
      <span className={styles.deckPromoIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.deckPromoText}>
        <strong>{title}</strong>
        <span>{children}</span>
      </span>
      <ChevronRightIcon size={20} />
    </Link>
  );
}

/**
 * "Descubrir": "ahora" first (what starts in the next three hours, nearest first), then every
 * plan to come with all the filters. The search lives in the address, so it can be shared and
 * comes back with a reload or the back button.
 */
export function Component() {
  const user = useSessionUser();
  const reference = useReferenceData();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(params), [params]);
  const wide = useMediaQuery(WIDE);
  const [sheetOpen, setSheetOpen] = useState(false);
  const listTitle = useRef<HTMLHeadingElement>(null);

  const countries = useMemo(() => reference.data?.countries ?? [], [reference.data]);
  const concepts = useMemo(() => reference.data?.concepts ?? [], [reference.data]);
  const cities = useMemo(
    () =>
      new Map(
        countries.flatMap((country) =>
          country.states.flatMap((state) => state.cities.map((city) => [city.id, city] as const)),
        ),
      ),
    [countries],
  );
  const homeCity = user?.city;
  const context: QueryContext = useMemo(
    () => ({
      concepts,
      home: homeCity ? { id: homeCity.id, lat: homeCity.lat, lon: homeCity.lon } : undefined,
      cityPoint: (id) => cities.get(id),
    }),
    [concepts, homeCity, cities],
  );
  const query = useDiscover(search, context);
  // While a new search loads, the last one's count would be wrong: none is said.
  const firstPage = query.isPlaceholderData ? undefined : query.data?.pages[0];
  const total = firstPage?.total;
  const capped = firstPage?.total_capped ?? false;

  // The search last asked for, until the address shows it: two changes in a row (a discipline,
  // then "cerca de mí" once the position comes) build on each other, not on a stale render.
  const pending = useRef<DiscoverSearch | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = (next: DiscoverSearch | ((current: DiscoverSearch) => DiscoverSearch)) => {
    const value = typeof next === 'function' ? next(pending.current ?? search) : next;
    pending.current = value;
    void setParams(toSearchParams(value), { replace: true, preventScrollReset: true });
  };
  const clear = () => update(clearedSearch(search));
  const chips = filterChips(search, {
    option: (code, slug) => optionsOf(concepts, code).find((option) => option.slug === slug)?.name,
    city: (id) => cities.get(id)?.name,
    home: homeCity?.name,
  });
  const count = filterCount(search);

  const { place } = search;
  const near = place.kind === 'near' ? { lat: place.lat, lon: place.lon } : undefined;
  // Distances on the cards: around a point, or when the nearest come first.
  const distanceFrom = near ?? (search.sort === 'distance' ? originOf(search, context) : undefined);
  const placeName =
    place.kind === 'near'
      ? 'cerca de ti'
      : place.kind === 'everywhere'
        ? 'en todas partes'
        : place.kind === 'home' && place.km !== undefined && homeCity
          ? `a menos de ${place.km} km de ${homeCity.name}`
          : `en ${(place.kind === 'city' ? cities.get(place.id)?.name : homeCity?.name) ?? 'todas partes'}`;

  // "Ahora": one search, read by its feed and, through "Ver los N", by the list below.
  const [nowKm, setNowKm] = useNowRadius(user);
  const now = useMemo(() => nowSearch(search.place, nowKm), [search.place, nowKm]);
  const showAllNow = () => {
    update(now);
    listTitle.current?.focus();
    listTitle.current?.scrollIntoView({ block: 'start' });
  };

  const filters = (
    <Suspense fallback={<Spinner />}>
      <DiscoverFilters
        search={search}
        onChange={update}
        concepts={concepts}
        countries={countries}
        homeName={homeCity?.name}
      />
    </Suspense>
  );

  return (
    <div className={styles.page}>
      {user && (
        <Suspense fallback={null}>
          <AttendancePrompt />
        </Suspense>
      )}
      <NowFeed
        search={now}
        context={context}
        km={nowKm}
        onKm={setNowKm}
        aroundName={near ? 'ti' : homeCity?.name}
        fromCentre={!near}
        onShowAll={showAllNow}
      />

      <Promo to={memberPaths.deck} icon={<HeartIcon size={22} />} title="Desliza planes">
        Los que mejor te encajan, uno a uno: a la derecha te apuntas.
      </Promo>
      {user && (
        <Promo to={memberPaths.challenges} icon={<StarIcon size={22} />} title="Eventos y retos">
          Retos con premio y eventos.
        </Promo>
      )}

      <div className={styles.browse}>
        {wide && (
          <aside className={styles.panel} aria-labelledby="discover-filters-title">
            <div className={styles.panelHead}>
              <h2 id="discover-filters-title" className={styles.panelTitle}>
                Filtros
              </h2>
              {count > 0 && (
                <button type="button" className={styles.textButton} onClick={clear}>
                  Borrar filtros
                </button>
              )}
            </div>
            {filters}
          </aside>
        )}

        <section className={styles.results} aria-labelledby="discover-list-title">
          <div className={styles.resultsHead}>
            <h2 id="discover-list-title" ref={listTitle} tabIndex={-1} className={styles.title}>
              Planes {placeName}
            </h2>
            <p className={styles.count} aria-live="polite">
              {total === undefined ? 'Buscando planes…' : plansText(total, capped)}
            </p>
          </div>

          <div className={styles.tools}>
            {!wide && (
              <button
                type="button"
                className={styles.filtersButton}
                aria-haspopup="dialog"
                onClick={() => setSheetOpen(true)}
              >
                <SlidersIcon size={18} />
                <span className={styles.filtersLabel}>Filtros</span>
                {count > 0 && (
                  <span className={styles.badge}>
                    {count}
                    <span className="visually-hidden"> aplicados</span>
                  </span>
                )}
              </button>
            )}
            <div className={styles.sort} role="group" aria-label="Ordenar">
              <button
                type="button"
                aria-pressed={search.sort === 'start'}
                onClick={() => update({ ...search, sort: 'start' })}
              >
                Más pronto
              </button>
              <button
                type="button"
                aria-pressed={search.sort === 'distance'}
                onClick={() => update({ ...search, sort: 'distance' })}
              >
                Más cerca
              </button>
            </div>
          </div>

          <FilterChipList chips={chips} search={search} onChange={update} onClear={clear} />

          <DiscoverList
            query={query}
            origin={distanceFrom}
            fromCentre={!near}
            filtered={count > 0}
            onClear={clear}
            onEverywhere={
              place.kind === 'home'
                ? () => update({ ...search, place: { kind: 'everywhere' } })
                : undefined
            }
          />
        </section>
      </div>

      {!wide && sheetOpen && (
        <ModalSheet title="Filtros" onClose={() => setSheetOpen(false)}>
          {filters}
          <form method="dialog" className={styles.sheetActions}>
            {count > 0 && (
              <button type="button" className={buttonClassName('secondary')} onClick={clear}>
                Borrar filtros
              </button>
            )}
            <button type="submit" className={buttonClassName('primary')}>
              {total === undefined ? 'Ver planes' : `Ver ${plansText(total, capped)}`}
            </button>
          </form>
        </ModalSheet>
      )}
    </div>
  );
}
