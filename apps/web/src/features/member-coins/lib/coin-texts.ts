import type { CoinEntry } from '@app/contract/coins';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

/** "1 moneda", "13 monedas". */
export const coinsText = (count: number) => plural(count, 'moneda');

/** "+5", "−3": a movement's amount as the history shows it (a true minus sign). */
export const amountText = (amount: number) =>
  amount > 0 ? `+${formatNumber(amount)}` : `−${formatNumber(Math.abs(amount))}`;

/** Why the coins moved, in a few words. */
export function reasonText(entry: CoinEntry): string {
  switch (entry.reason) {
    case 'attendance':
      return 'Asistencia verificada';
    case 'hosting':
      return 'Organizaste un plan celebrado';
    case 'challenge':
      return 'Reto completado';
    case 'plan':
      return 'Monedas del mes de Premium';
    case 'purchase':
      return 'Compra en la tienda';
    case 'adjustment':
      return entry.note ? `Ajuste del equipo: ${entry.note}` : 'Ajuste del equipo';
  }
}
