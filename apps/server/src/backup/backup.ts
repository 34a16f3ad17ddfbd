import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar, { type Pack } from 'tar-stream';
import { lockDataDirectory } from '../db/data-lock.js';

/**
 * Backup and restore of the embedded install (decision 0042): PGlite's data directory and
 * every other file under DATA_DIR (uploads, generated secrets, map files) in one .tar.gz.
 *
 * Consistency comes from the data-directory lock (db/data-lock.ts): the server holds it while
 * it runs, so a backup refuses a running install and takes the lock itself for as long as it
 * reads. Nothing writes while the files are copied, and the database was last closed cleanly
 * (the backup opens and closes it first, which also replays any WAL a crash left), so the
 * copy is what PostgreSQL calls a cold backup. A running install is never copied, because
 * PGlite offers no online method that also covers the uploads taken at the same instant.
 *
 * The archive: `antojo-backup.json` first (what it holds: every table's row count, the
 * files' number and size), then `data/<path>` for each directory and file under DATA_DIR.
 * Restore checks the manifest, writes the files, opens the database and compares every
 * count; anything that does not match fails the restore and leaves DATA_DIR empty.
 */

const MANIFEST = 'antojo-backup.json';
const FORMAT = 'antojo-backup';
const VERSION = 1;
/** The lock file of the running server; never archived, never restored. */
const LOCK = 'pglite.lock';

export type BackupManifest = {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  /** The PGlite release that wrote the database files (a newer one may need a dump). */
  pglite: string;
  /** Rows per table, `schema.table`. */
  tables: Record<string, number>;
  files: number;
  bytes: number;
};

/** A backup or restore that cannot go ahead, with the reason to show as it is. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  try {
    return (require('@electric-sql/pglite/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Every user table's row count, read from the database itself. */
async function countRows(directory: string): Promise<Record<string, number>> {
  const client = await PGlite.create(directory);
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { schema, name } of tables.rows) {
      const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
      const result = await client.query<{ n: number }>(`select count(*)::int as n from ${quoted}`);
      counts[`${schema}.${name}`] = result.rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await client.close();
  }
}

type Found = { relative: string; absolute: string; directory: boolean; size: number; mode: number };

/** Everything under `root`, directories before what they hold, in a stable order. */
function walk(root: string, relative = ''): Found[] {
  const found: Found[] = [];
  for (const name of readdirSync(path.join(root, relative)).sort()) {
    const child = relative ? `${relative}/${name}` : name;
    if (child === LOCK) continue;
    const absolute = path.join(root, child);
    const stat = statSync(absolute);
    if (stat.isDirectory()) {
      found.push({ relative: child, absolute, directory: true, size: 0, mode: stat.mode });
      found.push(...walk(root, child));
    } else if (stat.isFile()) {
      found.push({ relative: child, absolute, directory: false, size: stat.size, mode: stat.mode });
    }
  }
  return found;
}

function inside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Adds one entry and waits until tar-stream has taken it. */
function addEntry(
  pack: Pack,
  header: Parameters<Pack['entry']>[0],
  content: Buffer | Readable = Buffer.alloc(0),
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (Buffer.isBuffer(content)) {
      pack.entry(header, content, (error) => (error ? reject(error) : resolve()));
      return;
    }
    const entry = pack.entry(header, (error) => (error ? reject(error) : resolve()));
    pipeline(content, entry).catch(reject);
  });
}

/**
 * Writes a backup of the stopped install in `dataDir` to `archive` (written aside, then
 * renamed: a file with the archive's name is always whole). Throws DataDirectoryLocked when
 * a server (or anything else) holds the install.
 */
export async function backupDataDir(dataDir: string, archive: string): Promise<BackupManifest> {
  const root = path.resolve(dataDir);
  const target = path.resolve(archive);
  if (!existsSync(path.join(root, 'pglite'))) {
    throw new BackupRefused(`There is no embedded database in ${root} (no pglite folder).`);
  }
  if (inside(root, target)) {
    throw new BackupRefused(`Write the backup outside DATA_DIR (${root}), not into it.`);
  }
  if (existsSync(target)) throw new BackupRefused(`${target} exists already.`);
  const unlock = lockDataDirectory(path.join(root, LOCK));
  const partial = `${target}.partial`;
  try {
    const tables = await countRows(path.join(root, 'pglite'));
    const found = walk(root);
    const files = found.filter((one) => !one.directory);
    const manifest: BackupManifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      pglite: pgliteVersion(),
      tables,
      files: files.length,
      bytes: files.reduce((sum, one) => sum + one.size, 0),
    };
    const pack = tar.pack();
    // The archive holds the install's secrets (password pepper, keys): owner-only.
    const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const filling = (async () => {
      await addEntry(
        pack,
        { name: MANIFEST, mode: 0o600 },
        Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
      );
      for (const one of found) {
        const name = `data/${one.relative}`;
        if (one.directory) {
          await addEntry(pack, { name, type: 'directory', mode: one.mode & 0o7777 });
        } else {
          await addEntry(
            pack,
            { name, size: one.size, mode: one.mode & 0o7777 },
            createReadStream(one.absolute),
          );
        }
      }
      pack.finalize();
    })();
    filling.catch((error: unknown) => pack.destroy(error as Error));
    await Promise.all([filling, written]);
    renameSync(partial, target);
    return manifest;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    unlock();
  }
}

/** Where an archive entry under `data/` goes, or undefined for a name that would escape. */
function destination(root: string, name: string): string | undefined {
  if (!name.startsWith('data/')) return undefined;
  const relative = name.slice('data/'.length).replace(/\/+$/, '');
  if (relative === '' || relative === LOCK) return undefined;
  if (relative.split('/').some((part) => part === '..' || part === '' || part === '.')) {
    return undefined;
  }
  const absolute = path.resolve(root, relative);
  return inside(root, absolute) && absolute !== root ? absolute : undefined;
}

/** Empties `root` but for the lock file this process holds. */
function empty(root: string): void {
  for (const name of readdirSync(root)) {
    if (name !== LOCK) rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/**
 * Restores `archive` into `dataDir`, which must be missing or empty (or `force`: its contents
 * are deleted first). Verifies every table's row count and the files against the manifest;
 * on any failure DATA_DIR is left empty rather than half restored.
 */
export async function restoreDataDir(
  archive: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<BackupManifest> {
  const source = path.resolve(archive);
  const root = path.resolve(dataDir);
  if (!existsSync(source)) throw new BackupRefused(`${source} does not exist.`);
  if (inside(root, source)) {
    throw new BackupRefused(`Move the backup out of DATA_DIR (${root}) first.`);
  }
  mkdirSync(root, { recursive: true });
  const present = readdirSync(root).filter((name) => name !== LOCK);
  if (present.length > 0 && !options.force) {
    throw new BackupRefused(
      `${root} is not empty. Restore into an empty DATA_DIR, or add --force to delete ` +
        'everything in it (the database, uploads and secrets) and replace it with the backup.',
    );
  }
  const unlock = lockDataDirectory(path.join(root, LOCK));
  try {
    empty(root);
    const manifest = await extract(source, root);
    const found = walk(root).filter((one) => !one.directory);
    const bytes = found.reduce((sum, one) => sum + one.size, 0);
    if (found.length !== manifest.files || bytes !== manifest.bytes) {
      throw new BackupRefused(
        `The backup should hold ${manifest.files} files (${manifest.bytes} bytes); ` +
          `${found.length} (${bytes} bytes) came out.`,
      );
    }
    const tables = await countRows(path.join(root, 'pglite'));
    for (const [table, count] of Object.entries(manifest.tables)) {
      if (tables[table] !== count) {
        throw new BackupRefused(
          `${table} should have ${count} rows after the restore; it has ${tables[table] ?? 'no table'}.`,
        );
      }
    }
    return manifest;
  } catch (error) {
    empty(root);
    throw error;
  } finally {
    unlock();
  }
}

/** Writes the archive's `data/` entries under `root`; returns its manifest. */
async function extract(source: string, root: string): Promise<BackupManifest> {
  try {
    return await extractEntries(source, root);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    // Not gzip, a cut-off file, a broken tar: one plain sentence, not a stack.
    throw new BackupRefused(`${source} is not a readable backup (${(error as Error).message}).`);
  }
}

async function extractEntries(source: string, root: string): Promise<BackupManifest> {
  const reader = tar.extract();
  let manifest: BackupManifest | undefined;
  const reading = pipeline(createReadStream(source), createGunzip(), reader);
  // Leaving the loop early (a refused entry) cuts the pipeline: that error is not the news.
  reading.catch(() => undefined);
  for await (const entry of reader) {
    const { name, type } = entry.header;
    if (!manifest) {
      if (name !== MANIFEST) throw new BackupRefused(`${source} is not an Antojo backup.`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<BackupManifest>;
      if (parsed.format !== FORMAT || parsed.version !== VERSION) {
        throw new BackupRefused(`${source} is not an Antojo backup of version ${VERSION}.`);
      }
      manifest = parsed as BackupManifest;
      continue;
    }
    const target = destination(root, name);
    if (!target) throw new BackupRefused(`The backup holds an unexpected entry: ${name}`);
    const mode = (entry.header.mode ?? 0o644) & 0o7777;
    if (type === 'directory') {
      mkdirSync(target, { recursive: true, mode });
      entry.resume();
    } else if (type === 'file') {
      mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode, flags: 'wx' }));
    } else {
      throw new BackupRefused(`The backup holds an unexpected entry: ${name} (${type})`);
    }
  }
  await reading;
  if (!manifest) throw new BackupRefused(`${source} is empty.`);
  return manifest;
}
