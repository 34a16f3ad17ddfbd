import { describe, expect, it } from 'vitest';
import { changedTexts, filterTexts, textErrors } from './text-edits';

const texts = {
  'action.save': { tag: 'action.save', lan_es: 'Guardar' },
  'alert.accept': { tag: 'alert.accept', lan_es: 'Aceptar' },
};

describe('changedTexts', () => {
  it('sends only the texts that differ from the saved ones', () => {
    expect(changedTexts(texts, { 'action.save': 'Guardar', 'alert.accept': 'Vale' })).toEqual([
      { tag: 'alert.accept', lan_es: 'Vale' },
    ]);
  });

  it('ignores edits of tags the API does not have', () => {
    expect(changedTexts(texts, { 'no.existe': 'x' })).toEqual([]);
  });
});

describe('textErrors', () => {
  it('refuses an emptied text', () => {
    expect(textErrors([{ tag: 'alert.accept', lan_es: '  ' }])).toEqual({
      'alert.accept': 'Campo requerdio.',
    });
  });
});

describe('filterTexts', () => {
  it('finds by tag or text, ignoring case and accents, sorted by tag', () => {
    expect(filterTexts(texts, '').map((text) => text.tag)).toEqual(['action.save', 'alert.accept']);
    expect(filterTexts(texts, 'ACEPTAR').map((text) => text.tag)).toEqual(['alert.accept']);
    expect(filterTexts(texts, 'guárdar').map((text) => text.tag)).toEqual(['action.save']);
  });
});
