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
