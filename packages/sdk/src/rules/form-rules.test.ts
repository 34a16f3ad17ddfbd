import { describe, expect, it } from 'vitest';
import {
  differentFrom,
  email,
  equalTo,
  maxLength,
  minLength,
  required,
  validateForm,
  visibleErrors,
} from './form-rules.js';

describe('generic form rules (spec, section 5)', () => {
  it("required: 'Campo requerdio.' for empty, blank, null and an empty list", () => {
    for (const value of ['', '   ', null, undefined, []]) {
      expect(required(value, {})).toBe('Campo requerdio.');
    }
    expect(required('x', {})).toBeUndefined();
    expect(required(0, {})).toBeUndefined();
  });

  it("e-mail: 'Debe ser un correo valido.', leaving empty values to required", () => {
    expect(email('ana@', {})).toBe('Debe ser un correo valido.');
    expect(email('ana@example.com', {})).toBeUndefined();
    expect(email('', {})).toBeUndefined();
  });

  it('minimum and maximum length', () => {
    expect(minLength(8)('abc', {})).toBe('Debe tener al menos 8 caracteres.');
    expect(minLength(3)('abc', {})).toBeUndefined();
    expect(maxLength(3)('abcd', {})).toBe('Debe tener como máximo 3 caracteres.');
    expect(maxLength(3, 'Muy largo.')('abcd', {})).toBe('Muy largo.');
  });

  it('must equal and must differ from another field', () => {
    expect(equalTo('password')('a', { password: 'b' })).toBe('Los campos no coinciden.');
    expect(equalTo('password')('a', { password: 'a' })).toBeUndefined();
    expect(differentFrom('old')('a', { old: 'a' })).toBe('Debe ser distinto.');
    expect(differentFrom('old')('b', { old: 'a' })).toBeUndefined();
  });

  it('the login form: Correo required and of e-mail type, Contraseña required', () => {
    const rules = { email: [required, email], password: [required] };
    expect(validateForm({ email: '', password: '' }, rules)).toEqual({
      email: 'Campo requerdio.',
      password: 'Campo requerdio.',
    });
    expect(validateForm({ email: 'x@', password: 'p' }, rules)).toEqual({
      email: 'Debe ser un correo valido.',
    });
    expect(validateForm({ email: 'x@y.com', password: 'p' }, rules)).toEqual({});
  });

  it('shows errors only after the field has been focused', () => {
    const errors = { email: 'Campo requerdio.', password: 'Campo requerdio.' };
    expect(visibleErrors(errors, new Set(['email']))).toEqual({ email: 'Campo requerdio.' });
    expect(visibleErrors(errors, { password: true, email: false })).toEqual({
      password: 'Campo requerdio.',
    });
  });
});
