import { jsonFile, type ExportFile } from '../export/export-file.js';
import type { StoreService } from './store.service.js';

/** A member's purchases and badges, in their data export (decision 0013). */
export const storeExportFiles = (store: Pick<StoreService, 'exportFor'>): ExportFile[] => [
  {
    title: 'compras.json',
    about:
      'Lo que has comprado en la tienda con monedas (purchases: el artículo, el plan destacado y hasta cuándo duró su efecto) y tus insignias (badges).',
    entries: async (userId) => [jsonFile('compras.json', await store.exportFor(userId))],
  },
];
