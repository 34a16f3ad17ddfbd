import { SparkIcon } from '../../../components/icons/secondary-icons';
import { useMapKit } from '../../../components/map/map-context';
import { MapMarker } from '../../../components/map/map-marker';
import type { WishItem } from '../lib/wish-items';
import styles from './wish-markers.module.css';

type Group = Extract<WishItem, { kind: 'group' }>;

/** How many more zoom levels a tap on a wide view's count moves in. */
const COUNT_ZOOM_STEP = 2.5;

/**
 * The wishes on the map: each a speech bubble with its first words, groups and the server's
 * counts a round number. A bubble opens its card; a group of one place opens its list; any
 * other count zooms in until it splits.
 */
export function WishMarkers({
  items,
  selected,
  onWish,
  onPlace,
}: {
  items: WishItem[];
  /** The key of the marker whose card is open. */
  selected: string | null;
  onWish: (item: Extract<WishItem, { kind: 'wish' }>) => void;
  onPlace: (group: Group) => void;
}) {
  const { map } = useMapKit();
  const zoomInto = (item: WishItem, zoom: number) =>
    map.easeTo({
      center: [item.point.lon, item.point.lat],
      zoom: Math.min(zoom, map.getMaxZoom()),
    });
  return items.map((item) =>
    item.kind === 'wish' ? (
      <MapMarker key={item.key} point={item.point}>
        <button
          type="button"
          className={styles.bubble}
          data-mine={item.pin.mine ? '' : undefined}
          data-active={selected === item.key ? '' : undefined}
          aria-pressed={selected === item.key}
          aria-label={`${item.pin.mine ? 'Tu deseo' : 'Deseo'}: ${item.pin.text}`}
          onClick={() => onWish(item)}
        >
          <SparkIcon size={14} />
          <span className={styles.text}>{item.pin.text}</span>
        </button>
      </MapMarker>
    ) : (
      <MapMarker key={item.key} point={item.point} anchor="center">
        <button
          type="button"
          className={styles.group}
          data-active={selected === item.key ? '' : undefined}
          aria-label={
            item.kind === 'group' && item.onePlace
              ? `${item.count} deseos en el mismo sitio: ver la lista`
              : `${item.count} deseos: acercar el mapa`
          }
          onClick={() => {
            if (item.kind === 'group' && item.onePlace) onPlace(item);
            else if (item.kind === 'group') zoomInto(item, item.splitZoom);
            else zoomInto(item, map.getZoom() + COUNT_ZOOM_STEP);
          }}
        >
          <SparkIcon size={12} />
          {item.count}
        </button>
      </MapMarker>
    ),
  );
}
