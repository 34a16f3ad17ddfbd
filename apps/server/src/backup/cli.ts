import path from 'node:path';
import { DataDirectoryLocked } from '../db/data-lock.js';
import { BackupRefused, backupDataDir, restoreDataDir, type BackupManifest } from './backup.js';

/** Where the command's lines go: the terminal, or a test's list. */
export type Terminal = { out(line: string): void; error(line: string): void };

const USAGE = [
  'Usage:',
  '  npm run backup [-- <archive.tar.gz>]         back up the stopped embedded install',
  '  npm run restore -- <archive.tar.gz> [--force] restore it into DATA_DIR',
  'See docs/backups.md (PostgreSQL and object storage have their own procedure there).',
].join('\n');

/** `antojo-backup-20260128-143000.tar.gz`, in the folder the command was run from. */
function defaultArchive(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
  return `antojo-backup-${stamp}.tar.gz`;
}

function describe(manifest: BackupManifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(manifest.tables).length;
  const megabytes = (manifest.bytes / 1024 / 1024).toFixed(1);
  return `${rows} rows in ${tables} tables; ${manifest.files} files (${megabytes} MB)`;
}

/**
 * `npm run backup` and `npm run restore`. Only DATA_DIR, DATABASE_URL and S3_BUCKET matter here, read as
 * config.ts reads them (DATA_DIR relative to where the server starts, `./data` by default), so
 * that a production install's other settings need not be present. Returns the exit code.
 */
export async function runBackupCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  terminal: Terminal,
): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length > 1) {
    terminal.error(USAGE);
    return 2;
  }
  if (env.DATABASE_URL) {
    terminal.error(
      'DATABASE_URL is set: this install keeps its data in PostgreSQL, which npm run ' +
        `${command} does not cover. Use pg_dump / pg_restore or continuous archiving as ` +
        'docs/backups.md describes.',
    );
    return 1;
  }
  if (env.S3_BUCKET) {
    // The embedded database with files in a bucket: the archive holds the database and the
    // secrets, not the pictures and builds, which the bucket's own versioning keeps.
    terminal.error(
      `S3_BUCKET is set: the files of this install are in the bucket ${env.S3_BUCKET}, which ` +
        `npm run ${command} does not cover (only the database and DATA_DIR). Keep the bucket ` +
        'with versioning or a copy, as docs/backups.md describes.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  // npm runs scripts from the repository's root; a path given is the caller's (INIT_CWD).
  const callerDir = env.INIT_CWD ?? process.cwd();
  try {
    if (command === 'backup') {
      const archive = path.resolve(callerDir, files[0] ?? defaultArchive(new Date()));
      terminal.out(`Backing up ${dataDir}…`);
      const manifest = await backupDataDir(dataDir, archive);
      terminal.out(`Backup written to ${archive}: ${describe(manifest)}.`);
      terminal.out('It holds the install’s secrets (password pepper, keys): keep it private.');
      return 0;
    }
    if (!files[0]) {
      terminal.error(USAGE);
      return 2;
    }
    const archive = path.resolve(callerDir, files[0]);
    terminal.out(`Restoring ${archive} into ${dataDir}…`);
    const manifest = await restoreDataDir(archive, dataDir, { force });
    terminal.out(
      `Restored the backup of ${manifest.createdAt}: ${describe(manifest)}, every count checked.`,
    );
    terminal.out('Start the server with npm start.');
    return 0;
  } catch (error) {
    if (error instanceof DataDirectoryLocked) {
      terminal.error(
        `The server is running on ${error.directory} (process ${error.pid}), and the embedded ` +
          'database belongs to one process at a time.\n' +
          `Stop the server (Ctrl+C where npm start runs), run npm run ${command} again, then npm start.`,
      );
      return 1;
    }
    if (error instanceof BackupRefused) {
      terminal.error(error.message);
      return 1;
    }
    throw error;
  }
}
