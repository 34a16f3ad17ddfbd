import type { CoinEntry } from '@app/contract/coins';
import { describe, expect, it } from 'vitest';
import { amountText, coinsText, reasonText } from './coin-texts';

const entry = (over: Partial<CoinEntry>): CoinEntry => ({
  id: 1,
  amount: 5,
  reason: 'attendance',
  activity: null,
  note: null,
  balance: 5,
  createdAt: '2026-11-27T10:00:00Z',
  ...over,
});

describe('coin texts', () => {
  it('counts coins in Spanish, one and many', () => {
    expect(coinsText(1)).toBe('1 moneda');
    expect(coinsText(0)).toBe('0 monedas');
    expect(coinsText(1250)).toBe('1.250 monedas');
  });

  it('signs amounts with a plus or a true minus', () => {
    expect(amountText(8)).toBe('+8');
    expect(amountText(-30)).toBe('−30');
  });

  it('says why, with the staff’s note on an adjustment', () => {
    expect(reasonText(entry({}))).toBe('Asistencia verificada');
    expect(reasonText(entry({ reason: 'adjustment', note: 'Compensación' }))).toBe(
      'Ajuste del equipo: Compensación',
    );
  });
});
