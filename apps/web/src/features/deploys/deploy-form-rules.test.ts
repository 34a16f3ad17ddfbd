import { validateForm } from '@app/sdk/rules/form-rules';
import { describe, expect, it } from 'vitest';
import { deployFormRules } from './deploy-form-rules';

// Node 20 has File; the rules only look at whether there is one.
const file = new File(['PK\u0003\u0004'], 'app.apk', {
  type: 'application/vnd.android.package-archive',
});

describe('deployFormRules (spec, section 5)', () => {
  it('needs the version and, for apk and ios, the file', () => {
    expect(validateForm({ appType: 'apk', version: '', file: null }, deployFormRules)).toEqual({
      version: 'Campo requerdio.',
      file: 'Campo requerdio.',
    });
    expect(validateForm({ appType: 'ios', version: '1.9.0', file: null }, deployFormRules)).toEqual(
      { file: 'Campo requerdio.' },
    );
  });

  it('needs no file for sdk', () => {
    expect(validateForm({ appType: 'sdk', version: '1.9.0', file: null }, deployFormRules)).toEqual(
      {},
    );
  });

  it('takes a version as the API does, and says how it should read', () => {
    const valid = (version: string) =>
      validateForm({ appType: 'apk', version, file }, deployFormRules);
    expect(valid('1.9.0')).toEqual({});
    expect(valid('2.0.0-beta.1')).toEqual({});
    expect(valid('uno punto dos')).toEqual({ version: 'La versión debe ser como 1.8.3.' });
  });

  it('needs the type', () => {
    expect(validateForm({ appType: '', version: '1.0', file }, deployFormRules)).toEqual({
      appType: 'Campo requerdio.',
    });
  });
});
