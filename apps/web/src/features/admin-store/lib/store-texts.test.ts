import { describe, expect, it } from 'vitest';
import { amountText, coinsText, KIND_LABELS, movementText } from './store-texts';

describe('store texts', () => {
  it('names each kind in Spanish', () => {
    expect(KIND_LABELS).toEqual({ highlight: 'Destacado', boost: 'Impulso', badge: 'Insignia' });
  });

  it('counts coins, one and many', () => {
    expect(coinsText(1)).toBe('1 moneda');
    expect(coinsText(-1)).toBe('-1 moneda');
    expect(coinsText(30)).toBe('30 monedas');
  });

  it('signs amounts with a plus or a true minus', () => {
    expect(amountText(50)).toBe('+50');
    expect(amountText(-20)).toBe('−20');
  });

  it('says why coins moved, with the note of an adjustment and the plan of an attendance', () => {
    const base = { note: null, activity: null };
    expect(movementText({ ...base, reason: 'adjustment', note: 'Compensación' })).toBe(
      'Ajuste del equipo: Compensación',
    );
    expect(movementText({ ...base, reason: 'purchase' })).toBe('Compra en la tienda');
    expect(
      movementText({ ...base, reason: 'attendance', activity: { id: 3, description: 'Pádel' } }),
    ).toBe('Asistencia verificada a «Pádel»');
  });
});
