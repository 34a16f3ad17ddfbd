import { ApiError } from '@app/sdk/http/api-error';
import { describe, expect, it } from 'vitest';
import { refused } from './store';

describe('refused', () => {
  it('tells a refusal (a new purchase may follow) from a lost answer (only the same key may)', () => {
    expect(refused(new ApiError('No tienes monedas suficientes.', { status: 409 }))).toBe(true);
    expect(refused(new ApiError('Sin conexión'))).toBe(false);
    expect(refused(new Error('otra cosa'))).toBe(false);
  });
});
