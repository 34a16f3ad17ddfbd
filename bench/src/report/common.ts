import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TreeState } from '../shared/tree.js';

/** The bench folder (src/report and dist/report both sit two levels below it). */
export const BENCH_DIR = new URL('../../', import.meta.url);

export type Machine = {
  date: string;
  /** Where results written before the tree was recorded kept the commit. */
  commit?: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
};

type Recorded = { machine: Machine; tree?: TreeState };

/** The latest results of a part, or undefined when it has not run here. */
export function read<T>(part: string): (T & Recorded) | undefined {
  const file = fileURLToPath(new URL(`results/${part}.json`, BENCH_DIR));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T & Recorded) : undefined;
}

/** The commit measured, marked when the tree was not that commit as built. */
function measuredCommit({ machine, tree }: Recorded): string {
  if (!tree) return `commit \`${machine.commit ?? 'unknown'}\` (state of the tree not recorded)`;
  return `commit \`${tree.commit.slice(0, 7)}\`${tree.dirty ? ' **(dirty tree)**' : ''}`;
}

/** A warning over the tables of a dirty tree's results, with the first reason recorded. */
function dirtyWarning({ tree }: Recorded): string {
  if (!tree?.dirty) return '';
  const more = tree.reasons.length > 1 ? ` (and ${tree.reasons.length - 1} more in the file)` : '';
  return (
    `\n\n> **Dirty tree: these figures belong to no commit.** Measured with ` +
    `\`BENCH_ALLOW_DIRTY=1\`; ${tree.reasons[0]}${more}.`
  );
}

/** The line over a part's tables: when, which commit (and whether dirty), on what machine. */
export const measuredOn = (result: Recorded) =>
  `Latest run: ${result.machine.date.slice(0, 16).replace('T', ' ')} UTC, ${measuredCommit(result)}; ` +
  `${result.machine.cores} cores (${result.machine.cpu}), ${result.machine.memoryGiB} GiB, ` +
  `Node.js ${result.machine.node}.`;

/** measuredOn, and the dirty tree's warning when there is one: what goes over the tables. */
export const heading = (result: Recorded, more = '') =>
  `${measuredOn(result)}${more ? ` ${more}` : ''}${dirtyWarning(result)}`;

export const fixed = (value: number | undefined, digits = 1) =>
  value === undefined ? '-' : value.toFixed(digits);
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export type LoadRow = {
  route: string;
  bytes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ofCeiling: number;
  errors: number;
  seconds?: number;
  database?: string;
};
