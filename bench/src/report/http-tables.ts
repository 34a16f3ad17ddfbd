import { markdownTable } from '../shared/markdown.js';
import { grouped, percent } from '../shared/stats.js';
import { measuredOn, read, type LoadRow } from './common.js';

/** The reference-data table. */
export function reference(): string | undefined {
  const result = read<{ seconds: number; rows: LoadRow[] }>('reference');
  if (!result) return undefined;
  return [
    `${measuredOn(result.machine)} ${result.seconds} s a load.`,
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
        percent(row.ofCeiling),
      ]),
    ),
  ].join('\n');
}

/** The API table and its notes. */
export function api(): string | undefined {
  const result = read<{
    seconds: number;
    skipped: string[];
    rows: Array<LoadRow & { note?: string }>;
  }>('api');
  if (!result) return undefined;
  const notes = new Map<string, string[]>();
  for (const row of result.rows) {
    if (!row.note) continue;
    const key = `\`${row.route}\`: ${row.note}`;
    notes.set(key, [...(notes.get(key) ?? []), row.database ?? '']);
  }
  return [
    `${measuredOn(result.machine)} ${result.seconds} s a load, 50 connections.`,
    '',
    markdownTable(
      [
        { header: 'database' },
        { header: 'route' },
        { header: 'bytes', align: 'right' },
        { header: 'req/s', align: 'right' },
        { header: 'p50 ms', align: 'right' },
        { header: 'p99 ms', align: 'right' },
        { header: 'of ceiling', align: 'right' },
        { header: 'errors', align: 'right' },
      ],
      result.rows.map((row) => {
        const bare = row.route.trim().startsWith('bare');
        return [
          bare ? '' : (row.database ?? ''),
          bare ? row.route.trim() : `\`${row.route}\``,
          grouped(row.bytes),
          grouped(row.requestsPerSecond),
          grouped(row.p50Ms),
          grouped(row.p99Ms),
          percent(row.ofCeiling),
          String(row.errors),
        ];
      }),
    ),
    '',
    ...[...notes].map(([note, databases]) => `- ${note} (${databases.join('; ')}).`),
    ...result.skipped.map((skipped) => `- Skipped: ${skipped}`),
  ].join('\n');
}
