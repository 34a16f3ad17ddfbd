import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { MapIcon } from '../icons/app-icons';
import { buttonClassName } from '../ui/button';
import { Spinner } from '../ui/spinner';
import type { MapCanvasProps } from './map-canvas';
import { canDrawMaps } from './webgl';
import styles from './map-frame.module.css';

// MapLibre and the basemap's data come with the first map a page shows, never before. A
// failed fetch is remembered by lazy(): "Reintentar" makes a new one.
const loadCanvas = () => lazy(() => import('./map-canvas'));

/** Why there is no map: the browser cannot draw one, or its code could not be loaded. */
export type MapTrouble = 'unsupported' | 'unavailable';

/**
 * A map, or a clear word where there can be none: while MapLibre loads, "Cargando el mapa…";
 * without WebGL or when its code cannot be fetched (offline before it was ever loaded), the
 * `fallback` the page gives for that case (its list, a link), under a short explanation.
 */
export function MapFrame({
  fallback,
  ...props
}: Omit<MapCanvasProps, 'onFailure'> & {
  fallback?: (trouble: MapTrouble) => ReactNode;
}) {
  const [trouble, setTrouble] = useState<MapTrouble | null>(() =>
    canDrawMaps() ? null : 'unsupported',
  );
  const [MapCanvas, setMapCanvas] = useState(loadCanvas);
  if (trouble) {
    return (
      <div className={[styles.trouble, props.className].filter(Boolean).join(' ')} role="note">
        <MapIcon size={28} />
        <p className={styles.title}>
          {trouble === 'unsupported'
            ? 'Tu navegador no puede mostrar el mapa'
            : 'No hemos podido cargar el mapa'}
        </p>
        <p className={styles.text}>
          {trouble === 'unsupported'
            ? 'Necesita WebGL, que este navegador o dispositivo tiene desactivado.'
            : 'Comprueba tu conexión y vuelve a intentarlo.'}
        </p>
        {trouble === 'unavailable' && (
          <button
            type="button"
            className={buttonClassName('secondary', { size: 'small' })}
            onClick={() => {
              setMapCanvas(loadCanvas);
              setTrouble(null);
            }}
          >
            Reintentar
          </button>
        )}
        {fallback?.(trouble)}
      </div>
    );
  }
  return (
    <LoadBoundary onError={() => setTrouble('unavailable')}>
      <Suspense
        fallback={
          <div className={[styles.loading, props.className].filter(Boolean).join(' ')}>
            <Spinner />
            Cargando el mapa…
          </div>
        }
      >
        <MapCanvas {...props} onFailure={() => setTrouble('unsupported')} />
      </Suspense>
    </LoadBoundary>
  );
}

/** Catches a map chunk that could not be fetched, so the page stays and says so. */
class LoadBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('map', error, info.componentStack);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
