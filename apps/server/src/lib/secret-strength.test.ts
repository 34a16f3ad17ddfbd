import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimatedBits, secretWeakness } from './secret-strength.js';

describe('secret strength', () => {
  it('accepts random values of the documented kind', () => {
    for (let i = 0; i < 50; i++) {
      expect(secretWeakness(randomBytes(32).toString('hex'))).toBeUndefined();
      expect(secretWeakness(randomBytes(24).toString('base64url'))).toBeUndefined();
    }
  });

  it('estimates the entropy of what a person would type as low', () => {
    expect(estimatedBits('a'.repeat(64))).toBe(0);
    expect(estimatedBits('a'.repeat(16) + 'b'.repeat(16))).toBe(32);
    expect(estimatedBits(randomBytes(32).toString('hex'))).toBeGreaterThan(200);
  });

  it('says why a value is refused', () => {
    expect(secretWeakness(undefined)).toMatch(/required/);
    expect(secretWeakness('corta')).toMatch(/at least 32/);
    expect(secretWeakness('abcd'.repeat(10))).toMatch(/predictable/);
  });
});
