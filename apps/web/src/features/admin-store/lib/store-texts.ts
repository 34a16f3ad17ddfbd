import type { CoinEntry } from '@app/contract/coins';
import type { StoreKind } from '@app/contract/store';
import { formatNumber } from '@app/contract/spanish-numbers';
import { plural } from '@app/contract/spanish-plural';

/** An item's kind, as staff and members call it. */
export const KIND_LABELS: Record<StoreKind, string> = {
  highlight: 'Destacado',
  boost: 'Impulso',
  badge: 'Insignia',
};

/** What an item of each kind does once bought, for the form's hint. */
export const KIND_EFFECTS: Record<StoreKind, string> = {
  highlight: 'Pone un plan del miembro el primero de la lista durante 24 horas.',
  boost: 'Sube los planes del miembro en las barajas de los demás durante 24 horas.',
  badge: 'Una insignia que luce en su perfil para siempre.',
};

/** "1 moneda", "1.250 monedas". */
export const coinsText = (count: number) => plural(count, 'moneda');

/** "+50", "−20": a movement's amount with its sign (a true minus sign). */
export const amountText = (amount: number) =>
  amount > 0 ? `+${formatNumber(amount)}` : `−${formatNumber(Math.abs(amount))}`;

/** Why a member's coins moved, as staff read it in the ledger. */
export function movementText(entry: Pick<CoinEntry, 'reason' | 'note' | 'activity'>): string {
  switch (entry.reason) {
    case 'attendance':
      return entry.activity
        ? `Asistencia verificada a «${entry.activity.description}»`
        : 'Asistencia verificada';
    case 'hosting':
      return entry.activity
        ? `Organizó «${entry.activity.description}»`
        : 'Organizó un plan celebrado';
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
