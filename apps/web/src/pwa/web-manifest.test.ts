import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../lib/site';
import { tokenColor, webManifest } from './web-manifest';

const tokens = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');

describe('the web app manifest', () => {
  it('installs the member app, in Spanish, with the brand colours of the design tokens', () => {
    const manifest = webManifest(site, tokens);
    expect(manifest).toMatchObject({
      name: 'Antojo',
      short_name: 'Antojo',
      lang: 'es',
      start_url: '/web/app',
      scope: '/web/app',
      display: 'standalone',
      theme_color: '#e8505b',
      background_color: '#fff8f5',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('reads a colour token, and says which one is missing', () => {
    expect(tokenColor(tokens, 'ink')).toBe('#1f2430');
    expect(() => tokenColor(tokens, 'nothing')).toThrow('tokens.css has no --color-nothing');
  });
});
