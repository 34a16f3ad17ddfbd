import { ApiError } from '@app/sdk/http/api-error';
import { describe, expect, it } from 'vitest';
import { loadFailureHint, throttled } from './throttled';

describe('a page refused for too many requests', () => {
  it('says so, with the wait the server gave, never that the connection failed', () => {
    const error = new ApiError('Demasiadas peticiones.', { status: 429, retryAfter: 23 });
    expect(throttled(error)).toEqual({
      title: 'Demasiadas peticiones, espera un momento',
      text: 'Vuelve a intentarlo en 23 segundos.',
    });
    expect(loadFailureHint(error)).toBe(
      'Demasiadas peticiones, espera un momento. Vuelve a intentarlo en 23 segundos.',
    );
  });

  it('leaves every other failure to the connection hint', () => {
    expect(throttled(new ApiError('No encontrado.', { status: 404 }))).toBeUndefined();
    expect(throttled(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(throttled(undefined)).toBeUndefined();
    expect(loadFailureHint(new ApiError('sin respuesta'))).toBe('Comprueba tu conexión.');
  });
});
