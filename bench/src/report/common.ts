import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bench folder (src/report and dist/report both sit two levels below it). */
export const BENCH_DIR = new URL('../../', import.meta.url);

export type Machine = {
  date: string;
  commit: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
};

/** The latest results of a part, or undefined when it has not run here. */
export function read<T>(part: string): (T & { machine: Machine }) | undefined {
  const file = fileURLToPath(new URL(`results/${part}.json`, BENCH_DIR));
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as T & { machine: Machine })
    : undefined;
}

export const measuredOn = (machine: Machine) =>
  `Latest run: ${machine.date.slice(0, 16).replace('T', ' ')} UTC, commit \`${machine.commit}\`; ` +
  `${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node.js ${machine.node}.`;
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
