/**
 * Numbers as Spanish writes them, for every text people read (issue 35): a decimal comma
 * ("4,5 MET", "2,4 km") and a point between thousands from 1.000 on ("1.250 monedas"; es-ES
 * alone leaves four digits ungrouped, which reads as a year beside five-digit figures).
 */
export type NumberFormat = {
  /** Most decimals shown (rounded to them); 0 by default: a whole number. */
  decimals?: number;
  /** Always show `decimals` decimals ("3,0" for a level), not only when there are some. */
  fixed?: boolean;
};

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl formatter per shape, made the first time it is asked for. */
function formatterFor(decimals: number, fixed: boolean): Intl.NumberFormat {
  const key = `${decimals}:${fixed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', {
      useGrouping: 'always',
      maximumFractionDigits: decimals,
      minimumFractionDigits: fixed ? decimals : 0,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in Spanish: decimal comma, thousands grouped with a point, negative with a minus.
 * @example formatNumber(4.5, { decimals: 1 }) // '4,5'
 * @example formatNumber(1250) // '1.250'
 * @example formatNumber(3, { decimals: 1, fixed: true }) // '3,0'
 */
export function formatNumber(value: number, { decimals = 0, fixed = false }: NumberFormat = {}) {
  // -0 would print as "-0".
  const shown = formatterFor(decimals, fixed).format(value);
  return shown === '-0' ? '0' : shown;
}

/**
 * A share out of 100 with the space Spanish puts before the sign.
 * @example formatPercent(87) // '87 %'
 */
export const formatPercent = (value: number, decimals = 0) =>
  `${formatNumber(value, { decimals })}\u00a0%`;
