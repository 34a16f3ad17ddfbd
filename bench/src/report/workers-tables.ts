import type { WorkersResult, WorkersRow } from '../workers/bench.js';
import { markdownTable } from '../shared/markdown.js';
import { grouped } from '../shared/stats.js';
import { heading, read } from './common.js';

type WorkersFigures = WorkersResult & { seconds: number; connections: number };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Each route's runs on one worker and on two, and the ratio of their means. */
export function workersTable(): string | undefined {
  const result = read<WorkersFigures>('workers');
  if (!result) return undefined;
  if (result.skipped) return `${heading(result)}\n\nNot measured: ${result.skipped}.`;
  const routes = [...new Set(result.rows.map((row) => row.route))];
  const runs = (route: string, workers: number) =>
    result.rows.filter((row) => row.route === route && row.workers === workers);
  const said = (rows: WorkersRow[]) =>
    rows.map((row) => `${grouped(row.requestsPerSecond)} (p99 ${grouped(row.p99Ms)})`).join(', ');
  const errors = result.rows.reduce((sum, row) => sum + row.errors, 0);
  return [
    heading(
      result,
      `PostgreSQL and Redis, ${grouped(result.activities)} activities, ${result.connections} connections, ${result.seconds} s a load; each run req/s (p99 ms), the two counts taking turns; ${grouped(errors)} errors.`,
    ),
    '',
    markdownTable(
      [
        { header: 'route' },
        { header: '1 worker', align: 'right' },
        { header: '2 workers', align: 'right' },
        { header: '2 ÷ 1', align: 'right' },
      ],
      routes.map((route) => {
        const one = runs(route, 1);
        const two = runs(route, 2);
        const ratio =
          mean(two.map((row) => row.requestsPerSecond)) /
          mean(one.map((row) => row.requestsPerSecond));
        return [`\`${route}\``, said(one), said(two), `${ratio.toFixed(2)}×`];
      }),
    ),
  ].join('\n');
}
