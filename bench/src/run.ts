import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machine } from './machine.js';
import { benchReference } from './reference.js';

// `npm run bench`: every part prints its table and writes bench/results/<part>.json.
// BENCH_SECONDS shortens or lengthens each load (default 5 s).
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const results = fileURLToPath(new URL('../results', import.meta.url));
mkdirSync(results, { recursive: true });

const rows = await benchReference(seconds);
console.log('\nReference data, 50 connections on loopback, PGlite');
console.table(
  rows.map((row) => ({
    route: row.route,
    'bytes on the wire': row.bytes,
    'req/s': row.requestsPerSecond,
    'p50 ms': row.p50Ms,
    'p99 ms': row.p99Ms,
    'of ceiling': `${Math.round(row.ofCeiling * 100)}%`,
    errors: row.errors,
  })),
);
writeFileSync(
  `${results}/reference.json`,
  `${JSON.stringify({ machine: machine(), connections: 50, seconds, rows }, null, 2)}\n`,
);
