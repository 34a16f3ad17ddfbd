/** The value below which `p` percent of `sorted` lies (nearest rank); 0 for no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

/** p50, p95 and p99 of some samples, in their own unit, rounded to 0.1. */
export function summarize(samples: number[]): { p50: number; p95: number; p99: number } {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => Math.round(percentile(sorted as unknown as number[], p) * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** A share as a percentage for the tables: whole from 10%, with decimals below (0.07%). */
export function percent(share: number): string {
  const value = share * 100;
  if (value >= 10 || value === 0) return `${Math.round(value)}%`;
  return `${value.toFixed(value >= 1 ? 1 : 2)}%`;
}

/** Thousands separated, for the tables. */
export const grouped = (value: number) => Math.round(value).toLocaleString('en-US');

/** The median and the range of a few figures (runs of one measurement). */
export function spread(values: readonly number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? 0
      : sorted.length % 2
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

/**
 * What share of the owed deliveries came, never rounded up to 100% when some did not:
 * `100%`, or `99.96% (20 missing)`.
 */
export function deliveredShare(delivered: number, expected: number): string {
  if (expected === 0) return '-';
  const missing = expected - delivered;
  if (missing <= 0) return '100%';
  const floored = Math.floor((delivered / expected) * 10_000) / 100;
  return `${floored.toFixed(2)}% (${grouped(missing)} missing)`;
}
