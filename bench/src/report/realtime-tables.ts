import { markdownTable } from '../shared/markdown.js';
import { grouped, percent } from '../shared/stats.js';
import { fixed, kib, measuredOn, read } from './common.js';

type Latency = { p50: number; p95: number; p99: number };
type RealtimeResult = {
  settings: { fanoutSizes: number[]; ciSeconds: number; ciSteady: number; ciChurning: number };
  redis: { url?: string; skipped?: string };
  columns: Array<{
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
      deliveriesPerSecond: number;
      delivered: number;
      expectedDeliveries: number;
      sent: number;
    };
    memory?: {
      connections: number;
      rssDeltaBytes: number;
      bytesPerConnection: number;
      heapDeltaBytes: number;
    };
    error?: string;
  }>;
};

/** The realtime tables: latency and rate per workload and server, then memory. */
export function realtime(): string | undefined {
  const result = read<RealtimeResult>('realtime');
  if (!result) return undefined;
  const ceiling = result.columns.find((column) => column.column === 'ws');
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
        top ? percent(figures.deliveriesPerSecond / top) : '-',
        percent(figures.delivered / Math.max(1, figures.expectedDeliveries)),
      ]);
    }
  }
  for (const column of result.columns) {
    if (!column.ci) continue;
    const top = ceiling?.ci?.latencyMs.p95;
    rows.push([
      `CI, ${result.settings.ciSteady}+${result.settings.ciChurning} clients, ${result.settings.ciSeconds} s`,
      column.label,
      fixed(column.ci.latencyMs.p50),
      fixed(column.ci.latencyMs.p95),
      fixed(column.ci.latencyMs.p99),
      grouped(column.ci.deliveriesPerSecond),
      top ? `p95 ${(column.ci.latencyMs.p95 / top).toFixed(2)}x` : '-',
      percent(column.ci.delivered / Math.max(1, column.ci.expectedDeliveries)),
    ]);
  }
  const memory = result.columns.filter((column) => column.memory);
  return [
    measuredOn(result.machine),
    '',
    markdownTable(
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
    ),
    '',
    markdownTable(
      [
        { header: 'memory, idle subscribed connections' },
        { header: 'connections', align: 'right' },
        { header: 'RSS delta MiB', align: 'right' },
        { header: 'KiB each', align: 'right' },
        { header: 'JS heap KiB each', align: 'right' },
      ],
      memory.map((column) => [
        column.label,
        grouped(column.memory!.connections),
        (column.memory!.rssDeltaBytes / 2 ** 20).toFixed(1),
        kib(column.memory!.bytesPerConnection),
        kib(column.memory!.heapDeltaBytes / Math.max(1, column.memory!.connections)),
      ]),
    ),
    ...(result.redis.skipped
      ? ['', `- Two nodes through Redis skipped: ${result.redis.skipped}`]
      : []),
    ...result.columns.flatMap((column) =>
      column.error ? ['', `- ${column.label} failed: ${column.error}`] : [],
    ),
  ].join('\n');
}
