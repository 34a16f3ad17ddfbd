import type { photos } from './photos.schema.js';

type PhotoRow = typeof photos.$inferSelect;

/** A photo of a gallery: its id and when it was added. */
export const photoView = (row: PhotoRow) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/** A photo as the data export holds it: its dates, and how to read its image. */
export const exportedPhoto = <T>(row: PhotoRow, read: () => T) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  read,
});
