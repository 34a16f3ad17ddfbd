import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const SAFE_NAME = /^[a-z0-9]+(\/[a-z0-9][a-z0-9._-]*)*$/;

/**
 * Refuses any name the server did not choose the shape of: anything that could climb out of
 * the root (a folder on disk, a key prefix in a bucket).
 */
export function checkName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe file name ${name}`);
  return name;
}

/** A stored file as it is read: a stream of its bytes and how many there are. */
export type StoredFile = { stream: Readable; size: number };

/**
 * Where avatars, photos, group pictures, sponsor logos and app builds are kept: a folder on
 * this machine (the embedded default) or an S3-compatible bucket (s3-storage.ts), the same
 * names in both (docs/decisions/0041-object-storage.md).
 */
export interface FileStorage {
  /** For logs and the move command: `disk:/path` or `s3://bucket/prefix`. */
  readonly where: string;
  /** Stores a small file whole (a re-encoded image); a reader never sees half of it. */
  write(name: string, data: Buffer): Promise<void>;
  /**
   * A fresh path on this machine's disk for an upload in progress (a build is checked there
   * before it is kept); `adopt` then stores it under `name` and the path is gone.
   */
  temporary(): Promise<string>;
  adopt(temporaryPath: string, name: string): Promise<void>;
  /** Stores a stream of any size under `name`, with flat memory (the move command's copies). */
  writeStream(name: string, stream: Readable): Promise<void>;
  /** A stream of the file and its size, or undefined when there is none. */
  read(name: string): Promise<StoredFile | undefined>;
  /** The file's size, or undefined when there is none. */
  size(name: string): Promise<number | undefined>;
  /** Removes a file, or every file under a folder name (`photos/12`). */
  remove(name: string): Promise<void>;
  /** Every stored file's name and size (uploads in progress left out). */
  list(): AsyncIterable<{ name: string; size: number }>;
}

/**
 * Files under one root (DATA_DIR/files). Writes go to a temporary file first and are renamed
 * into place, so a reader never sees half a file.
 */
export function createFileStorage(root: string): FileStorage {
  function resolve(name: string): string {
    return path.join(root, checkName(name));
  }

  async function* walk(
    folder: string,
    prefix: string,
  ): AsyncGenerator<{ name: string; size: number }> {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Uploads in progress and half-written files are nobody's file yet.
      if (name === 'tmp' || entry.name.endsWith('.tmp')) continue;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), name);
      else if (entry.isFile()) {
        yield { name, size: (await stat(path.join(folder, entry.name))).size };
      }
    }
  }

  return {
    where: `disk:${root}`,

    async write(name, data) {
      const target = resolve(name);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },

    // Beside the stored files, so that `adopt` is a rename on the same disk: a large build is
    // never copied.
    async temporary() {
      await mkdir(path.join(root, 'tmp'), { recursive: true });
      return path.join(root, 'tmp', `${randomBytes(12).toString('hex')}.part`);
    },

    async adopt(temporaryPath, name) {
      const target = resolve(name);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryPath, target);
    },

    async writeStream(name, stream) {
      const target = resolve(name);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await pipeline(stream, createWriteStream(temporary));
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async read(name) {
      const target = resolve(name);
      try {
        const info = await stat(target);
        return { stream: createReadStream(target), size: info.size };
      } catch {
        return undefined;
      }
    },

    async size(name) {
      const info = await stat(resolve(name)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },

    async remove(name) {
      await rm(resolve(name), { force: true, recursive: true });
    },

    list: () => walk(root, ''),
  };
}
