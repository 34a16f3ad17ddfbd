import { ApiError } from '@app/sdk/http/api-error';
import { describe, expect, it } from 'vitest';
import { answered, keyAfterFailure, newAttemptKey } from './attempt-key';

describe('attempt keys', () => {
  const fresh = () => 'nueva-clave';

  it('keeps the key after a lost answer: the retry is the same movement', () => {
    expect(keyAfterFailure('clave-1', new ApiError('Sin conexión'), fresh)).toBe('clave-1');
  });

  it('starts a new key after a refusal: nothing was done', () => {
    const refusal = new ApiError('El ajuste dejaría el saldo en negativo.', { status: 409 });
    expect(keyAfterFailure('clave-1', refusal, fresh)).toBe('nueva-clave');
    expect(answered(refusal)).toBe(true);
    expect(answered(new Error('otra cosa'))).toBe(false);
  });

  it('makes keys the contract accepts', () => {
    expect(newAttemptKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
