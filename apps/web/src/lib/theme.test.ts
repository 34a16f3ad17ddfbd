import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { applyTheme, readTheme, saveTheme, THEME_KEY } from './theme';

/** localStorage's part the theme uses, in memory; `broken` refuses like a private window. */
function memoryStorage(initial: Record<string, string> = {}, broken = false) {
  const values = new Map(Object.entries(initial));
  const guard = () => {
    if (broken) throw new Error('SecurityError');
  };
  return {
    values,
    getItem: (key: string) => (guard(), values.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void values.set(key, value)),
    removeItem: (key: string) => (guard(), void values.delete(key)),
  };
}

const root = () => ({ dataset: {} as DOMStringMap });

describe('readTheme', () => {
  it('is «Automático» when nothing was chosen', () => {
    expect(readTheme(memoryStorage())).toBe('auto');
    expect(readTheme(undefined)).toBe('auto');
  });

  it('reads «Claro» and «Oscuro»', () => {
    expect(readTheme(memoryStorage({ [THEME_KEY]: 'light' }))).toBe('light');
    expect(readTheme(memoryStorage({ [THEME_KEY]: 'dark' }))).toBe('dark');
  });

  it('takes an unknown value, or a storage that refuses, as «Automático»', () => {
    expect(readTheme(memoryStorage({ [THEME_KEY]: 'sepia' }))).toBe('auto');
    expect(readTheme(memoryStorage({ [THEME_KEY]: 'dark' }, true))).toBe('auto');
  });
});

describe('applyTheme', () => {
  it('sets data-theme for a choice and removes it for «Automático»', () => {
    const html = root();
    applyTheme('dark', html);
    expect(html.dataset.theme).toBe('dark');
    applyTheme('light', html);
    expect(html.dataset.theme).toBe('light');
    applyTheme('auto', html);
    expect(html.dataset).not.toHaveProperty('theme');
  });
});

describe('saveTheme', () => {
  it('keeps «Oscuro» for the next visit and shows it now', () => {
    const storage = memoryStorage();
    const html = root();
    saveTheme('dark', storage, html);
    expect(storage.values.get(THEME_KEY)).toBe('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(readTheme(storage)).toBe('dark');
  });

  it('forgets the choice for «Automático», so the system decides', () => {
    const storage = memoryStorage({ [THEME_KEY]: 'light' });
    const html = root();
    html.dataset.theme = 'light';
    saveTheme('auto', storage, html);
    expect(storage.values.has(THEME_KEY)).toBe(false);
    expect(html.dataset).not.toHaveProperty('theme');
  });

  it('still shows the choice when the storage refuses it', () => {
    const html = root();
    saveTheme('dark', memoryStorage({}, true), html);
    expect(html.dataset.theme).toBe('dark');
  });
});

describe('public/theme.js, the script that runs before the first paint', () => {
  const script = readFileSync(new URL('../../public/theme.js', import.meta.url), 'utf8');
  const run = (stored: Record<string, string>, broken = false) => {
    const html = root();
    runInNewContext(script, {
      localStorage: memoryStorage(stored, broken),
      document: { documentElement: html },
    });
    return html.dataset.theme;
  };

  it('reads the same key and values as the app', () => {
    expect(run({ [THEME_KEY]: 'dark' })).toBe('dark');
    expect(run({ [THEME_KEY]: 'light' })).toBe('light');
    expect(run({})).toBeUndefined();
    expect(run({ [THEME_KEY]: 'sepia' })).toBeUndefined();
  });

  it('leaves the page to the system when the storage refuses', () => {
    expect(run({ [THEME_KEY]: 'dark' }, true)).toBeUndefined();
  });
});
