import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64.js';
import { sha256Hex } from './sha256.js';

describe('encodings (spec, section 5)', () => {
  it('hashes passwords as SHA-256 hex before sending', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('contraseña')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('encodes codes as base64 before sending, UTF-8 safe and without Buffer', () => {
    expect(toBase64('123456')).toBe('MTIzNDU2');
    expect(toBase64('ñ')).toBe('w7E=');
    expect(fromBase64(toBase64('Año €'))).toBe('Año €');
  });
});
