import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machine } from '../machine.js';
import { treeAfterRun, treeState, WEB_BUILD, type TreeState } from './tree.js';

const RESULTS = fileURLToPath(new URL('../../results', import.meta.url));

let atStart: TreeState | undefined;

/** Remembers the tree as the run found it: what every part's results are attributed to. */
export function beginRun(tree: TreeState): void {
  atStart = tree;
}

/**
 * Writes bench/results/<part>.json: the figures with the machine, the date, and the commit
 * measured with the tree's state (dirty when it was at the start or changed since).
 */
export function writeResults(part: string, figures: Record<string, unknown>): string {
  const web = part === 'web';
  const start = atStart ?? treeState({ web });
  // The website's build concerns the web part only.
  const own = web
    ? start
    : { ...start, reasons: start.reasons.filter((r) => !r.includes(WEB_BUILD)) };
  const tree = treeAfterRun({ ...own, dirty: own.reasons.length > 0 }, { web });
  mkdirSync(RESULTS, { recursive: true });
  const file = `${RESULTS}/${part}.json`;
  writeFileSync(file, `${JSON.stringify({ machine: machine(), tree, ...figures }, null, 2)}\n`);
  if (tree.dirty) console.warn(`${part}: results marked as measured on a dirty tree`);
  return file;
}

/** Prints one table under its title. */
export function printTable(title: string, rows: Array<Record<string, unknown>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}
