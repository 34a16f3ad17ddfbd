import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createFileStorage, type FileStorage } from '../lib/file-storage.js';
import { openFileStorage } from '../lib/object-storage.js';
import { tempDir } from '../test/backends.js';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';
import { moveFiles } from './move.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

async function contents(storage: FileStorage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const file of storage.list()) {
    const read = await storage.read(file.name);
    const chunks: Buffer[] = [];
    for await (const chunk of read!.stream) chunks.push(chunk as Buffer);
    found[file.name] = Buffer.concat(chunks).toString();
  }
  return found;
}

/** An install's DATA_DIR/files as the server leaves it, with an upload in progress too. */
function seedDisk(dataDir: string) {
  const files = {
    'avatars/1.png': 'avatar uno',
    'photos/1/aa11.png': 'foto uno',
    'photos/1/bb22.png': 'foto dos',
    'groups/3.png': 'grupo',
    'sponsors/2.png': 'logo',
    'deploys/1-apk-0123456789ab.apk': `PK\x03\x04${'x'.repeat(9 * 1024 * 1024)}`,
  };
  for (const [name, text] of Object.entries(files)) {
    const target = path.join(dataDir, 'files', name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  // Nobody's files yet: a build being uploaded and an image being written.
  mkdirSync(path.join(dataDir, 'files', 'tmp'), { recursive: true });
  writeFileSync(path.join(dataDir, 'files', 'tmp', 'abc.part'), 'a medias');
  writeFileSync(path.join(dataDir, 'files', 'avatars', '9.png.0a1b2c.tmp'), 'a medias');
  return files;
}

describe('moving DATA_DIR into a bucket', () => {
  let s3: S3StandIn;
  const data = tempDir();

  beforeAll(async () => {
    s3 = await startS3StandIn('antojo-move', 'produccion');
  });
  afterAll(async () => {
    await s3.stop();
    data.remove();
  });

  it('copies every file once, finishes an interrupted run, and can empty the disk', async () => {
    const files = seedDisk(data.dir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: data.dir, ...s3.env });
    const disk = createFileStorage(path.join(data.dir, 'files'));
    const bucket = openFileStorage(config);
    const lines: string[] = [];

    const first = await moveFiles(disk, bucket, { log: (line) => lines.push(line) });
    expect(first).toMatchObject({ moved: 6, present: 0, removed: 0, failed: [] });
    expect(first.movedBytes).toBe(
      Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    );
    expect(await contents(bucket)).toEqual(files);
    expect(lines).toContain('copied avatars/1.png (0.0 MB)');
    expect(lines.at(-1)).toBe(
      '6 copied (9.0 MB), 0 already there, 0 removed from the disk, 0 failed',
    );

    // Run again: nothing to do. Lose one object (a run cut short): only it goes again.
    expect(await moveFiles(disk, bucket)).toMatchObject({ moved: 0, present: 6 });
    await bucket.remove('photos/1/bb22.png');
    expect(await moveFiles(disk, bucket)).toMatchObject({ moved: 1, present: 5 });
    expect(await contents(bucket)).toEqual(files);

    const emptied = await moveFiles(disk, bucket, { removeSource: true });
    expect(emptied).toMatchObject({ moved: 0, present: 6, removed: 6, failed: [] });
    expect(await contents(disk)).toEqual({});
    expect(await contents(bucket)).toEqual(files);
    // The upload in progress is left where it is.
    expect(existsSync(path.join(data.dir, 'files', 'tmp', 'abc.part'))).toBe(true);
  });

  it('is the storage:move command, which reports and refuses to run without a bucket', async () => {
    const other = tempDir();
    try {
      seedDisk(other.dir);
      const run = (env: Record<string, string>, args: string[] = []) =>
        promisify(execFile)(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', MAIN, ...args],
          { env: { ...process.env, NODE_ENV: 'test', DATA_DIR: other.dir, ...env } },
        ).then(
          ({ stdout }) => ({ code: 0, stdout }),
          (error: { code: number; stdout: string; stderr: string }) => ({
            code: error.code,
            stdout: error.stdout + error.stderr,
          }),
        );
      const refused = await run({ S3_BUCKET: '' });
      expect(refused.code).toBe(2);
      expect(refused.stdout).toMatch(/set S3_BUCKET/);

      const done = await run({ ...s3.env, S3_PREFIX: 'otra' }, ['--remove-local']);
      expect(done.code, done.stdout).toBe(0);
      expect(done.stdout).toContain('Moving disk:');
      expect(done.stdout).toContain('to s3://antojo-move/otra/');
      expect(done.stdout).toContain(
        '6 copied (9.0 MB), 0 already there, 6 removed from the disk, 0 failed',
      );
      expect(existsSync(path.join(other.dir, 'files', 'avatars', '1.png'))).toBe(false);
    } finally {
      other.remove();
    }
  }, 60_000);
});
