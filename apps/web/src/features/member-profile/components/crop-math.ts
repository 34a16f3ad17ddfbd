/** A picture's placement in a square frame: its scale and the offset of its top-left corner. */
export type Placement = { scale: number; x: number; y: number };

/** The smallest scale at which the picture covers the whole frame. */
export const coverScale = (width: number, height: number, frame: number) =>
  frame / Math.min(width, height);

/**
 * Keeps the picture covering the frame: an offset that would show an empty edge is pulled back.
 * @example clampPlacement({ scale: 1, x: 10, y: 0 }, 400, 300, 300) // x: 0
 */
export function clampPlacement(
  placement: Placement,
  width: number,
  height: number,
  frame: number,
): Placement {
  const scale = Math.max(placement.scale, coverScale(width, height, frame));
  const minX = frame - width * scale;
  const minY = frame - height * scale;
  return {
    scale,
    x: Math.min(0, Math.max(minX, placement.x)),
    y: Math.min(0, Math.max(minY, placement.y)),
  };
}

/** The picture centred in the frame at the scale that just covers it. */
export function centred(width: number, height: number, frame: number): Placement {
  const scale = coverScale(width, height, frame);
  return { scale, x: (frame - width * scale) / 2, y: (frame - height * scale) / 2 };
}

/**
 * A new scale keeping the frame's centre on the same point of the picture.
 * @example zoomAround({ scale: 1, x: -50, y: -50 }, 2, 300) // { scale: 2, x: -250, y: -250 }
 */
export function zoomAround(placement: Placement, scale: number, frame: number): Placement {
  const centre = frame / 2;
  const ratio = scale / placement.scale;
  return {
    scale,
    x: centre - (centre - placement.x) * ratio,
    y: centre - (centre - placement.y) * ratio,
  };
}

/** The part of the original picture the frame shows, in the picture's own pixels. */
export function sourceRect(placement: Placement, frame: number) {
  const side = frame / placement.scale;
  // 0 - x, not -x: a picture at the edge starts at 0, not at -0.
  return { x: (0 - placement.x) / placement.scale, y: (0 - placement.y) / placement.scale, side };
}
