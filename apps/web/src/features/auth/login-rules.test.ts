import { validateForm, visibleErrors } from '@app/sdk/rules/form-rules';
import { describe, expect, it } from 'vitest';
import { rulesResolver } from '../../lib/form-rules-resolver';
import { loginRules } from './login-rules';

describe('loginRules (spec, section 5)', () => {
  it('needs Correo, as an e-mail, and Contraseña', () => {
    expect(validateForm({ email_or_phone: '', password: '' }, loginRules)).toEqual({
      email_or_phone: 'Campo requerdio.',
      password: 'Campo requerdio.',
    });
    expect(validateForm({ email_or_phone: 'ana@', password: 'x' }, loginRules)).toEqual({
      email_or_phone: 'Debe ser un correo valido.',
    });
    expect(validateForm({ email_or_phone: 'ana@example.com', password: 'x' }, loginRules)).toEqual(
      {},
    );
  });

  it('shows errors only for fields that have been focused', () => {
    const errors = validateForm({ email_or_phone: '', password: '' }, loginRules);
    expect(visibleErrors(errors, new Set(['password']))).toEqual({
      password: 'Campo requerdio.',
    });
  });
});

describe('rulesResolver', () => {
  const resolve = (values: { email_or_phone: string; password: string }) =>
    rulesResolver(loginRules)(values, undefined, {
      fields: {},
      shouldUseNativeValidation: undefined,
    });

  it('gives react-hook-form the values when every rule holds', async () => {
    const values = { email_or_phone: 'ana@example.com', password: 'x' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it('gives react-hook-form each broken rule’s message', async () => {
    expect(await resolve({ email_or_phone: 'ana', password: '' })).toEqual({
      values: {},
      errors: {
        email_or_phone: { type: 'rule', message: 'Debe ser un correo valido.' },
        password: { type: 'rule', message: 'Campo requerdio.' },
      },
    });
  });
});
