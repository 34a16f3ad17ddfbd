import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storeLinks } from '../../lib/store-links';
import { StoreButtons } from './store-buttons';

const render = (settings: Parameters<typeof storeLinks>[0]) =>
  renderToStaticMarkup(
    createElement(StoreButtons, { links: storeLinks(settings), first: 'primary' }),
  );

describe('StoreButtons', () => {
  it('shows nothing when no store is configured', () => {
    expect(render({})).toBe('');
  });

  it('links each configured listing, never a search', () => {
    const html = render({
      googlePlay: 'https://play.google.com/store/apps/details?id=com.antojo.app',
      appStore: 'https://apps.apple.com/es/app/antojo/id1234567890',
    });
    expect(html).toContain('href="https://play.google.com/store/apps/details?id=com.antojo.app"');
    expect(html).toContain('Descargar en Google Play');
    expect(html).toContain('href="https://apps.apple.com/es/app/antojo/id1234567890"');
    expect(html).toContain('Descargar en el App Store');
    expect(html).not.toContain('search');
  });
});
