import { describe, expect, it } from 'vitest';
import { isEmail } from './email.js';

describe('the e-mail pattern (spec, section 5)', () => {
  it('accepts ordinary addresses', () => {
    for (const address of ['ana@example.com', 'a.b+c@sub.example.es', "o'neil@x.io"]) {
      expect(isEmail(address), address).toBe(true);
    }
  });

  it('refuses malformed ones', () => {
    for (const address of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'a b@x.com',
      'a..b@x.com',
      'a@-x.com',
    ]) {
      expect(isEmail(address), address).toBe(false);
    }
  });

  it('allows a local part of at most 64 characters', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('allows at most 254 characters in all', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60)}`;
    const fits = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(isEmail(fits)).toBe(true);
    expect(isEmail(`a${fits}`)).toBe(false);
  });
});
