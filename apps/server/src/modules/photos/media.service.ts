import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pageOf } from '../../lib/page-of.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { reencodeAsPng } from '../../lib/images.js';
import { validationError } from '../../lib/http-errors.js';
import type { UsersService } from '../users/users.service.js';
import { photos } from './photos.schema.js';
import { exportedPhoto, photoView } from './photos.view.js';

const AVATAR_SIDE = 512;
const PHOTO_SIDE = 1600;
export const MAX_PHOTOS = 30;

const avatarFile = (userId: number) => `avatars/${userId}.png`;
const photoFile = (userId: number) => `photos/${userId}/${randomBytes(12).toString('hex')}.png`;

/** Avatars and photos: images re-encoded as PNG and kept in the file storage. */
export function createMediaService(
  db: Db,
  storage: FileStorage,
  users: UsersService,
  clock?: Clock,
) {
  return {
    async setAvatar(userId: number, upload: Buffer): Promise<void> {
      await storage.write(avatarFile(userId), await reencodeAsPng(upload, AVATAR_SIDE));
      await users.setAvatarUpdatedAt(userId, clock?.() ?? new Date());
    },

    async removeAvatar(userId: number): Promise<void> {
      await users.setAvatarUpdatedAt(userId, null);
      await storage.remove(avatarFile(userId));
    },

    readAvatar: (userId: number) => storage.read(avatarFile(userId)),

    async findPhoto(photoId: number) {
      const [row] = await db.select().from(photos).where(eq(photos.id, photoId));
      return row;
    },

    async addPhoto(userId: number, upload: Buffer) {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(photos)
        .where(eq(photos.userId, userId));
      if (total >= MAX_PHOTOS) {
        throw validationError({ photo: [`Como máximo ${MAX_PHOTOS} fotos.`] });
      }
      const file = photoFile(userId);
      await storage.write(file, await reencodeAsPng(upload, PHOTO_SIDE));
      try {
        const at = clock?.();
        const [row] = await db
          .insert(photos)
          .values({ userId, file, createdAt: at, updatedAt: at })
          .returning();
        return row!;
      } catch (error) {
        await storage.remove(file);
        throw error;
      }
    },

    async replacePhoto(photo: typeof photos.$inferSelect, upload: Buffer) {
      const file = photoFile(photo.userId);
      await storage.write(file, await reencodeAsPng(upload, PHOTO_SIDE));
      const [row] = await db
        .update(photos)
        .set({ file, updatedAt: new Date() })
        .where(eq(photos.id, photo.id))
        .returning();
      await storage.remove(photo.file);
      return row!;
    },

    async removePhoto(photo: typeof photos.$inferSelect): Promise<void> {
      await db.delete(photos).where(and(eq(photos.id, photo.id), eq(photos.userId, photo.userId)));
      await storage.remove(photo.file);
    },

    readPhoto: (photo: typeof photos.$inferSelect) => storage.read(photo.file),

    async listPhotos(userId: number, limit: number, offset: number) {
      const { rows, total } = await pageOf(db, photos, {
        where: eq(photos.userId, userId),
        orderBy: [desc(photos.id)],
        limit,
        offset,
      });
      return {
        rows: rows.map(photoView),
        total,
      };
    },

    /**
     * The user's images for the data export: the photos' dates (at most MAX_PHOTOS rows) and a
     * way to read each image, and the avatar, when its turn in the archive comes; a read finds
     * nothing when the file is gone.
     */
    async exportFor(userId: number) {
      const rows = await db
        .select()
        .from(photos)
        .where(eq(photos.userId, userId))
        .orderBy(asc(photos.id));
      return {
        readAvatar: () => storage.read(avatarFile(userId)),
        photos: rows.map((row) => exportedPhoto(row, () => storage.read(row.file))),
      };
    },

    /** After an account is erased: its avatar and every photo file. */
    async removeUserFiles(userId: number): Promise<void> {
      await storage.remove(avatarFile(userId));
      await storage.remove(`photos/${userId}`);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
