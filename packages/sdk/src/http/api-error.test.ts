import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, networkError } from './api-error.js';

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

  it('has no status for a network failure', () => {
    const error = networkError(new TypeError('fetch failed'));
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});
