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

/** The data directory is in use by another running process (a server, or the demo seed). */
export class DataDirectoryLocked extends Error {
  override name = 'DataDirectoryLocked';
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(
      `Another server (process ${pid}) is using ${directory}. Stop it, or give this one another DATA_DIR.`,
    );
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
        throw new DataDirectoryLocked(lockFile.replace(/[/\\][^/\\]+$/, ''), owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
