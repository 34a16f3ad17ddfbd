import type { Activity } from '@app/contract/activities';
import { useMapKit } from '../../../components/map/map-context';
import { MapMarker } from '../../../components/map/map-marker';
import { samePlace, type MapItem } from '../lib/map-clusters';
import { markerLabel } from '../lib/marker-label';
import styles from './plan-markers.module.css';

type Group = Extract<MapItem, { kind: 'group' }>;

/**
 * The plans on the map: each one a pin with its start ("hoy 18:30"), groups a round count.
 * A pin opens its card; a group zooms in until it splits, or, when its plans share one place,
 * opens their list.
 */
export function PlanMarkers({
  items,
  now,
  selected,
  highlighted,
  onPlan,
  onPlace,
}: {
  items: MapItem[];
  now: Date;
  /** The key of the marker whose card is open. */
  selected: string | null;
  /** A plan the list points at (hovered, focused). */
  highlighted: number | null;
  onPlan: (activity: Activity) => void;
  onPlace: (group: Group) => void;
}) {
  const { map } = useMapKit();
  return items.map((item) =>
    item.kind === 'plan' ? (
      <MapMarker key={item.key} point={item.point}>
        <button
          type="button"
          className={styles.pin}
          data-sport={item.activity.discipline ? '' : undefined}
          data-active={selected === item.key || highlighted === item.activity.id ? '' : undefined}
          aria-pressed={selected === item.key}
          aria-label={`${item.activity.description}, ${markerLabel(item.activity.start_at, item.activity.city.timezone, now)}`}
          onClick={() => onPlan(item.activity)}
        >
          <span className={styles.dot} aria-hidden="true" />
          {markerLabel(item.activity.start_at, item.activity.city.timezone, now)}
        </button>
      </MapMarker>
    ) : (
      <MapMarker key={item.key} point={item.point} anchor="center">
        <button
          type="button"
          className={styles.group}
          data-size={item.count >= 100 ? 'l' : item.count >= 10 ? 'm' : 's'}
          data-active={
            selected === item.key ||
            (highlighted !== null && item.activities.some((plan) => plan.id === highlighted))
              ? ''
              : undefined
          }
          aria-label={
            samePlace(item)
              ? `${item.count} planes en el mismo sitio: ver la lista`
              : `${item.count} planes: acercar el mapa`
          }
          onClick={() => {
            if (samePlace(item)) onPlace(item);
            else {
              map.easeTo({
                center: [item.point.lon, item.point.lat],
                zoom: Math.min(item.splitZoom, map.getMaxZoom()),
              });
            }
          }}
        >
          {item.count}
        </button>
      </MapMarker>
    ),
  );
}
