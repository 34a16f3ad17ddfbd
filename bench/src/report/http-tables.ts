import { markdownTable } from '../shared/markdown.js';
import { grouped, percent } from '../shared/stats.js';
import { heading, read, type LoadRow } from './common.js';

/** The reference-data table. */
export function reference(): string | undefined {
  const result = read<{ seconds: number; rows: LoadRow[] }>('reference');
  if (!result) return undefined;
  return [
    heading(result, `${result.seconds} s a load.`),
    '',
    markdownTable(
      [
        { header: 'route' },
        { header: 'bytes on the wire', align: 'right' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'of ceiling', align: 'right' },
      ],
      result.rows.map((row) => [
        row.route.trim().startsWith('bare') ? row.route.trim() : `\`${row.route}\``,
        grouped(row.bytes),
        grouped(row.requestsPerSecond),
        grouped(row.p50Ms),
        grouped(row.p99Ms),
        row.route.trim().startsWith('bare') ? 'ceiling' : percent(row.ofCeiling),
      ]),
    ),
  ].join('\n');
}

type ApiRow = LoadRow & { note?: string; activities?: number; ofSql?: number };
export type ApiFigures = {
  seconds: number;
  connections: number;
  skipped: string[];
  rows: ApiRow[];
  seed?: { seedSeconds?: Record<string, Array<{ activities: number; seconds: number }> | number> };
};

/** A row measured beside a route: its HTTP ceiling, or its own statements through pg. */
const isBare = (row: ApiRow) => /^(bare|its )/.test(row.route.trim());
const isSqlCeiling = (row: ApiRow) => row.route.trim().startsWith('its ');
/** A database route beside its statements replayed through pg (PostgreSQL). */
const ofSql = (row: ApiRow) =>
  isSqlCeiling(row) ? 'ceiling' : row.ofSql === undefined ? '' : percent(row.ofSql);
/** The ceiling's own row compares it with itself: said, not measured. */
const ofCeiling = (row: ApiRow) =>
  row.route.trim().startsWith('bare') ? 'ceiling' : percent(row.ofCeiling);

/** Every route beside its ceiling at the first size, with the notes. */
function routeTable(result: ApiFigures, base: number | undefined): string {
  const rows = result.rows.filter((row) => row.activities === base);
  const notes = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.note) continue;
    const key = `\`${row.route}\`: ${row.note}`;
    notes.set(key, [...(notes.get(key) ?? []), row.database ?? '']);
  }
  return [
    markdownTable(
      [
        { header: 'database' },
        { header: 'route' },
        { header: 'bytes', align: 'right' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'of ceiling', align: 'right' },
        { header: 'of its SQL', align: 'right' },
        { header: 'errors', align: 'right' },
      ],
      rows.map((row) => [
        isBare(row) ? '' : (row.database ?? ''),
        isBare(row) ? row.route.trim() : `\`${row.route}\``,
        grouped(row.bytes),
        grouped(row.requestsPerSecond),
        grouped(row.p50Ms),
        grouped(row.p99Ms),
        ofCeiling(row),
        ofSql(row),
        String(row.errors),
      ]),
    ),
    '',
    ...[...notes].map(([note, databases]) => `- ${note} (${databases.join('; ')}).`),
  ].join('\n');
}

/** The list route at every size, side by side per database, each against the first size. */
function scaleTable(result: ApiFigures, base: number): string | undefined {
  const list = result.rows.filter((row) => !isBare(row) && row.activities !== undefined);
  const sizes = new Set(list.map((row) => row.activities));
  if (sizes.size < 2) return undefined;
  const routes = new Set(list.filter((row) => row.activities !== base).map((row) => row.route));
  // Per database in the order measured, each route's sizes together, smallest first.
  const databases = [...new Set(list.map((row) => row.database))];
  const rows = list
    .filter((row) => routes.has(row.route))
    .sort(
      (a, b) =>
        databases.indexOf(a.database) - databases.indexOf(b.database) ||
        a.route.localeCompare(b.route) ||
        a.activities! - b.activities!,
    );
  const times = (row: ApiRow, figure: (row: ApiRow) => number) => {
    const first = rows.find(
      (other) =>
        other.database === row.database && other.route === row.route && other.activities === base,
    );
    if (!first || row === first) return '';
    return `${(figure(row) / Math.max(1, figure(first))).toFixed(2)}x`;
  };
  return markdownTable(
    [
      { header: 'database' },
      { header: 'route' },
      { header: 'activities', align: 'right' },
      { header: 'req/s', align: 'right' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'of ceiling', align: 'right' },
      { header: 'errors', align: 'right' },
      { header: `req/s of ${grouped(base)}'s`, align: 'right' },
      { header: `p99 of ${grouped(base)}'s`, align: 'right' },
    ],
    rows.map((row) => [
      row.database ?? '',
      `\`${row.route}\``,
      grouped(row.activities!),
      grouped(row.requestsPerSecond),
      grouped(row.p50Ms),
      grouped(row.p99Ms),
      percent(row.ofCeiling),
      String(row.errors),
      times(row, (r) => r.requestsPerSecond),
      times(row, (r) => r.p99Ms),
    ]),
  );
}

/** How long each database took to seed: the first size (sign-ups included), then each growth. */
function seedLine(result: ApiFigures): string | undefined {
  const entries = Object.entries(result.seed?.seedSeconds ?? {});
  if (entries.length === 0) return undefined;
  const parts = entries.map(([database, steps]) => {
    if (typeof steps === 'number') return `${database} ${steps} s`;
    const [first, ...growths] = steps;
    const total = steps.reduce((sum, step) => sum + step.seconds, 0);
    return [
      `${database}: ${grouped(first?.activities ?? 0)} in ${first?.seconds} s`,
      ...growths.map((step) => `grown to ${grouped(step.activities)} in ${step.seconds} s`),
      ...(growths.length > 0 ? [`${total.toFixed(1)} s in all`] : []),
    ].join(', ');
  });
  return `- Seeding (the first step includes two sign-ups): ${parts.join('; ')}.`;
}

/** The first size (every route is measured at it), or undefined for older results. */
function baseSize(result: ApiFigures): number | undefined {
  const sizes = result.rows.flatMap((row) =>
    row.activities === undefined ? [] : [row.activities],
  );
  return sizes.length > 0 ? Math.min(...sizes) : undefined;
}

/** The API tables of a result: every route at the first size, the list at every size. */
export function apiTables(result: ApiFigures): string {
  const base = baseSize(result);
  const scale = base === undefined ? undefined : scaleTable(result, base);
  const seed = seedLine(result);
  return [
    routeTable(result, base),
    ...(scale ? ['', scale, ''] : []),
    ...(seed ? [seed] : []),
    ...result.skipped.map((skipped) => `- Skipped: ${skipped}`),
  ].join('\n');
}

/** The API block of the README: the latest results' heading and tables. */
export function api(): string | undefined {
  const result = read<ApiFigures>('api');
  if (!result) return undefined;
  const base = baseSize(result);
  const over = base === undefined ? '' : `, over ${grouped(base)} activities unless said`;
  return [
    heading(result, `${result.seconds} s a load, ${result.connections ?? 50} connections${over}.`),
    '',
    apiTables(result),
  ].join('\n');
}
