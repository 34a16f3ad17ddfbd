import os from 'node:os';

/**
 * What a recorded figure was measured on: results compare only within one machine and run.
 * The commit and the state of the tree are recorded beside it (shared/tree.ts).
 */
export function machine() {
  return {
    date: new Date().toISOString(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}
