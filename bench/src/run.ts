import { apiPart } from './api/part.js';
import { realtimePart } from './realtime/part.js';
import { referencePart } from './reference.js';
import { updateReadme } from './report.js';
import { beginRun } from './shared/results.js';
import { treeState } from './shared/tree.js';
import { webPart } from './web/part.js';
import { workersPart } from './workers/part.js';

// `npm run bench` (every part) or `node dist/run.js <part>`: each part prints its table and
// writes bench/results/<part>.json. BENCH_SECONDS sets how long each load lasts (default 5 s).
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// Ctrl-C ends the run through 'exit', where child processes and temp directories go.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const parts: Record<string, (seconds: number) => Promise<void>> = {
  reference: referencePart,
  api: apiPart,
  workers: workersPart,
  realtime: () => realtimePart(),
  web: () => webPart(),
};

const asked = process.argv[2];
if (asked !== undefined && !(asked in parts)) {
  console.error(`unknown part "${asked}": one of ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}

// A figure belongs to a commit only if the tree is that commit and the build is of it. A dirty
// tree (or a stale build) is refused, or measured with BENCH_ALLOW_DIRTY=1 and marked so.
const tree = treeState({ web: asked === undefined || asked === 'web' });
if (tree.dirty) {
  const why = tree.reasons.map((reason) => `  ${reason}`).join('\n');
  if (process.env.BENCH_ALLOW_DIRTY !== '1') {
    console.error(
      `The tree is not commit ${tree.commit.slice(0, 12)} as built:\n${why}\n` +
        'Commit (and npm run build), or set BENCH_ALLOW_DIRTY=1 to measure it anyway: the ' +
        'results are then marked as from a dirty tree.',
    );
    process.exit(2);
  }
  console.warn(`Measuring a dirty tree (BENCH_ALLOW_DIRTY=1), results marked so:\n${why}`);
}
beginRun(tree);

for (const [name, part] of Object.entries(parts)) {
  if (asked !== undefined && asked !== name) continue;
  console.log(`\n== ${name} ==`);
  await part(seconds);
}
// The README shows the latest figures of every part (node dist/report.js does only this).
updateReadme();
