import { apiPart } from './api/part.js';
import { realtimePart } from './realtime/part.js';
import { referencePart } from './reference.js';
import { updateReadme } from './report.js';
import { webPart } from './web/part.js';

// `npm run bench` (every part) or `node dist/run.js <part>`: each part prints its table and
// writes bench/results/<part>.json. BENCH_SECONDS sets how long each load lasts (default 5 s).
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// Ctrl-C ends the run through 'exit', where child processes and temp directories go.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const parts: Record<string, (seconds: number) => Promise<void>> = {
  reference: referencePart,
  api: apiPart,
  realtime: () => realtimePart(),
  web: () => webPart(),
};

const asked = process.argv[2];
if (asked !== undefined && !(asked in parts)) {
  console.error(`unknown part "${asked}": one of ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const [name, part] of Object.entries(parts)) {
  if (asked !== undefined && asked !== name) continue;
  console.log(`\n== ${name} ==`);
  await part(seconds);
}
// The README shows the latest figures of every part (node dist/report.js does only this).
updateReadme();
