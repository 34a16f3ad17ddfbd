import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** True when a process with this id is running (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files belong to one process: a second server on the same data directory would
 * corrupt them. The lock file holds the owner's process id; a lock left by a process that is
 * gone is taken over.
 * @returns a function that releases the lock
 */
export function lockDataDirectory(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) {
        throw new Error(
          `Another server (process ${owner}) is using ${lockFile.replace(/[/\\][^/\\]+$/, '')}. ` +
            'Stop it, or give this one another DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
