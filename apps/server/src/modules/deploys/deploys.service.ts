import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { compareVersions, downgradeMessage } from '@app/contract/deploys';
import type { AppType, Deploy } from '@app/contract/deploys';
import { desc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../lib/page-of.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { HttpError, validationError } from '../../lib/http-errors.js';
import { BUILD_KEYS } from '../info/info.service.js';
import type { SettingsService } from '../info/settings.service.js';
import type { UsersService } from '../users/users.service.js';
import { deploys } from './deploys.schema.js';
import { deployViews } from './deploys.view.js';

export type StagedFile = { path: string; size: number; sha256: string; originalName: string };

const SETTING: Record<AppType, string> = {
  apk: BUILD_KEYS.android,
  ios: BUILD_KEYS.ios,
  sdk: BUILD_KEYS.sdk,
};

/** APK and IPA files are ZIP archives: they start with PK\x03\x04. */
async function isZip(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

export function createDeploysService(
  db: Db,
  storage: FileStorage,
  settings: SettingsService,
  users: Pick<UsersService, 'names'>,
) {
  return {
    /**
     * Streams an upload to a temporary file, hashing it on the way: a build of hundreds of
     * megabytes is never held in memory.
     */
    async stage(stream: Readable, originalName: string): Promise<StagedFile> {
      const target = await storage.temporary();
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, measure, createWriteStream(target));
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
      return { path: target, size, sha256: hash.digest('hex'), originalName };
    },

    discard: (staged: StagedFile | undefined) =>
      staged ? rm(staged.path, { force: true }) : Promise.resolve(),

    /**
     * Records a deploy and makes its version current. The staged file is moved into place. A
     * version lower than the current one (compared as versions: 1.10.0 > 1.9.2) would take
     * the apps back: it is refused with 409 unless `confirmDowngrade` says staff mean it.
     */
    async record(
      appType: AppType,
      version: string,
      staged: StagedFile | undefined,
      userId: number,
      confirmDowngrade = false,
    ) {
      if (appType !== 'sdk') {
        if (!staged || staged.size === 0) throw validationError({ file: ['Campo requerdio.'] });
        if (!(await isZip(staged.path))) {
          throw validationError({
            file: [
              appType === 'apk'
                ? 'El archivo no es un APK válido.'
                : 'El archivo no es un paquete iOS válido.',
            ],
          });
        }
      }
      const current = await settings.get(SETTING[appType]);
      if (current && !confirmDowngrade && compareVersions(version, current) < 0) {
        const message = downgradeMessage(appType, version, current);
        throw new HttpError(409, message, { version: [message] });
      }
      const [row] = await db
        .insert(deploys)
        .values({
          appType,
          version,
          originalName: staged?.originalName.slice(0, 200) ?? null,
          size: staged?.size ?? null,
          sha256: staged?.sha256 ?? null,
          uploadedBy: userId,
        })
        .returning();
      if (staged && appType !== 'sdk') {
        const file = `deploys/${row!.id}-${appType}-${staged.sha256.slice(0, 12)}.${appType === 'apk' ? 'apk' : 'ipa'}`;
        await storage.adopt(staged.path, file);
        await db.update(deploys).set({ file }).where(eq(deploys.id, row!.id));
      }
      await settings.set(SETTING[appType], version);
      return row!.id;
    },

    async list(limit: number, offset: number): Promise<{ rows: Deploy[]; total: number }> {
      const { rows, total } = await pageOf(db, deploys, {
        orderBy: [desc(deploys.id)],
        limit,
        offset,
      });
      const uploaders = await users.names(
        rows.flatMap((deploy) => (deploy.uploadedBy === null ? [] : [deploy.uploadedBy])),
      );
      return { total, rows: deployViews(rows, uploaders) };
    },

    async find(id: number) {
      const [row] = await db.select().from(deploys).where(eq(deploys.id, id));
      return row;
    },

    read: (file: string) => storage.read(file),
  };
}

export type DeploysService = ReturnType<typeof createDeploysService>;
