import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OwnUser } from '@app/contract/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../test/accounts.js';
import { backends, tempDir } from '../../test/backends.js';
import { multipart } from '../../test/multipart.js';
import { apiSuite } from '../../test/suite.js';

/** A JPEG carrying EXIF data that must not survive the upload. */
async function jpegWithMetadata(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secreto-gps-40.4168', Artist: 'Ana' } })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A tiny PNG whose header claims 50,000 × 50,000 pixels: a decompression bomb. */
async function pixelFlood(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const ihdr = png.subarray(12, 29);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.writeUInt32BE(50_000, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

describe.each(backends)('avatars and photos on $name', (backend) => {
  const data = tempDir();
  afterAll(() => data.remove());
  const api = apiSuite(backend, {
    env: { UPLOAD_LIMIT_BYTES: String(300 * 1024), DATA_DIR: data.dir },
    emails: 'foto',
  });
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    owner = await api.member();
    other = await api.member();
  });

  const upload = (
    url: string,
    session: Session | undefined,
    field: string,
    content: Buffer,
    filename = 'foto.jpg',
    type = 'image/jpeg',
  ) => {
    const body = multipart({}, [{ field, filename, type, content }]);
    return api.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(session && { authorization: `Bearer ${session.token}` }) },
    });
  };
  const as = (session: Session) => ({ authorization: `Bearer ${session.token}` });

  it('re-encodes an avatar as PNG without its metadata, and serves it to anyone', async () => {
    const response = await upload(
      `/api/user/${owner.user.id}/avatar`,
      owner,
      'avatar',
      await jpegWithMetadata(1200, 900),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnUser>().avatarUpdatedAt).not.toBeNull();
    const image = await api.send(null, 'GET', `/user/${owner.user.id}/avatar`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width, meta.height)).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secreto-gps'))).toBe(false);
  });

  it('lets the browser keep an avatar and revalidate it for nothing, until it changes', async () => {
    const url = `/api/user/${owner.user.id}/avatar`;
    const first = await api.app.inject({ url, headers: as(other) });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(etag).toMatch(/^"a\d+-\d+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    for (const asked of [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }]) {
      const again = await api.app.inject({ url, headers: { ...as(other), ...asked } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    // A new picture is a new version: the copy the browser holds is not it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await upload(url, owner, 'avatar', await jpegWithMetadata(300, 300));
    for (const asked of [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }]) {
      const changed = await api.app.inject({ url, headers: { ...as(other), ...asked } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.headers['content-type']).toBe('image/png');
    }
  });

  it('removes an avatar, then answers 404', async () => {
    const removed = await api.send(owner, 'DELETE', `/user/${owner.user.id}/avatar`);
    expect(removed.json<OwnUser>().avatarUpdatedAt).toBeNull();
    expect((await api.send(null, 'GET', `/user/${owner.user.id}/avatar`)).statusCode).toBe(404);
  });

  it('refuses uploads without a session, for someone else, too large, of the wrong kind, or bombs', async () => {
    const jpeg = await jpegWithMetadata(100, 100);
    expect(
      (await upload(`/api/user/${owner.user.id}/avatar`, undefined, 'avatar', jpeg)).statusCode,
    ).toBe(401);
    expect(
      (await upload(`/api/user/${owner.user.id}/avatar`, other, 'avatar', jpeg)).statusCode,
    ).toBe(403);
    const big = await upload(
      `/api/user/${owner.user.id}/avatar`,
      owner,
      'avatar',
      Buffer.alloc(400 * 1024, 1),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Archivo demasiado grande.' });
    // Named like an image, but a script inside.
    const fake = await upload(
      `/api/user/${owner.user.id}/avatar`,
      owner,
      'avatar',
      Buffer.from('<script>alert(1)</script>'),
      'a.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(415);
    const bomb = await upload(
      `/api/user/${owner.user.id}/avatar`,
      owner,
      'avatar',
      await pixelFlood(),
      'a.png',
      'image/png',
    );
    expect(bomb.statusCode).toBe(422);
    const wrongField = await upload(`/api/user/${owner.user.id}/avatar`, owner, 'photo', jpeg);
    expect(wrongField.statusCode).toBe(422);
    const notMultipart = await api.send(owner, 'POST', `/user/${owner.user.id}/avatar`, {
      avatar: 'x',
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('keeps a gallery: add, list, fetch, replace, delete, owner only', async () => {
    const added = await upload(
      `/api/user/${owner.user.id}/photo`,
      owner,
      'photo',
      await jpegWithMetadata(),
    );
    expect(added.statusCode).toBe(200);
    const { id } = added.json<{ id: number }>();
    await upload(
      `/api/user/${owner.user.id}/photo`,
      owner,
      'photo',
      await jpegWithMetadata(300, 300),
    );

    const list = await api.send(other, 'GET', `/user/${owner.user.id}/photo?page=1&pageSize=10`);
    expect(list.json()).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });

    const image = await api.send(other, 'GET', `/photo/${id}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(800);
    expect((await api.send(null, 'GET', `/photo/${id}`)).statusCode).toBe(401);

    expect(
      (
        await upload(
          `/api/user/${owner.user.id}/photo/${id}`,
          other,
          'photo',
          await jpegWithMetadata(),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await upload(
          `/api/user/${other.user.id}/photo/${id}`,
          other,
          'photo',
          await jpegWithMetadata(),
        )
      ).statusCode,
    ).toBe(404);
    const replaced = await upload(
      `/api/user/${owner.user.id}/photo/${id}`,
      owner,
      'photo',
      await jpegWithMetadata(640, 480),
    );
    expect(replaced.statusCode).toBe(200);
    const after = await api.send(owner, 'GET', `/photo/${id}`);
    expect((await sharp(after.rawPayload).metadata()).width).toBe(640);

    expect((await api.send(other, 'DELETE', `/photo/${id}`)).statusCode).toBe(403);
    expect((await api.send(owner, 'DELETE', `/photo/${id}`)).statusCode).toBe(200);
    expect((await api.send(owner, 'GET', `/photo/${id}`)).statusCode).toBe(404);
  });

  it('erases the files of a deleted account', async () => {
    const gone = await api.member();
    await upload(
      `/api/user/${gone.user.id}/avatar`,
      gone,
      'avatar',
      await jpegWithMetadata(100, 100),
    );
    await upload(
      `/api/user/${gone.user.id}/photo`,
      gone,
      'photo',
      await jpegWithMetadata(100, 100),
    );
    const files = path.join(data.dir, 'files');
    expect(existsSync(path.join(files, 'avatars', `${gone.user.id}.png`))).toBe(true);
    expect(existsSync(path.join(files, 'photos', String(gone.user.id)))).toBe(true);
    await api.send(gone, 'DELETE', `/user/${gone.user.id}`);
    expect(existsSync(path.join(files, 'avatars', `${gone.user.id}.png`))).toBe(false);
    expect(existsSync(path.join(files, 'photos', String(gone.user.id)))).toBe(false);
  });
});
