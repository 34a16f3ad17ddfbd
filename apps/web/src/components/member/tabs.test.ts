import { describe, expect, it } from 'vitest';
import { isTabPage, TABS } from './tabs';

describe('the tabs', () => {
  it('are the five of member-features.md, in order', () => {
    expect(TABS.map((tab) => tab.label)).toEqual(['Descubrir', 'Mapa', 'Crear', 'Chats', 'Perfil']);
  });

  it('tell tab pages from inner pages', () => {
    expect(isTabPage('/app')).toBe(true);
    expect(isTabPage('/app/')).toBe(true);
    expect(isTabPage('/app/chats')).toBe(true);
    expect(isTabPage('/app/settings')).toBe(false);
    expect(isTabPage('/app/u/7')).toBe(false);
  });
});
