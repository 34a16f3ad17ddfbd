import { jsonFile, type ExportFile } from '../export/export-file.js';
import type { MediaService } from './media.service.js';

/** A photo's image in the archive. */
const fileOf = (id: number) => `fotos/${id}.png`;

/** A member's avatar and photos, in their data export (decision 0013). */
export const photosExportFiles = (media: Pick<MediaService, 'exportFor'>): ExportFile[] => [
  {
    title: 'avatar.png',
    about: 'Tu avatar, si tienes uno.',
    entries: async (userId) => {
      const { readAvatar } = await media.exportFor(userId);
      return [{ name: 'avatar.png', open: async () => (await readAvatar())?.stream }];
    },
  },
  {
    title: 'fotos.json y la carpeta fotos/',
    about:
      'Las fotos de tu galería: cada una con su número (id), sus fechas y el archivo de la carpeta fotos/ que la contiene.',
    entries: async (userId) => {
      const { photos } = await media.exportFor(userId);
      return [
        jsonFile(
          'fotos.json',
          photos.map(({ read: _read, ...photo }) => ({ ...photo, file: fileOf(photo.id) })),
        ),
        ...photos.map((photo) => ({
          name: fileOf(photo.id),
          open: async () => (await photo.read())?.stream,
        })),
      ];
    },
  },
];
