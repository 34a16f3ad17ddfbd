import { loginForm } from '@app/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';

// The forms hand the contract's schemas to react-hook-form through zodResolver; this checks
// what the form then gets: the spec's messages per field, or the parsed values.
describe('zodResolver over a contract form', () => {
  const resolve = (values: { email_or_phone: string; password: string }) =>
    zodResolver(loginForm)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('gives the parsed values when every rule holds', async () => {
    expect(await resolve({ email_or_phone: ' Ana@Example.com', password: 'x' })).toEqual({
      values: { email_or_phone: 'ana@example.com', password: 'x' },
      errors: {},
    });
  });

  it('gives each broken field its first message', async () => {
    const { errors } = await resolve({ email_or_phone: 'ana', password: '' });
    expect(errors.email_or_phone?.message).toBe('Debe ser un correo valido.');
    expect(errors.password?.message).toBe('Campo requerdio.');
  });
});
