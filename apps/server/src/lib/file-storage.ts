import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

const SAFE_NAME = /^[a-z0-9]+(\/[a-z0-9][a-z0-9._-]*)*$/;

/**
 * Files under one root (DATA_DIR/files). Names are always chosen by the server; anything that
 * could climb out of the root is refused. Writes go to a temporary file first, so a reader
 * never sees half a file.
 */
export function createFileStorage(root: string) {
  function resolve(name: string): string {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe file name ${name}`);
    return path.join(root, name);
  }

  return {
    async write(name: string, data: Buffer): Promise<void> {
      const target = resolve(name);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },

    /**
     * A fresh path beside the stored files for an upload in progress; `adopt` then moves it into
     * place under `name` (a rename on the same disk, so a large build is never copied).
     */
    async temporary(): Promise<string> {
      await mkdir(path.join(root, 'tmp'), { recursive: true });
      return path.join(root, 'tmp', `${randomBytes(12).toString('hex')}.part`);
    },

    async adopt(temporaryPath: string, name: string): Promise<void> {
      const target = resolve(name);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryPath, target);
    },

    /** A stream of the file and its size, or undefined when there is none. */
    async read(name: string): Promise<{ stream: Readable; size: number } | undefined> {
      const target = resolve(name);
      try {
        const info = await stat(target);
        return { stream: createReadStream(target), size: info.size };
      } catch {
        return undefined;
      }
    },

    async remove(name: string): Promise<void> {
      await rm(resolve(name), { force: true, recursive: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
