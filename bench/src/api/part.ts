import { apiTables } from '../report/http-tables.js';
import { writeResults } from '../shared/results.js';
import { benchApi } from './bench.js';
import { NEAR } from './routes.js';
import { SEED, seedSizes } from './seed.js';

/** The API part: writes results/api.json and prints its tables (the README's, the same). */
export async function apiPart(seconds: number): Promise<void> {
  const connections = 50;
  const profile = process.env.BENCH_PROFILE === '1';
  const sizes = seedSizes();
  const result = await benchApi(seconds, { connections, profile, sizes });
  const figures = {
    connections,
    seconds,
    seed: { ...SEED, sizes, near: NEAR, seedSeconds: result.seedSeconds },
    skipped: result.skipped,
    rows: result.rows,
    ...(profile && { profiles: result.profiles }),
  };
  const file = writeResults('api', figures);
  console.log(`\n${apiTables(figures)}`);
  for (const [route, shares] of Object.entries(result.profiles)) {
    console.log(`\nWhere the API server's time went: ${route}`);
    console.table(shares.slice(0, 10));
  }
  console.log(`\nwrote ${file}`);
}
