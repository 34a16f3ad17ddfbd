import type { Country } from '@app/contract/reference';
import type { Coordinate } from '@app/sdk/reference/geo';
import {
  addProtocol,
  AttributionControl,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Protocol } from 'pmtiles';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import atlasTopologies from 'virtual:map-atlas';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { atlasShapes, type Atlas } from './atlas/build-atlas';
import { cityFeatures } from './basemap/cities';
import { embeddedStyle } from './basemap/embedded-style';
import { MapContext, type MapKit } from './map-context';
import { MAP_LOCALE } from './map-locale';
import type { MapView } from './viewport';
import styles from './map-canvas.module.css';

// The worker is a file of this site (the CSP allows workers from 'self' only), not a blob.
setWorkerUrl(workerUrl);
// A configured style may read its tiles from a PMTiles archive (pmtiles:///map/espana.pmtiles,
// served by this server from DATA_DIR/map with byte ranges): no tile server needed.
addProtocol('pmtiles', new Protocol({ metadata: true }).tile);

/**
 * How long a configured style may take to arrive before the embedded basemap stands in: a
 * network that drops packets (no answer, no error) would otherwise leave a blank frame.
 */
export const STYLE_TIMEOUT_MS = 6000;

let atlas: Atlas | undefined;
const styles_ = new WeakMap<readonly Country[], Map<number | undefined, StyleSpecification>>();

/** The embedded basemap for these places, made once per page load and city to highlight. */
function embedded(countries: readonly Country[], highlight: number | undefined) {
  atlas ??= atlasShapes(atlasTopologies);
  let byCity = styles_.get(countries);
  if (!byCity) styles_.set(countries, (byCity = new Map()));
  let style = byCity.get(highlight);
  if (!style)
    byCity.set(highlight, (style = embeddedStyle(atlas, cityFeatures(countries, highlight))));
  return style;
}

function viewOf(map: MapLibreMap): MapView {
  const bounds = map.getBounds();
  const centre = map.getCenter();
  return {
    bounds: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    zoom: map.getZoom(),
    centre: { lat: centre.lat, lon: centre.lng },
  };
}

export type MapCanvasProps = {
  /** What the map shows, for screen readers ("Mapa de planes"). */
  label: string;
  center: Coordinate;
  zoom: number;
  /** The configured style (`/info` map.style); null or unreachable: the embedded basemap. */
  styleUrl: string | null;
  /**
   * The zoom to step back to when the embedded basemap stands in for the configured style
   * (it has no streets: a street zoom would be an empty square).
   */
  fallbackZoom?: number | undefined;
  countries: readonly Country[];
  /** A city labelled as prominently as the major ones (the member's). */
  highlightCity?: number | undefined;
  /** Small maps inside a page: one finger scrolls the page, two move the map. */
  cooperative?: boolean;
  /** After the first drawing and after every move. */
  onView?: (view: MapView) => void;
  onMapClick?: (point: Coordinate) => void;
  /** The browser could not draw (no WebGL, or its context was lost). */
  onFailure: () => void;
  className?: string | undefined;
  /** Markers and overlays; they reach the map through MapContext. */
  children?: ReactNode;
};

/**
 * A MapLibre map (docs/decisions/0016-map.md), loaded lazily with MapLibre itself: the
 * configured style when there is one and the browser is online, else (or when it fails to
 * load) the embedded basemap, which asks nothing of the network.
 */
export default function MapCanvas({
  label,
  center,
  zoom,
  styleUrl,
  fallbackZoom,
  countries,
  highlightCity,
  cooperative = false,
  onView,
  onMapClick,
  onFailure,
  className,
  children,
}: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [kit, setKit] = useState<MapKit | null>(null);
  const viewed = useEffectEvent((map: MapLibreMap) => onView?.(viewOf(map)));
  const clicked = useEffectEvent((point: Coordinate) => onMapClick?.(point));
  const failed = useEffectEvent(() => onFailure());
  const initial = useEffectEvent(() => ({
    center,
    zoom,
    style: embedded(countries, highlightCity),
    remote: styleUrl && navigator.onLine ? styleUrl : null,
    fallbackZoom,
    label,
    cooperative,
  }));

  useEffect(() => {
    const start = initial();
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current!,
        style: start.remote ?? start.style,
        center: [start.center.lon, start.center.lat],
        zoom: start.zoom,
        maxZoom: 18,
        attributionControl: false,
        cooperativeGestures: start.cooperative,
        dragRotate: false,
        pitchWithRotate: false,
        locale: { ...MAP_LOCALE, 'Map.Title': start.label },
      });
    } catch {
      // No WebGL, or no context to be had: the page says so and shows its list.
      failed();
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // The credits in full where there is room, behind an (i) on maps under 640 px wide (MapLibre
    // would open them there until the first drag, over the markers and the map's buttons).
    map.addControl(
      new AttributionControl({
        // Unset, not MapLibre's default true: compact only where the map is narrow.
        compact: undefined,
        customAttribution:
          '<a href="https://maplibre.org/" target="_blank" rel="noopener noreferrer">MapLibre</a>',
      }),
      'bottom-right',
    );
    // MapLibre opens the credits whenever they first fill on a narrow map, which can be after
    // the map's load (a style's sources arriving late, or the embedded basemap standing in):
    // closed again on load and once each style has drawn, so a phone shows the (i) alone.
    const closeCredits = () =>
      container.current
        ?.querySelector('.maplibregl-compact-show')
        ?.classList.remove('maplibregl-compact-show');
    map.once('load', () => {
      // The control measured the map before layout settled: measured again, then closed.
      map.resize();
      closeCredits();
    });
    map.on('style.load', () => map.once('idle', closeCredits));
    let loaded = false;
    // The configured style, or what it needs before it can draw (its sources' TileJSON), could
    // not be read, or does not arrive: the embedded basemap, once, at a zoom it can show.
    let fellBack = false;
    const fallBack = () => {
      if (fellBack || !start.remote) return;
      fellBack = true;
      window.clearTimeout(timer);
      map.setStyle(start.style, { diff: false });
      if (start.fallbackZoom !== undefined && map.getZoom() > start.fallbackZoom)
        map.jumpTo({ zoom: start.fallbackZoom });
    };
    const timer = start.remote ? window.setTimeout(fallBack, STYLE_TIMEOUT_MS) : undefined;
    // Markers and overlays as soon as there is a style under them (the basemap's cities may
    // still be on their way from the worker).
    map.once('style.load', () => {
      window.clearTimeout(timer);
      setKit({ map, Marker });
      viewed(map);
    });
    map.once('load', () => {
      loaded = true;
    });
    map.on('error', (event) => {
      // A tile that fails is a gap in the map, not a reason to change maps; the style or a
      // source's description failing before the first drawing is.
      if (!loaded && !('tile' in event)) fallBack();
    });
    map.on('webglcontextlost', () => failed());
    // Said on the page for whoever waits for a finished drawing (the browser tests' pictures).
    const frame = container.current!.parentElement!;
    map.on('idle', () => frame.setAttribute('data-map-idle', ''));
    map.on('movestart', () => frame.removeAttribute('data-map-idle'));
    map.on('moveend', () => viewed(map));
    map.on('click', (event) => {
      // A press on a marker is the marker's own (its button's click), not the map's.
      const target = event.originalEvent.target as Element | null;
      if (target?.closest?.('.maplibregl-marker')) return;
      clicked({ lat: event.lngLat.lat, lon: event.lngLat.lng });
    });
    return () => {
      window.clearTimeout(timer);
      setKit(null);
      map.remove();
    };
  }, []);

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      <div ref={container} className={styles.map} />
      {kit && <MapContext.Provider value={kit}>{children}</MapContext.Provider>}
    </div>
  );
}
