import { printTable, writeResults } from '../shared/results.js';
import { grouped, percent } from '../shared/stats.js';
import { benchRealtime, type ColumnFigures, type RealtimeSettings } from './bench.js';
import { REDIS_URL, redisUnavailable } from './redis.js';

const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));

/** The realtime part: prints its tables and writes results/realtime.json. */
export async function realtimePart(): Promise<void> {
  const settings: RealtimeSettings = {
    fanoutSizes: [1000, 5000],
    fanoutEvents: { 1000: 20, 5000: 10 },
    ciSeconds: Number(process.env.BENCH_CI_SECONDS ?? 20),
    ciSteady: 250,
    ciChurning: 250,
    memoryConnections: 5000,
  };
  const unavailable = await redisUnavailable();
  if (unavailable) console.warn(`two nodes through Redis skipped: ${unavailable}`);
  const columns = await benchRealtime(
    settings,
    unavailable ? { skipped: unavailable } : { url: REDIS_URL },
  );
  const ceiling = columns.find((column) => column.column === 'ws');

  const rows: Array<Record<string, unknown>> = [];
  for (const size of settings.fanoutSizes) {
    for (const column of columns) {
      const figures = column.fanout[size];
      if (!figures) continue;
      const top = ceiling?.fanout[size]?.deliveriesPerSecond;
      rows.push({
        workload: `fan-out to ${grouped(size)}`,
        server: column.label,
        'p50 ms': ms(figures.latencyMs.p50),
        'p95 ms': ms(figures.latencyMs.p95),
        'p99 ms': ms(figures.latencyMs.p99),
        'deliveries/s': grouped(figures.deliveriesPerSecond),
        'of ceiling': top ? percent(figures.deliveriesPerSecond / top) : '-',
        delivered: percent(figures.delivered / Math.max(1, figures.expectedDeliveries)),
      });
    }
  }
  for (const column of columns) {
    if (!column.ci) continue;
    rows.push({
      workload: `CI: ${settings.ciSteady}+${settings.ciChurning} clients, 1-10 msg/s`,
      server: column.label,
      'p50 ms': ms(column.ci.latencyMs.p50),
      'p95 ms': ms(column.ci.latencyMs.p95),
      'p99 ms': ms(column.ci.latencyMs.p99),
      'deliveries/s': grouped(column.ci.deliveriesPerSecond),
      'of ceiling': '-',
      delivered: percent(column.ci.delivered / Math.max(1, column.ci.expectedDeliveries)),
    });
  }
  printTable('Realtime: delivery latency (send to receive) and fan-out rate, on loopback', rows);
  printTable(
    'Realtime: memory per idle subscribed connection (server RSS delta / connections)',
    columns
      .filter(
        (column): column is ColumnFigures & { memory: NonNullable<ColumnFigures['memory']> } =>
          Boolean(column.memory),
      )
      .map((column) => ({
        server: column.label,
        connections: column.memory.connections,
        'RSS delta MiB': (column.memory.rssDeltaBytes / 2 ** 20).toFixed(1),
        'KiB per connection': (column.memory.bytesPerConnection / 1024).toFixed(1),
        'of which JS heap, KiB': (
          column.memory.heapDeltaBytes /
          1024 /
          Math.max(1, column.memory.connections)
        ).toFixed(1),
      })),
  );
  for (const column of columns) if (column.error) console.log(`${column.label}: ${column.error}`);
  const file = writeResults('realtime', {
    settings,
    redis: unavailable ? { skipped: unavailable } : { url: REDIS_URL },
    columns,
  });
  console.log(`wrote ${file}`);
}
