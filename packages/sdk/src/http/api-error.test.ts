import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, networkError, retryAfterSeconds } from './api-error.js';

describe('ApiError', () => {
  it('reads the Laravel shape { message, errors }', async () => {
    const error = await apiErrorFromResponse(
      Response.json(
        { message: 'Los datos enviados no son válidos.', errors: { email: ['Campo requerdio.'] } },
        { status: 422 },
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Los datos enviados no son válidos.');
    expect(error.errors).toEqual({ email: ['Campo requerdio.'] });
    expect(error.fieldError('email')).toBe('Campo requerdio.');
    expect(error.fieldError('password')).toBeUndefined();
  });

  it('keeps a body that is not JSON', async () => {
    const error = await apiErrorFromResponse(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.errors).toEqual({});
    expect(error.body).toBe('<h1>Bad gateway</h1>');
  });

  it('reads the wait of Retry-After, in seconds or as a date', async () => {
    const error = await apiErrorFromResponse(
      Response.json(
        { message: 'Demasiadas peticiones.' },
        { status: 429, headers: { 'Retry-After': '42' } },
      ),
    );
    expect(error.retryAfter).toBe(42);
    const now = Date.parse('2026-11-20T09:00:00Z');
    expect(retryAfterSeconds('Fri, 20 Nov 2026 09:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('mañana')).toBeUndefined();
  });

  it('has no status for a network failure', () => {
    const error = networkError(new TypeError('fetch failed'));
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});
