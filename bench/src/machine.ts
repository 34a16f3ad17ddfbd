import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** What a recorded figure was measured on: results compare only within one machine and run. */
export function machine() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the figures still stand, without a commit.
  }
  return {
    date: new Date().toISOString(),
    commit,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}
