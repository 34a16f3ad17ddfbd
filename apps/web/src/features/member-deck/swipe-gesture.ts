/**
 * When a drag of the top card is a decision: past a third of the card's width, or a quick
 * flick (Tinder's and Bumble's feel). Right asks to join, left passes.
 */
export const SWIPE_DISTANCE_SHARE = 1 / 3;
/** A flick: this fast (px per ms) and this far at least, in one direction. */
export const FLICK_SPEED = 0.6;
export const FLICK_DISTANCE = 40;

export type SwipeDirection = 'like' | 'pass';

/**
 * The decision a drag ends in, or undefined when the card goes back.
 * @example decisionOf({ dx: 150, speed: 0.1, width: 320 }) // 'like'
 */
export function decisionOf({
  dx,
  speed,
  width,
}: {
  /** How far the card was dragged sideways, in px (right is positive). */
  dx: number;
  /** Its sideways speed when released, px per ms (right is positive). */
  speed: number;
  width: number;
}): SwipeDirection | undefined {
  const far = Math.abs(dx) >= width * SWIPE_DISTANCE_SHARE;
  const flick =
    Math.abs(speed) >= FLICK_SPEED &&
    Math.abs(dx) >= FLICK_DISTANCE &&
    Math.sign(speed) === Math.sign(dx);
  if (!far && !flick) return undefined;
  return dx > 0 ? 'like' : 'pass';
}

/** The card's tilt while dragged: a few degrees, more the further it goes. */
export const tiltOf = (dx: number, width: number) =>
  Math.max(-15, Math.min(15, (dx / Math.max(width, 1)) * 18));
