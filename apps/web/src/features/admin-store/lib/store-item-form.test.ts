import { setSpanishMessages } from '@app/contract/locale';
import { describe, expect, it } from 'vitest';
import { EMPTY_STORE_ITEM, storeItemForm, storeItemValues } from './store-item-form';

setSpanishMessages();

const issues = (values: typeof EMPTY_STORE_ITEM) =>
  Object.fromEntries(
    (storeItemForm.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the store item form', () => {
  it('sends the price as a number and leaves the emoji out of a non-badge', () => {
    expect(
      storeItemForm.parse({
        kind: 'boost',
        name: ' Impulso ',
        description: 'Tus planes, más arriba.',
        price: '20',
        badge: '🔥',
      }),
    ).toEqual({
      kind: 'boost',
      name: 'Impulso',
      description: 'Tus planes, más arriba.',
      price: 20,
    });
  });

  it('gives each field the API’s own message', () => {
    expect(issues(EMPTY_STORE_ITEM)).toEqual({
      name: 'El nombre es demasiado corto.',
      description: 'Describe el artículo.',
      price: 'Campo requerdio.',
    });
    expect(issues({ ...EMPTY_STORE_ITEM, price: '0' }).price).toBe(
      'El precio es de al menos 1 moneda.',
    );
  });

  it('asks a badge for its emoji', () => {
    const badge = { kind: 'badge', name: 'Madrugador', description: 'x', price: '5', badge: '' };
    expect(issues(badge as typeof EMPTY_STORE_ITEM)).toEqual({
      badge: 'Una insignia necesita su emoji.',
    });
  });

  it('fills the form from an item', () => {
    expect(
      storeItemValues({
        id: 1,
        kind: 'badge',
        name: 'Madrugador',
        description: 'x',
        price: 5,
        badge: '🌅',
        active: true,
      }),
    ).toEqual({ kind: 'badge', name: 'Madrugador', description: 'x', price: '5', badge: '🌅' });
  });
});
