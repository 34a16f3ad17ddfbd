import { printTable, writeResults } from '../shared/results.js';
import { grouped, percent } from '../shared/stats.js';
import { benchApi } from './bench.js';
import { NEAR } from './routes.js';
import { SEED } from './seed.js';

/** The API part: prints its table and writes results/api.json. */
export async function apiPart(seconds: number): Promise<void> {
  const connections = 50;
  const profile = process.env.BENCH_PROFILE === '1';
  const result = await benchApi(seconds, { connections, profile });
  printTable(
    `API, ${connections} connections on loopback, ${seconds} s a load`,
    result.rows.map((row) => ({
      database: row.database,
      route: row.route,
      bytes: row.bytes,
      'req/s': grouped(row.requestsPerSecond),
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'of ceiling': percent(row.ofCeiling),
      errors: row.errors,
      'load s': row.seconds,
    })),
  );
  for (const skipped of result.skipped) console.log(`skipped: ${skipped}`);
  for (const row of result.rows)
    if (row.note) console.log(`${row.database} ${row.route}: ${row.note}`);
  for (const [route, shares] of Object.entries(result.profiles)) {
    printTable(`Where the API server's time went: ${route}`, shares.slice(0, 10));
  }
  const file = writeResults('api', {
    connections,
    seconds,
    seed: { ...SEED, near: NEAR, seedSeconds: result.seedSeconds },
    skipped: result.skipped,
    rows: result.rows,
    ...(profile && { profiles: result.profiles }),
  });
  console.log(`wrote ${file}`);
}
