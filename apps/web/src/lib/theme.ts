/**
 * The colour scheme the member chose (issue 38): «Automático» follows the system's
 * `prefers-color-scheme`, «Claro» and «Oscuro» override it. The choice lives in this browser
 * (localStorage), and shows as `data-theme` on <html>, which styles/tokens.css reads; none for
 * «Automático», so the tokens' media query decides. public/theme.js does the same before the
 * first paint, as a classic script (the CSP allows no inline one): keep the key and the values
 * the same in both.
 */
export type ThemeChoice = 'auto' | 'light' | 'dark';

export const THEME_KEY = 'antojo-theme';

export const THEME_CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: 'auto', label: 'Automático' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Oscuro' },
];

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored choice; anything else (nothing, an old value, storage refused) is «Automático». */
export function readTheme(storage: Store | undefined): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

/** Shows the choice on the document: the attribute the tokens' dark block reads. */
export function applyTheme(choice: ThemeChoice, root: Pick<HTMLElement, 'dataset'>): void {
  if (choice === 'auto') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** Keeps the choice for the next visit («Automático» is the absence of one) and shows it. */
export function saveTheme(
  choice: ThemeChoice,
  storage: Store | undefined,
  root: Pick<HTMLElement, 'dataset'>,
): void {
  try {
    if (choice === 'auto') storage?.removeItem(THEME_KEY);
    else storage?.setItem(THEME_KEY, choice);
  } catch {
    // Storage refused (private mode, full): the choice still holds for this page.
  }
  applyTheme(choice, root);
}
