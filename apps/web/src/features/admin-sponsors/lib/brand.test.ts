import { setSpanishMessages } from '@app/contract/locale';
import { describe, expect, it } from 'vitest';
import { brandForm, initialOf, isLogoFile, linkText, logoSrc } from './brand';

setSpanishMessages();

describe('brands', () => {
  it('points at the public logo under the API, versioned by its upload', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(logoSrc({ id: 3, logoUpdatedAt: at }, '/api')).toBe(
      `/api/sponsor/3/logo?v=${Date.parse(at)}`,
    );
    expect(logoSrc({ id: 3, logoUpdatedAt: null }, '/api')).toBeNull();
  });

  it('shows an initial instead of a missing logo', () => {
    expect(initialOf(' ámbar sport')).toBe('Á');
    expect(initialOf('')).toBe('?');
  });

  it('takes only the pictures the server reads', () => {
    expect(isLogoFile({ type: 'image/webp' })).toBe(true);
    expect(isLogoFile({ type: 'image/svg+xml' })).toBe(false);
  });

  it('writes a link as people read it', () => {
    expect(linkText('https://deportesnorte.es/')).toBe('deportesnorte.es');
  });

  it('adds https:// to a bare link, and reads an empty one as none', () => {
    expect(brandForm.parse({ name: 'Deportes Norte', link: 'deportesnorte.es' })).toEqual({
      name: 'Deportes Norte',
      link: 'https://deportesnorte.es',
    });
    expect(brandForm.parse({ name: 'Deportes Norte', link: ' ' })).toEqual({
      name: 'Deportes Norte',
      link: null,
    });
  });

  it('gives the API’s messages', () => {
    const issues = brandForm.safeParse({ name: 'D', link: 'ftp://x' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'El nombre es demasiado corto.'],
      ['link', 'Debe ser una dirección web (https://…).'],
    ]);
  });
});
