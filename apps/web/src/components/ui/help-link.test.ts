import { SUSPENDED_MESSAGE } from '@app/contract/reports';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TextWithHelpLink } from './help-link';

const render = (text: string) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, { basename: '/web', initialEntries: ['/web/app/sign-in'] }, [
      createElement(TextWithHelpLink, { text, key: 'text' }),
    ]),
  );

describe('TextWithHelpLink', () => {
  it('links the Ayuda a message sends people to', () => {
    const html = render(SUSPENDED_MESSAGE);
    expect(SUSPENDED_MESSAGE).toContain('escríbenos desde Ayuda');
    expect(html).toContain('<a href="/web/app/help"');
    expect(html).toContain('>Ayuda</a>, en la web.');
    expect(html.startsWith('Tu cuenta está suspendida')).toBe(true);
  });

  it('leaves a text that names no Ayuda as it is', () => {
    expect(render('Correo o la contraseña invalida.')).toBe('Correo o la contraseña invalida.');
  });
});
