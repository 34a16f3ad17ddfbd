import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postForm, signInStaff, signUp, type Session } from '../test/accounts.js';
import { testApp } from '../test/app.js';
import { backends, tempDir, type TestDatabase } from '../test/backends.js';
import { multipart } from '../test/multipart.js';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';
import { loadConfig } from '../config.js';
import { startServer } from '../test/server-process.js';
import { bucketProblem, openFileStorage } from './object-storage.js';
import type { FileStorage } from './file-storage.js';

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();

/** Every name stored in the bucket. */
async function names(storage: FileStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const file of storage.list()) found.push(file.name);
  return found.sort();
}

/** Files under a folder on disk, recursively (what must stay empty beside a bucket). */
const filesUnder = (folder: string): string[] => {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
};

/**
 * With S3_* set, every kind of file (avatar, photo, group picture, sponsor logo, app build)
 * goes to the bucket through the API and comes back through it with the same cache headers as
 * from disk; nothing is left on this machine's disk.
 */
describe.each(backends)('files in an S3 bucket on $name', (backend) => {
  let database: TestDatabase;
  let s3: S3StandIn;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let bucket: FileStorage;
  let member: Session;
  let staff: Session;
  const data = tempDir();

  beforeAll(async () => {
    database = await backend.open();
    s3 = await startS3StandIn('antojo-files', 'antojo');
    const env = {
      ...s3.env,
      DATA_DIR: data.dir,
      ADMIN_EMAIL: 'staff@antojo.test',
      ADMIN_PASSWORD: 'personal',
    };
    ({ app, close } = await testApp(database, env));
    bucket = openFileStorage(loadConfig({ NODE_ENV: 'test', ...env }));
    member = await signUp(app, 'ana@example.com');
    staff = await signInStaff(app, 'staff@antojo.test', 'personal');
  }, 60_000);
  afterAll(async () => {
    await close();
    await database.dispose();
    await s3.stop();
    data.remove();
  });

  const upload = (url: string, who: Session, field: string, content: Buffer) => {
    const body = multipart({}, [{ field, filename: 'foto.jpg', type: 'image/jpeg', content }]);
    return app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(who) },
    });
  };

  /** A PNG answer with its validators; asking again with them is 304 and no bytes. */
  async function roundTrip(url: string, who: Session | undefined, width: number) {
    const headers = who ? bearer(who) : {};
    const first = await app.inject({ url, headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(width);
    const again = await app.inject({
      url,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    if (first.headers['last-modified']) {
      const since = await app.inject({
        url,
        headers: { ...headers, 'if-modified-since': String(first.headers['last-modified']) },
      });
      expect(since.statusCode).toBe(304);
    }
    return first;
  }

  it('keeps avatars and photos in the bucket and serves them back', async () => {
    const id = member.user.id;
    expect(
      (await upload(`/api/user/${id}/avatar`, member, 'avatar', await jpeg())).statusCode,
    ).toBe(200);
    const avatar = await roundTrip(`/api/user/${id}/avatar`, member, 400);

    const added = await upload(`/api/user/${id}/photo`, member, 'photo', await jpeg(800, 600));
    expect(added.statusCode, added.body).toBe(200);
    const photo = added.json<{ id: number }>();
    await roundTrip(`/api/photo/${photo.id}`, member, 800);
    expect(await names(bucket)).toEqual([
      `avatars/${id}.png`,
      expect.stringMatching(`^photos/${id}/[0-9a-f]+\\.png$`),
    ]);

    // A photo removed is gone from the bucket too.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/photo/${photo.id}`,
      headers: bearer(member),
    });
    expect(removed.statusCode).toBe(200);
    expect(await names(bucket)).toEqual([`avatars/${id}.png`]);

    // A revalidation is answered from the picture's version alone: the bucket is not asked
    // (here it no longer holds the file, and the client's copy is still this version).
    await bucket.remove(`avatars/${id}.png`);
    const revalidated = await app.inject({
      url: `/api/user/${id}/avatar`,
      headers: { ...bearer(member), 'if-none-match': String(avatar.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const gone = await app.inject({ url: `/api/user/${id}/avatar`, headers: bearer(member) });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps a group's picture and a sponsor's logo in the bucket", async () => {
    const group = await postForm(
      app,
      '/api/group',
      { name: 'Senderistas', visibility: 'public' },
      member.token,
    );
    expect(group.statusCode, group.body).toBe(200);
    const groupId = group.json<{ id: number }>().id;
    expect(
      (await upload(`/api/group/${groupId}/picture`, member, 'picture', await jpeg())).statusCode,
    ).toBe(200);
    await roundTrip(`/api/group/${groupId}/picture`, member, 400);

    const brand = await postForm(
      app,
      '/api/admin/sponsors',
      { name: 'Deportes Norte' },
      staff.token,
    );
    expect(brand.statusCode, brand.body).toBe(200);
    const brandId = brand.json<{ id: number }>().id;
    expect(
      (await upload(`/api/admin/sponsors/${brandId}/logo`, staff, 'logo', await jpeg(600, 200)))
        .statusCode,
    ).toBe(200);
    await roundTrip(`/api/sponsor/${brandId}/logo`, undefined, 256);

    expect(await names(bucket)).toEqual(
      expect.arrayContaining([`groups/${groupId}.png`, `sponsors/${brandId}.png`]),
    );
  });

  it('keeps an app build in the bucket, streamed back as a download with its checksum', async () => {
    // An APK is a ZIP archive: PK\x03\x04 and then anything.
    const build = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200_000, 7)]);
    const body = multipart({ appType: 'apk', version: '2.0.0' }, [
      {
        field: 'file',
        filename: 'app.apk',
        type: 'application/vnd.android.package-archive',
        content: build,
      },
    ]);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/admin/deploy',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(staff) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const deploy = sent.json<{ id: number; download: string; sha256: string }>();
    const sha256 = createHash('sha256').update(build).digest('hex');
    expect(deploy.sha256).toBe(sha256);
    expect(await names(bucket)).toContainEqual(
      expect.stringMatching(`^deploys/${deploy.id}-apk-${sha256.slice(0, 12)}\\.apk$`),
    );

    const download = await app.inject({
      url: `/api/admin/deploy/${deploy.id}/file`,
      headers: bearer(staff),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-checksum-sha256']).toBe(sha256);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="antojo-apk-2.0.0.apk"',
    );
    expect(download.rawPayload.equals(build)).toBe(true);
  });

  it('leaves nothing on the local disk', () => {
    expect(filesUnder(path.join(data.dir, 'files'))).toEqual([]);
    // The build waited in DATA_DIR/tmp while it was checked, and went once it was stored.
    expect(filesUnder(path.join(data.dir, 'tmp'))).toEqual([]);
  });
});

describe('the bucket storage', () => {
  let s3: S3StandIn;
  let storage: FileStorage;
  const data = tempDir();

  beforeAll(async () => {
    s3 = await startS3StandIn();
    storage = openFileStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: data.dir, ...s3.env }));
  });
  afterAll(async () => {
    await s3.stop();
    data.remove();
  });

  it('reads a missing file as none, removes folders whole, and refuses names that climb', async () => {
    expect(await storage.read('avatars/1.png')).toBeUndefined();
    expect(await storage.size('avatars/1.png')).toBeUndefined();
    await storage.write('photos/7/a.png', Buffer.from('a'));
    await storage.write('photos/7/b.png', Buffer.from('bb'));
    await storage.write('photos/70/c.png', Buffer.from('ccc'));
    expect(await storage.size('photos/7/b.png')).toBe(2);
    await storage.remove('photos/7');
    // photos/70 shares the first characters, not the folder: it stays.
    expect(await names(storage)).toEqual(['photos/70/c.png']);
    await expect(storage.write('../escape.png', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.read('photos/../../x')).rejects.toThrow(/unsafe/);
  });
});

describe('the start', () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn('antojo-start');
  });
  afterAll(() => s3.stop());

  const settings = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', ...s3.env, ...env }).s3!;

  it('asks the bucket once and names what is wrong with the settings', async () => {
    expect(await bucketProblem(settings({}))).toBeUndefined();
    expect(await bucketProblem(settings({ S3_BUCKET: 'otro' }))).toBe(
      `S3_BUCKET otro at S3_ENDPOINT ${s3.env.S3_ENDPOINT}: there is no such bucket.`,
    );
    expect(await bucketProblem(settings({ S3_ACCESS_KEY_ID: 'OTRA' }))).toMatch(
      /S3_BUCKET antojo-start at .*: the keys \(S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\) may not use it\./,
    );
    expect(await bucketProblem(settings({ S3_ENDPOINT: 'http://127.0.0.1:9' }))).toMatch(
      /S3_BUCKET antojo-start at S3_ENDPOINT http:\/\/127\.0\.0\.1:9: it cannot be reached/,
    );
  });

  it('stops the server on a bucket that does not answer', async () => {
    const data = tempDir();
    try {
      await expect(
        startServer({ ...s3.env, S3_BUCKET: 'no-existe', DATA_DIR: data.dir }),
      ).rejects.toThrow(/S3_BUCKET no-existe at S3_ENDPOINT .*: there is no such bucket\./);
    } finally {
      data.remove();
    }
  }, 60_000);
});

describe('the S3 settings', () => {
  it('keep files on disk unless S3_BUCKET is set, blanks included (.env.example)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '', S3_REGION: '' }).s3,
    ).toBeUndefined();
  });

  it('address AWS by default and an S3-compatible endpoint path-style', () => {
    expect(loadConfig({ S3_BUCKET: 'fotos' }).s3).toEqual({
      bucket: 'fotos',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'fotos',
        S3_ENDPOINT: 'https://cuenta.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_PREFIX: 'antojo',
      }).s3,
    ).toMatchObject({
      region: 'auto',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secreto' },
      forcePathStyle: true,
      prefix: 'antojo/',
    });
    expect(
      loadConfig({ S3_BUCKET: 'f', S3_ENDPOINT: 'http://s3.local', S3_FORCE_PATH_STYLE: 'false' })
        .s3?.forcePathStyle,
    ).toBe(false);
  });

  it('stop the start on half a key pair, a bucket setting without the bucket, or a bad value', () => {
    expect(() => loadConfig({ S3_BUCKET: 'f', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT without S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'f', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'f', S3_PREFIX: '../otra' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'f', S3_FORCE_PATH_STYLE: 'si' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
