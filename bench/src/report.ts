import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENCH_DIR } from './report/common.js';
import { api, reference } from './report/http-tables.js';
import { realtime } from './report/realtime-tables.js';
import { web } from './report/web-tables.js';
import { workersTable } from './report/workers-tables.js';

// Writes the latest figures of bench/results/*.json into bench/README.md, between the
// `<!-- results:<part> -->` and `<!-- /results:<part> -->` markers.

const README = fileURLToPath(new URL('README.md', BENCH_DIR));

/** Rewrites the figures of every part that has results; leaves the rest of the README alone. */
export function updateReadme(): void {
  let text = readFileSync(README, 'utf8');
  const parts: Record<string, () => string | undefined> = {
    reference,
    api,
    workers: workersTable,
    realtime,
    web,
  };
  for (const [part, render] of Object.entries(parts)) {
    const body = render();
    const pattern = new RegExp(`(<!-- results:${part} -->)[\\s\\S]*?(<!-- /results:${part} -->)`);
    if (body && pattern.test(text)) {
      text = text.replace(
        pattern,
        (_all, open: string, close: string) => `${open}\n\n${body}\n\n${close}`,
      );
    }
  }
  writeFileSync(README, text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) updateReadme();
