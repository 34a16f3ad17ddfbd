import { setSpanishMessages } from '@app/contract/locale';
import { describe, expect, it } from 'vitest';
import { coinAdjustmentForm } from './coin-adjustment-form';

setSpanishMessages();

const messages = (amount: string, note: string) =>
  (coinAdjustmentForm.safeParse({ amount, note }).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

describe('the coin adjustment form', () => {
  it('takes coins in or out, with why', () => {
    expect(coinAdjustmentForm.parse({ amount: '-20', note: ' Error en una compra ' })).toEqual({
      amount: -20,
      note: 'Error en una compra',
    });
  });

  it('refuses nothing, zero and a missing reason with the API’s messages', () => {
    expect(messages('', '')).toEqual([
      ['amount', 'Campo requerdio.'],
      ['note', 'Explica el motivo (al menos 3 caracteres).'],
    ]);
    expect(messages('0', 'Nada')).toEqual([['amount', 'Un ajuste de 0 monedas no cambia nada.']]);
  });
});
