import { markdownTable } from '../shared/markdown.js';
import { deliveredShare, grouped, percent, spread } from '../shared/stats.js';
import { fixed, heading, read } from './common.js';

type Latency = { p50: number; p95: number; p99: number };
type MemoryRun = { connections: number; rssDeltaBytes: number; heapDeltaBytes: number };
type Column = {
  column: string;
  label: string;
  fanout: Record<
    string,
    {
      latencyMs: Latency;
      deliveriesPerSecond: number;
      delivered: number;
      expectedDeliveries: number;
    }
  >;
  ci?: {
    latencyMs: Latency;
    delivered: number;
    expectedDeliveries: number;
  };
  memory?: { runs?: MemoryRun[] };
  error?: string;
};
export type RealtimeResult = {
  settings: {
    fanoutSizes: number[];
    ciSeconds: number;
    ciSteady: number;
    ciChurning: number;
    memoryRuns?: number;
  };
  redis: { url?: string; skipped?: string };
  columns: Column[];
};

const CEILING = 'ws';
/** The ceiling's own row compares it with itself: said, not measured. */
const ofCeiling = (column: Column, ratio: () => string) =>
  column.column === CEILING ? 'ceiling' : ratio();

function fanoutTable(result: RealtimeResult): string {
  const ceiling = result.columns.find((column) => column.column === CEILING);
  const rows: string[][] = [];
  for (const size of result.settings.fanoutSizes) {
    for (const column of result.columns) {
      const figures = column.fanout[size];
      if (!figures) continue;
      const top = ceiling?.fanout[size]?.deliveriesPerSecond;
      rows.push([
        `fan-out to ${grouped(size)}`,
        column.label,
        fixed(figures.latencyMs.p50),
        fixed(figures.latencyMs.p95),
        fixed(figures.latencyMs.p99),
        grouped(figures.deliveriesPerSecond),
        ofCeiling(column, () => (top ? percent(figures.deliveriesPerSecond / top) : '-')),
        deliveredShare(figures.delivered, figures.expectedDeliveries),
      ]);
    }
  }
  return markdownTable(
    [
      { header: 'workload' },
      { header: 'server' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'deliveries/s', align: 'right' },
      { header: 'of ceiling', align: 'right' },
      { header: 'delivered', align: 'right' },
    ],
    rows,
  );
}

function ciTable(result: RealtimeResult): string {
  const { ciSteady, ciChurning, ciSeconds } = result.settings;
  const ceilingP95 = result.columns.find((column) => column.column === CEILING)?.ci?.latencyMs.p95;
  return markdownTable(
    [
      { header: `CI, ${ciSteady}+${ciChurning} clients, ${ciSeconds} s` },
      { header: 'p50 ms', align: 'right' },
      { header: 'p95 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'p95 of ceiling', align: 'right' },
      { header: 'delivered of owed', align: 'right' },
    ],
    result.columns.flatMap((column) => {
      const ci = column.ci;
      if (!ci) return [];
      return [
        [
          column.label,
          fixed(ci.latencyMs.p50),
          fixed(ci.latencyMs.p95),
          fixed(ci.latencyMs.p99),
          ofCeiling(column, () =>
            ceilingP95 ? `${(ci.latencyMs.p95 / ceilingP95).toFixed(2)}x` : '-',
          ),
          deliveredShare(ci.delivered, ci.expectedDeliveries),
        ],
      ];
    }),
  );
}

/** KiB a connection over the runs: `median (min-max)`. */
function perConnection(runs: MemoryRun[], bytes: (run: MemoryRun) => number): string {
  const { median, min, max } = spread(runs.map((run) => bytes(run) / run.connections / 1024));
  return `${median.toFixed(1)} (${min.toFixed(1)}-${max.toFixed(1)})`;
}

function memoryTable(result: RealtimeResult): string {
  const measured = result.columns.filter((column) => column.memory?.runs?.length);
  return markdownTable(
    [
      { header: 'memory, idle subscribed connections' },
      { header: 'connections', align: 'right' },
      { header: 'fresh processes', align: 'right' },
      { header: 'RSS KiB each, median (range)', align: 'right' },
      { header: 'JS heap KiB each, median (range)', align: 'right' },
    ],
    measured.map((column) => {
      const runs = column.memory!.runs!;
      const connections = [...new Set(runs.map((run) => grouped(run.connections)))].join(', ');
      return [
        column.label,
        connections,
        String(runs.length),
        perConnection(runs, (run) => run.rssDeltaBytes),
        perConnection(runs, (run) => run.heapDeltaBytes),
      ];
    }),
  );
}

/** The realtime tables of a result: fan-out, soketi's CI workload, memory; and what failed. */
export function realtimeTables(result: RealtimeResult): string {
  return [
    fanoutTable(result),
    '',
    ciTable(result),
    '',
    memoryTable(result),
    ...(result.redis.skipped
      ? ['', `- Two nodes through Redis skipped: ${result.redis.skipped}`]
      : []),
    ...result.columns.flatMap((column) =>
      column.error ? ['', `- ${column.label} failed: ${column.error}`] : [],
    ),
  ].join('\n');
}

/** The realtime block of the README: the latest results' heading and tables. */
export function realtime(): string | undefined {
  const result = read<RealtimeResult>('realtime');
  if (!result) return undefined;
  return [heading(result), '', realtimeTables(result)].join('\n');
}
