import { realtimeTables } from '../report/realtime-tables.js';
import { writeResults } from '../shared/results.js';
import { benchRealtime, type RealtimeSettings } from './bench.js';
import { REDIS_URL, redisUnavailable } from './redis.js';

/** The realtime part: prints its tables and writes results/realtime.json. */
export async function realtimePart(): Promise<void> {
  const settings: RealtimeSettings = {
    fanoutSizes: [1000, 5000],
    fanoutEvents: { 1000: 20, 5000: 10 },
    ciSeconds: Number(process.env.BENCH_CI_SECONDS ?? 20),
    ciSteady: 250,
    ciChurning: 250,
    memoryConnections: 5000,
    memoryRuns: Number(process.env.BENCH_MEMORY_RUNS ?? 3),
  };
  const unavailable = await redisUnavailable();
  if (unavailable) console.warn(`two nodes through Redis skipped: ${unavailable}`);
  const columns = await benchRealtime(
    settings,
    unavailable ? { skipped: unavailable } : { url: REDIS_URL },
  );
  const result = {
    settings,
    redis: unavailable ? { skipped: unavailable } : { url: REDIS_URL },
    columns,
  };
  const file = writeResults('realtime', result);
  // The same tables as the README's, from the same figures.
  console.log(`\n${realtimeTables(result)}\n\nwrote ${file}`);
}
