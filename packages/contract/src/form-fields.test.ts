import { describe, expect, it } from 'vitest';
import { loginForm } from './auth.js';
import { deployForm } from './deploys.js';
import { requiredChoice, requiredText } from './form-fields.js';

/** Each field's first message, as a form shows it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('requiredText and requiredChoice', () => {
  it('call empty, blank and missing values "Campo requerdio." and keep the rest as typed', () => {
    for (const value of ['', '   ', undefined, null]) {
      expect(requiredText.safeParse(value).error?.issues[0]?.message).toBe('Campo requerdio.');
    }
    expect(requiredText.parse(' clave ')).toBe(' clave ');
    expect(requiredChoice(['a', 'b']).safeParse('').error?.issues[0]?.message).toBe(
      'Campo requerdio.',
    );
  });
});

describe('loginForm (spec, section 5)', () => {
  it('needs Correo, as an e-mail, and Contraseña', () => {
    expect(messages(loginForm.safeParse({ email_or_phone: '', password: '' }))).toEqual({
      email_or_phone: 'Campo requerdio.',
      password: 'Campo requerdio.',
    });
    expect(messages(loginForm.safeParse({ email_or_phone: 'ana@', password: 'x' }))).toEqual({
      email_or_phone: 'Debe ser un correo valido.',
    });
  });

  it('takes the e-mail as the API does: at most 254 characters, local part at most 64', () => {
    const login = (email: string) =>
      messages(loginForm.safeParse({ email_or_phone: email, password: 'x' }));
    expect(login(`${'a'.repeat(64)}@example.com`)).toEqual({});
    expect(login(`${'a'.repeat(65)}@example.com`)).toEqual({
      email_or_phone: 'Debe ser un correo valido.',
    });
    expect(login(`a@${'b'.repeat(250)}.com`)).toEqual({
      email_or_phone: 'Debe ser un correo valido.',
    });
  });

  it('hands over the e-mail trimmed and in lower case, the password as typed', () => {
    expect(loginForm.parse({ email_or_phone: ' Ana@Example.com ', password: ' x ' })).toEqual({
      email_or_phone: 'ana@example.com',
      password: ' x ',
    });
  });
});

describe('deployForm (spec, section 5)', () => {
  // Node 20 has File; the form only asks whether there is one.
  const file = new File(['PK\u0003\u0004'], 'app.apk', {
    type: 'application/vnd.android.package-archive',
  });
  const deploy = (values: Record<string, unknown>) => messages(deployForm.safeParse(values));

  it('names every missing field at once, the file for apk and ios', () => {
    expect(deploy({ appType: 'apk', version: '', file: null })).toEqual({
      version: 'Campo requerdio.',
      file: 'Campo requerdio.',
    });
    expect(deploy({ appType: 'ios', version: '1.9.0', file: null })).toEqual({
      file: 'Campo requerdio.',
    });
  });

  it('needs no file for sdk', () => {
    expect(deploy({ appType: 'sdk', version: '1.9.0', file: null })).toEqual({});
  });

  it('takes a version as the API does, and says how it should read', () => {
    expect(deploy({ appType: 'apk', version: '1.9.0', file })).toEqual({});
    expect(deploy({ appType: 'apk', version: '2.0.0-beta.1', file })).toEqual({});
    expect(deploy({ appType: 'apk', version: 'uno punto dos', file })).toEqual({
      version: 'La versión debe ser como 1.8.3.',
    });
  });

  it('needs the type, and then asks nothing of the file', () => {
    expect(deploy({ appType: '', version: '1.0', file: null })).toEqual({
      appType: 'Campo requerdio.',
    });
  });
});
