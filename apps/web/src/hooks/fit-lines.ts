/**
 * How many whole lines of `lineHeight` fit in `height`: at least one (a title is never
 * hidden), at most `max`. Half a pixel of rounding is forgiven, so a box sized for two lines
 * still holds two.
 * @example linesThatFit(56, 27.5, 4) // 2
 */
export function linesThatFit(height: number, lineHeight: number, max: number): number {
  if (!(lineHeight > 0) || !Number.isFinite(height)) return max;
  return Math.max(1, Math.min(max, Math.floor((height + 0.5) / lineHeight)));
}
