import { workersTable } from '../report/workers-tables.js';
import { writeResults } from '../shared/results.js';
import { seedSizes } from '../api/seed.js';
import { benchWorkers } from './bench.js';

/** The workers part: writes results/workers.json and prints its table (the README's). */
export async function workersPart(seconds: number): Promise<void> {
  const connections = 50;
  // The API part's first size (BENCH_API_SIZES): the same seed, on PostgreSQL only.
  const [activities] = seedSizes();
  const result = await benchWorkers(seconds, { connections, activities: activities! });
  if (result.skipped) console.warn(`workers skipped: ${result.skipped}`);
  const file = writeResults('workers', { connections, seconds, ...result });
  console.log(`\n${workersTable() ?? ''}\nwrote ${file}`);
}
