import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  centred,
  clampPlacement,
  coverScale,
  sourceRect,
  zoomAround,
  type Placement,
} from './crop-math';
import styles from './image-cropper.module.css';

/** The side of the square on screen, and of the picture that is uploaded. */
const FRAME = 280;
const OUTPUT = 640;
const MAX_ZOOM = 4;

/**
 * The crop step before an avatar is uploaded: the picture in a round frame, moved by dragging
 * (or the arrow keys) and zoomed with a slider; "Usar foto" hands over the square as a JPEG.
 */
export function ImageCropper({
  file,
  busy,
  onCancel,
  onCrop,
}: {
  file: Blob;
  busy: boolean;
  onCancel: () => void;
  onCrop: (square: Blob) => void;
}) {
  const [image, setImage] = useState<HTMLImageElement>();
  const [failed, setFailed] = useState(false);
  const [placement, setPlacement] = useState<Placement>();
  const drag = useRef<{ x: number; y: number; from: Placement }>(undefined);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => {
      setImage(element);
      setPlacement(centred(element.naturalWidth, element.naturalHeight, FRAME));
    };
    element.onerror = () => setFailed(true);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (failed) {
    return (
      <div className={styles.cropper}>
        <p role="alert">No podemos abrir esta imagen. Prueba con una foto JPEG o PNG.</p>
        <button type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          Elegir otra
        </button>
      </div>
    );
  }
  if (!image || !placement) return <p className={styles.loading}>Abriendo la foto…</p>;

  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const minScale = coverScale(width, height, FRAME);
  const place = (next: Placement) => setPlacement(clampPlacement(next, width, height, FRAME));
  const zoom = placement.scale / minScale;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: placement };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    place({
      ...start.from,
      x: start.from.x + event.clientX - start.x,
      y: start.from.y + event.clientY - start.y,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    place({ ...placement, x: placement.x + move[0], y: placement.y + move[1] });
  };

  const crop = () => {
    const canvas = document.createElement('canvas');
    canvas.width = OUTPUT;
    canvas.height = OUTPUT;
    const context = canvas.getContext('2d');
    if (!context) return;
    const source = sourceRect(placement, FRAME);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, source.x, source.y, source.side, source.side, 0, 0, OUTPUT, OUTPUT);
    canvas.toBlob((blob) => blob && onCrop(blob), 'image/jpeg', 0.9);
  };

  return (
    <div className={styles.cropper}>
      <div
        className={styles.frame}
        style={{ width: FRAME, height: FRAME }}
        tabIndex={0}
        role="img"
        aria-label="Vista previa de tu foto de perfil. Arrastra o usa las flechas para moverla."
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = undefined)}
        onPointerCancel={() => (drag.current = undefined)}
        onKeyDown={onKeyDown}
      >
        <img
          src={image.src}
          alt=""
          draggable={false}
          className={styles.image}
          style={{
            width: width * placement.scale,
            height: height * placement.scale,
            transform: `translate(${placement.x}px, ${placement.y}px)`,
          }}
        />
        <span className={styles.ring} aria-hidden="true" />
      </div>
      <label className={styles.zoom}>
        <span>Zoom</span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={(event) =>
            place(zoomAround(placement, minScale * Number(event.target.value), FRAME))
          }
        />
      </label>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={onCancel}
          disabled={busy}
        >
          Cancelar
        </button>
        <button
          type="button"
          className={buttonClassName('primary')}
          onClick={crop}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <Spinner />}
          Usar foto
        </button>
      </div>
    </div>
  );
}
