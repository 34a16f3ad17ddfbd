import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptsFile, pickFile } from './deploy-file';

const APK = 'application/vnd.android.package-archive';
const BINARY = 'application/octet-stream';

describe('acceptsFile (spec, section 4)', () => {
  it('takes the Android package archive type for apk', () => {
    expect(acceptsFile('apk', { name: 'app-release.apk', type: APK })).toBe(true);
    expect(acceptsFile('apk', { name: 'app.ipa', type: BINARY })).toBe(false);
    expect(acceptsFile('apk', { name: 'notas.txt', type: 'text/plain' })).toBe(false);
  });

  it('takes the generic binary type for ios', () => {
    expect(acceptsFile('ios', { name: 'Antojo.ipa', type: BINARY })).toBe(true);
    expect(acceptsFile('ios', { name: 'app.apk', type: APK })).toBe(false);
    expect(acceptsFile('ios', { name: 'foto.png', type: 'image/png' })).toBe(false);
  });

  it('goes by the extension when the browser cannot tell the type', () => {
    expect(acceptsFile('apk', { name: 'APP.APK', type: '' })).toBe(true);
    expect(acceptsFile('apk', { name: 'app.apk', type: BINARY })).toBe(true);
    expect(acceptsFile('apk', { name: 'app.zip', type: '' })).toBe(false);
    expect(acceptsFile('ios', { name: 'Antojo.ipa', type: '' })).toBe(true);
    expect(acceptsFile('ios', { name: 'Antojo.ipa', type: 'application/x-itunes-ipa' })).toBe(true);
  });

  it('takes no file at all for sdk', () => {
    expect(acceptsFile('sdk', { name: 'sdk.apk', type: APK })).toBe(false);
    expect(acceptAttribute('sdk')).toBeUndefined();
    expect(acceptAttribute('apk')).toBe(`${APK},.apk`);
    expect(acceptAttribute('ios')).toBe(`${BINARY},.ipa`);
  });
});

describe('pickFile', () => {
  it('keeps only the first file of a pick or a drop', () => {
    const first = { name: 'a.apk', type: APK };
    const second = { name: 'b.apk', type: APK };
    expect(pickFile('apk', [first, second])).toEqual({ file: first, rejected: false });
  });

  it('clears a file of the wrong type and says so', () => {
    expect(pickFile('apk', [{ name: 'a.txt', type: 'text/plain' }])).toEqual({
      file: null,
      rejected: true,
    });
  });

  it('answers nothing, without complaint, when nothing was picked', () => {
    expect(pickFile('apk', [])).toEqual({ file: null, rejected: false });
    expect(pickFile('apk', null)).toEqual({ file: null, rejected: false });
  });
});
