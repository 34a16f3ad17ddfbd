import { jsonList, type ExportFile } from '../export/export-file.js';
import type { CoinsService } from './coins.service.js';

/** A member's coins, in their data export (decision 0013). */
export const coinsExportFiles = (coins: Pick<CoinsService, 'exportFor'>): ExportFile[] => [
  {
    title: 'monedas.json',
    about:
      'Tus monedas, un movimiento por línea: cuántas entraron o salieron (amount), por qué (attendance y hosting por hechos verificados, challenge, purchase en la tienda, adjustment del equipo con su motivo en note), la actividad que las dio y el saldo justo después.',
    entries: async (userId) => [jsonList('monedas.json', () => coins.exportFor(userId))],
  },
];
