import type { Activity } from '@app/contract/activities';
import type { OwnUser } from '@app/contract/users';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MapFrame } from '../../../components/map/map-frame';
import {
  inBounds,
  needsSearch,
  searchAreaFor,
  type MapView,
  type SearchArea,
} from '../../../components/map/viewport';
import { MapIcon } from '../../../components/icons/app-icons';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOnline } from '../../../hooks/use-online';
import { memberPaths } from '../../../lib/paths';
import type { ReferenceSnapshot } from '../../../lib/reference-data';
import { useAreaActivities } from '../api/activities-in-area';
import { bySoonest, indexPlans, mapItems } from '../lib/map-clusters';
import { PlanListItem } from './plan-list-item';
import { PlanMapCard } from './plan-map-card';
import { PlanMarkers } from './plan-markers';
import styles from './activity-map.module.css';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

/** Where the map opens without a city of the member's: the whole of mainland Spain. */
const SPAIN = { lat: 40.2, lon: -3.7 };
const CITY_ZOOM = 11.5;
const COUNTRY_ZOOM = 5;
/** Moves closer together than this are one search. */
const SEARCH_DELAY_MS = 350;

/** A marker's card: one plan, or the plans sharing one place. */
type Selection = { key: string; ids: number[] };

/** Another layer the page draws with the plans (the wishes): its parts, placed by this map. */
export type MapLayerSlots = {
  /** Markers, inside the map. */
  markers: ReactNode;
  /** Its open card; while there is one, the plans' card is closed. */
  card: ReactNode | null;
  /** Its list, above the plans in the panel. */
  list: ReactNode;
  /** Its button over the map (bottom right). */
  action: ReactNode;
  /** How many of its things the view holds (the phone's "Ver lista" count). */
  count: number;
  /** Closes its card: the map was tapped, or a plan's card opened. */
  clear: () => void;
};

/**
 * The Mapa tab: the upcoming plans on a map, grouped where they crowd; moving the map
 * searches what it shows (`filter.near`), keeping the last plans on it meanwhile. A marker
 * opens a short card; beside the map (from 1024 px) or behind a button (phones), the plans in
 * view as a list. Where there can be no map, the list of the member's area stays.
 */
export function ActivityMap({
  user,
  reference,
  showPlans = true,
  layer,
  controls,
  onViewChange,
}: {
  user: OwnUser;
  reference: ReferenceSnapshot;
  /** Whether the plans are drawn and listed (the layer switch). */
  showPlans?: boolean;
  layer?: MapLayerSlots | undefined;
  /** Over the map's top left (the layer switch). */
  controls?: ReactNode;
  /** Told of every view of the map, after this map's own handling. */
  onViewChange?: (view: MapView) => void;
}) {
  const home = user.city;
  const [now] = useState(() => new Date());
  const [view, setView] = useState<MapView | null>(null);
  // Before the map has drawn (or where it cannot), the member's city and 15 km around it.
  const [area, setArea] = useState<SearchArea | null>(() =>
    home ? { lat: home.lat, lon: home.lon, km: 15 } : { ...SPAIN, km: 700 },
  );
  const [selection, setSelection] = useState<Selection | null>(null);
  const [showList, setShowList] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const online = useOnline();
  const query = useAreaActivities(showPlans ? area : null);
  const activities = useMemo(() => query.data?.activities ?? [], [query.data]);
  const complete = !query.data || query.data.total <= query.data.activities.length;
  const plans = useMemo(() => indexPlans(activities), [activities]);
  const items = view ? mapItems(plans, view.bounds, view.zoom) : [];
  const inView = activities
    .filter((activity) => !view || inBounds(activity.location, view.bounds))
    .sort(bySoonest);
  const selected = selection
    ? selection.ids.flatMap((id) => activities.filter((activity) => activity.id === id))
    : [];

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onView = (next: MapView) => {
    setView(next);
    onViewChange?.(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setArea((current) =>
        needsSearch(current, next.bounds, complete) ? searchAreaFor(next.bounds) : current,
      );
    }, SEARCH_DELAY_MS);
  };

  const searching = query.isFetching;
  // A card of the other layer closes the plans' one.
  const layerCard = layer?.card ?? null;
  const layerCardOpen = layerCard !== null;
  const [layerWasOpen, setLayerWasOpen] = useState(false);
  if (layerCardOpen !== layerWasOpen) {
    // Set during render (React's "adjusting state when a prop changes"): no extra paint.
    setLayerWasOpen(layerCardOpen);
    if (layerCardOpen) setSelection(null);
  }

  const status = !showPlans
    ? null
    : !online
      ? { tone: 'offline', text: 'Sin conexión: ves los planes que ya habíamos cargado.' }
      : query.isError
        ? { tone: 'error', text: 'No hemos podido buscar planes aquí.' }
        : searching
          ? { tone: 'busy', text: 'Buscando planes…' }
          : inView.length === 0 && !query.isPending
            ? { tone: 'empty', text: 'No hay planes en esta zona. Aleja el mapa para ver más.' }
            : null;

  const list = (
    <div className={styles.listBody}>
      {!complete && (
        <p className={styles.note}>
          Hay {query.data?.totalCapped ? 'más de ' : ''}
          {plural(query.data?.total ?? 0, 'plan', 'planes')} en esta búsqueda; te mostramos los{' '}
          {formatNumber(activities.length)} primeros. Acerca el mapa para ver el resto.
        </p>
      )}
      {inView.length > 0 ? (
        <ul className={styles.cards}>
          {inView.map((activity) => (
            <li
              key={activity.id}
              onMouseEnter={() => setHighlighted(activity.id)}
              onMouseLeave={() => setHighlighted(null)}
              onFocus={() => setHighlighted(activity.id)}
              onBlur={() => setHighlighted(null)}
            >
              <PlanListItem activity={activity} />
            </li>
          ))}
        </ul>
      ) : query.isPending ? (
        <p className={styles.quiet}>Buscando planes…</p>
      ) : (
        <div className={styles.empty}>
          <MapIcon size={28} />
          <p className={styles.emptyTitle}>No hay planes en esta zona</p>
          <p className={styles.quiet}>
            Aleja el mapa o muévelo a otra ciudad. O propón tú el primero.
          </p>
          <Link to={memberPaths.create} className={buttonClassName('primary', { size: 'small' })}>
            Crear un plan
          </Link>
        </div>
      )}
    </div>
  );

  const openPlans = (key: string, ids: number[]) => {
    layer?.clear();
    setSelection((current) => (current?.key === key ? null : { key, ids }));
  };
  const listCount = (showPlans ? inView.length : 0) + (layer?.count ?? 0);

  return (
    <div className={styles.page} data-list={showList ? '' : undefined}>
      <section className={styles.panel} aria-labelledby="map-list-title">
        <header className={styles.panelHeader}>
          <h2 id="map-list-title" className={styles.panelTitle}>
            {!showPlans
              ? 'Mapa de deseos'
              : `${plural(inView.length, 'plan', 'planes')} en esta zona`}
          </h2>
          {showPlans && searching && <Spinner />}
        </header>
        {layer?.list && <div className={styles.layerList}>{layer.list}</div>}
        {showPlans && list}
      </section>

      <div className={styles.mapArea}>
        <MapFrame
          className={styles.map}
          label="Mapa de planes"
          center={home ?? SPAIN}
          zoom={home ? CITY_ZOOM : COUNTRY_ZOOM}
          styleUrl={reference.info.map?.style ?? null}
          countries={reference.countries}
          highlightCity={home?.id}
          onView={onView}
          onMapClick={() => {
            setSelection(null);
            layer?.clear();
          }}
          fallback={() => (
            <button
              type="button"
              className={buttonClassName('primary', {
                size: 'small',
                className: styles.phoneOnly,
              })}
              onClick={() => setShowList(true)}
            >
              Ver la lista de planes
            </button>
          )}
        >
          {showPlans && (
            <PlanMarkers
              items={items}
              now={now}
              selected={selection?.key ?? null}
              highlighted={highlighted}
              onPlan={(activity: Activity) => openPlans(`plan-${activity.id}`, [activity.id])}
              onPlace={(group) =>
                openPlans(
                  group.key,
                  group.activities.map((activity) => activity.id),
                )
              }
            />
          )}
          {layer?.markers}
        </MapFrame>

        {controls && <div className={styles.controlsSlot}>{controls}</div>}

        {/* What the map is doing, only while there is something to say. */}
        <div className={styles.statusSlot} role="status">
          {status && (
            <p className={styles.status} data-tone={status.tone}>
              {status.tone === 'busy' && <Spinner size={14} />}
              <span>{status.text}</span>
              {status.tone === 'error' && (
                <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
                  Reintentar
                </button>
              )}
            </p>
          )}
        </div>

        {layerCard ? (
          <div className={styles.cardSlot}>{layerCard}</div>
        ) : (
          selected.length > 0 && (
            <div className={styles.cardSlot}>
              <PlanMapCard plans={selected} onClose={() => setSelection(null)} />
            </div>
          )
        )}

        <button
          type="button"
          className={`${styles.toggle} ${styles.listToggle} ${styles.phoneOnly}`}
          onClick={() => setShowList(true)}
        >
          Ver lista
          <span className={styles.toggleCount}>{listCount}</span>
        </button>
        {layer?.action && <div className={styles.actionSlot}>{layer.action}</div>}
      </div>

      <button
        type="button"
        className={`${styles.toggle} ${styles.toMap}`}
        onClick={() => setShowList(false)}
      >
        <MapIcon size={18} />
        Ver mapa
      </button>
    </div>
  );
}
