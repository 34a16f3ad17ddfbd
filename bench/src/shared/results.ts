import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { machine } from '../machine.js';

const RESULTS = fileURLToPath(new URL('../../results', import.meta.url));

/** Writes bench/results/<part>.json: the figures with the machine, the date and the commit. */
export function writeResults(part: string, figures: Record<string, unknown>): string {
  mkdirSync(RESULTS, { recursive: true });
  const file = `${RESULTS}/${part}.json`;
  writeFileSync(file, `${JSON.stringify({ machine: machine(), ...figures }, null, 2)}\n`);
  return file;
}

/** Prints one table under its title. */
export function printTable(title: string, rows: Array<Record<string, unknown>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}
